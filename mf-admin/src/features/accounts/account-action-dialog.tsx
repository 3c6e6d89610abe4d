import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminAccount, SetupCodeResponse } from '@portal/shared-types/auth/admin-accounts.schema';
import { accountMessages } from '@portal/shared-types/auth/admin-accounts.schema';
import { ADMIN_ROLES, type AdminRole } from '@portal/shared-types/auth/admin-roles';
import { useDialogFocus } from '@portal/web-runtime/use-dialog-focus';
import styles from '../../components/admin-ui.module.css';
import { errorMessage } from '../../lib/http';
import {
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useAdminReissueSetupCodeMutation,
  useAdminResetAccountFactorMutation,
  useAdminSetAccountRolesMutation,
} from './accounts-api';
import { RoleChoices } from './role-choices';
import dialogStyles from './accounts.module.css';

export type AccountAction = 'roles' | 'disable' | 'enable' | 'resetFactor' | 'setupCode';

/** Each action's title, what it does in words, and its button. */
const ACTIONS: Record<AccountAction, { title: string; explain: string; confirm: string; done: string }> = {
  roles: {
    title: '역할 변경',
    explain: '고른 역할만 남습니다. 거둔 역할의 화면과 기능은 다음 요청부터 쓸 수 없습니다.',
    confirm: '역할 저장',
    done: '역할을 바꿨습니다.',
  },
  disable: {
    title: '계정 중지',
    explain: '이 계정은 로그인할 수 없고, 열려 있는 로그인 세션은 모두 바로 끝납니다.',
    confirm: '계정 중지',
    done: '계정을 중지했습니다. 열려 있던 세션이 모두 끝났습니다.',
  },
  enable: {
    title: '계정 다시 사용',
    explain: '이 계정이 다시 로그인할 수 있습니다.',
    confirm: '다시 사용',
    done: '계정을 다시 쓸 수 있게 했습니다.',
  },
  resetFactor: {
    title: '2단계 인증 초기화',
    explain:
      '이 계정의 인증 앱 등록과 복구 코드가 지워지고 세션이 모두 끝납니다. 다음 로그인 때 다시 등록합니다.',
    confirm: '2단계 인증 초기화',
    done: '2단계 인증을 초기화했습니다.',
  },
  setupCode: {
    title: '설정 코드 재발급',
    explain: '새 설정 코드로 비밀번호를 새로 정할 수 있습니다. 이전 설정 코드는 더 이상 쓸 수 없습니다.',
    confirm: '설정 코드 재발급',
    done: '설정 코드를 새로 만들었습니다.',
  },
};

/**
 * The confirmation of one action on one account: what it does, the roles (for 역할 변경) and the reason,
 * required. A refusal (the last 최고 관리자, a wrong reason) is said inside, with focus on it.
 */
export function AccountActionDialog({
  account,
  action,
  onClose,
  onDone,
}: {
  account: AdminAccount;
  action: AccountAction;
  onClose: () => void;
  onDone: (done: string, code?: SetupCodeResponse) => void;
}) {
  const id = useId();
  const spec = ACTIONS[action];
  const [roles, setRoles] = useState<AdminRole[]>(account.roles);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const dialogRef = useDialogFocus<HTMLDivElement>(onClose);
  const [setRolesCall] = useAdminSetAccountRolesMutation();
  const [disable] = useAdminDisableAccountMutation();
  const [enable] = useAdminEnableAccountMutation();
  const [resetFactor] = useAdminResetAccountFactorMutation();
  const [reissue] = useAdminReissueSetupCodeMutation();

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    if (typed.length < 2) return fail(accountMessages.reasonRequired);
    if (action === 'roles' && roles.length === 0) return fail(accountMessages.rolesRequired);
    const body = { id: account.id, reason: typed };
    setBusy(true);
    try {
      if (action === 'roles') await setRolesCall({ ...body, roles }).unwrap();
      if (action === 'disable') await disable(body).unwrap();
      if (action === 'enable') await enable(body).unwrap();
      if (action === 'resetFactor') await resetFactor(body).unwrap();
      if (action === 'setupCode') return onDone(spec.done, await reissue(body).unwrap());
      onDone(spec.done);
    } catch (failure) {
      fail(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={dialogStyles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-explain`}
        className={dialogStyles.dialog}
      >
        <h3 id={`${id}-title`}>
          {spec.title}: {account.username}
        </h3>
        <p id={`${id}-explain`}>{spec.explain}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          {action === 'roles' && (
            <RoleChoices legend="역할" roles={roles} onChange={setRoles} choices={ADMIN_ROLES} />
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-reason`}>사유</label>
            <input
              id={`${id}-reason`}
              required
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
            {error}
          </p>
          <div className={styles.formButtons}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {spec.confirm}
            </button>
            <button type="button" onClick={onClose}>
              취소
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
