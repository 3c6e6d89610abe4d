import { roundProgress, type Round, type RoundProgress } from '@portal/shared-types/rounds/rounds';
import styles from './admin-ui.module.css';
import { useAdminGetApplicantCountsQuery } from '../lib/api/applicants-api';

/** The admin's words for a round's state; 마감 is the admin's own close, 발표대기 the time after the end. */
const STATUS_LABELS: Record<RoundProgress, string> = {
  before: '예정',
  open: '접수중',
  pending: '발표대기',
  closed: '마감',
};

const STATUS_CLASSES: Record<RoundProgress, string | undefined> = {
  before: styles.statusBefore,
  open: styles.statusOpen,
  pending: styles.statusPending,
  closed: styles.statusClosed,
};

/** The status as a text badge: the word says it, the colour only repeats it. */
export function RoundStatus({ round }: { round: Pick<Round, 'startTs' | 'endTs' | 'closed'> }) {
  const progress = roundProgress(round, new Date());
  return (
    <span className={`${styles.status} ${STATUS_CLASSES[progress] ?? ''}`}>{STATUS_LABELS[progress]}</span>
  );
}

/** The number of applicants of a round, as `12명`; `-` until the counts have loaded. */
export function useApplicantCount(): (roundId: number) => string {
  const { data } = useAdminGetApplicantCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (roundId) => {
    if (!data) return '-';
    const count = data.find((row) => row.subscriptionId === roundId)?.count ?? 0;
    return `${count.toLocaleString('ko-KR')}명`;
  };
}
