import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { NoOpenRound } from './no-open-round';
import type { RoundCheck } from './use-round-check';
import styles from './round-status.module.css';

/** What the round check found, in words; the found round shows its title and period. */
export function RoundStatus({ check }: { check: RoundCheck }) {
  if (check.state === 'unknown')
    return (
      <p role="status" className={styles.message}>
        진행중인 청약을 확인하고 있습니다.
      </p>
    );
  if (check.state === 'none') return <NoOpenRound />;
  if (check.state === 'failure')
    return (
      <p role="alert" className={styles.message}>
        {messages.roundCheckFailed}
      </p>
    );
  const { round } = check;
  return (
    <div className={styles.round}>
      <h2>{round.title}</h2>
      <p>
        접수 기간: {formatAdminDateTime(round.startTs)} ~ {formatAdminDateTime(round.endTs)}
      </p>
    </div>
  );
}
