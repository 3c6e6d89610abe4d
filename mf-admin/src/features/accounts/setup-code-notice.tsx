import { useEffect, useRef } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import type { SetupCodeResponse } from '@portal/shared-types/auth/admin-accounts.schema';
import styles from '../../components/admin-ui.module.css';

/**
 * The setup code, shown this once: the 최고 관리자 hands it to the new admin in person or by phone, never
 * in a message that keeps it. Focus moves here so that it is read out at once.
 */
export function SetupCodeNotice({ code, onDone }: { code: SetupCodeResponse; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [code]);
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-labelledby="setup-code-title" className={styles.section}>
      <h3 id="setup-code-title">{code.username} 계정의 설정 코드</h3>
      <p>
        설정 코드: <strong data-testid="setup-code">{code.setupCode}</strong>
      </p>
      <p>
        이 코드는 지금 한 번만 보입니다. {formatAdminDateTime(code.expiresAt)}까지 쓸 수 있습니다. 본인에게
        직접 전해 주세요. 로그인 화면의 &lsquo;처음 로그인(설정 코드)&rsquo;에서 비밀번호를 정하고 2단계
        인증을 등록합니다.
      </p>
      <button type="button" onClick={onDone}>
        확인했습니다
      </button>
    </div>
  );
}
