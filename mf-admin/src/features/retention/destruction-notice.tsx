import { useId, useState, type FormEvent } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { errorMessage, errorStatus } from '../../lib/http';
import { useAdminGetDestructionsQuery, useAdminSetRoundRetentionMutation } from './retention-api';

const GROUP_LABELS = { others: '미당첨자', winners: '당첨자·예비자' } as const;

/**
 * The dashboard's notice of personal data due for destruction within two weeks (개인정보 보호법 제21조),
 * with the date, and the operator's hold (법적 분쟁 등) with its reason.
 */
export function DestructionNotice() {
  const id = useId();
  const { data: notices = [], refetch } = useAdminGetDestructionsQuery();
  const [setRetention, { isLoading }] = useAdminSetRoundRetentionMutation();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [status, setStatus] = useState('');
  if (notices.length === 0) return null;

  const hold = async (event: FormEvent, roundId: number, title: string) => {
    event.preventDefault();
    try {
      await setRetention({ id: roundId, hold: reasons[roundId] ?? '' }).unwrap();
      setStatus(`${title}: 파기를 보류했습니다.`);
      void refetch();
    } catch (failure) {
      setStatus(errorStatus(failure) === 400 ? errorMessage(failure) : messages.serverError);
    }
  };
  const rounds = [...new Map(notices.map((notice) => [notice.roundId, notice.title])).entries()];
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>개인정보 파기 예정</h2>
      <ul>
        {notices.map((notice) => (
          <li key={`${notice.roundId}-${notice.group}`}>
            {notice.title}: {GROUP_LABELS[notice.group]} {notice.count}명의 이름·연락처·답변이{' '}
            {formatAdminDateTime(notice.at)}에 파기됩니다.
          </li>
        ))}
      </ul>
      {rounds.map(([roundId, title]) => (
        <form key={roundId} className={styles.searchBar} onSubmit={(event) => hold(event, roundId, title)}>
          <label htmlFor={`${id}-hold-${roundId}`}>{title} 보존 사유 (법적 분쟁 등)</label>
          <input
            id={`${id}-hold-${roundId}`}
            maxLength={200}
            value={reasons[roundId] ?? ''}
            onChange={(event) => setReasons({ ...reasons, [roundId]: event.target.value })}
          />
          <button type="submit" disabled={isLoading}>
            파기 보류
          </button>
        </form>
      ))}
      <p role="status">{status}</p>
    </section>
  );
}
