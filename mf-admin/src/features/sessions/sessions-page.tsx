import { useId, useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { ADMIN_ABSOLUTE_TIMEOUT_MS, ADMIN_IDLE_TIMEOUT_MS } from '@portal/shared-types/auth/session-timeouts';
import { userAgentName } from '@portal/shared-types/auth/user-agent-name';
import { SecondFactorSection } from './second-factor-section';
import styles from '../../components/admin-ui.module.css';
import {
  useAdminEndOtherSessionsMutation,
  useAdminEndSessionMutation,
  useAdminGetSessionsQuery,
} from './sessions-api';
import { DataTable } from '../../components/data-table/data-table';

/** The limits as the server applies them, in words. */
const IDLE_MINUTES = ADMIN_IDLE_TIMEOUT_MS / 60_000;
const ABSOLUTE_HOURS = ADMIN_ABSOLUTE_TIMEOUT_MS / 3_600_000;

/**
 * /admin/sessions: the admin's own open sessions (when, from where, which browser in words), each can
 * be ended, or all the others at once. The server refuses an ended session on every replica from then
 * on. Below, the admin's second factor: recovery codes left, new codes and a new phone.
 */
export default function SessionsPage() {
  const id = useId();
  const { currentData: sessions, isError, refetch } = useAdminGetSessionsQuery();
  const [endOne] = useAdminEndSessionMutation();
  const [endOthers, { isLoading }] = useAdminEndOtherSessionsMutation();
  const [status, setStatus] = useState('');
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setStatus(done);
    } catch {
      setStatus(messages.serverError);
    }
    void refetch();
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>로그인 세션</h2>
      <p>
        사용하지 않은 지 {IDLE_MINUTES}분이 지나거나 로그인 후 {ABSOLUTE_HOURS}시간이 지나면 세션이 끝납니다.
        모르는 세션이 있으면 종료하고 비밀번호를 바꿔 주세요.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          disabled={isLoading}
          onClick={() => run(() => endOthers().unwrap(), '다른 세션을 모두 종료했습니다.')}
        >
          다른 세션 모두 종료
        </button>
      </div>
      <p role="status">{status}</p>
      {isError && <p role="alert">{messages.serverError}</p>}
      <DataTable
        caption="로그인 세션 목록"
        captionHidden
        columns={[
          { header: '로그인 시각', cell: (session) => formatAdminDateTime(session.startedAt) },
          { header: '마지막 사용', cell: (session) => formatAdminDateTime(session.lastSeenAt) },
          { header: '접속 주소', cell: (session) => session.address },
          { header: '브라우저', cell: (session) => userAgentName(session.userAgent) },
          {
            header: '종료',
            cell: (session) =>
              session.current ? (
                '현재 세션'
              ) : (
                <button
                  type="button"
                  aria-label={`${formatAdminDateTime(session.startedAt)} 세션 종료`}
                  onClick={() => run(() => endOne(session.id).unwrap(), '세션을 종료했습니다.')}
                >
                  종료
                </button>
              ),
          },
        ]}
        rows={sessions ?? []}
        rowKey={(session) => session.id}
        empty={sessions ? '열린 세션이 없습니다.' : isError ? '-' : messages.loading}
      />
      <SecondFactorSection />
    </section>
  );
}
