import { roundProgress, type Round, type RoundProgress } from '@portal/shared-types/rounds/round-rules';
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

export const COUNT_LOADING = '불러오는 중';
export const COUNT_FAILED = '불러오지 못함';

/**
 * The number of applicants of each round: `of` as a number (undefined until loaded), `text` as `12명`,
 * or saying that it is loading or could not be loaded (never a silent `-` an operator could misread).
 */
export function useApplicantCount() {
  const { data, isError } = useAdminGetApplicantCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const of = (roundId: number): number | undefined =>
    data ? (data.find((row) => row.subscriptionId === roundId)?.count ?? 0) : undefined;
  const text = (roundId: number): string => {
    const count = of(roundId);
    if (count === undefined) return isError ? COUNT_FAILED : COUNT_LOADING;
    return `${count.toLocaleString('ko-KR')}명`;
  };
  return { of, text };
}
