import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import type { InquiryRow } from '../../lib/inquiry-rows';
import styles from './inquiry.module.css';

interface InquiryActionsProps {
  row: InquiryRow;
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
}

/** 수정 and 신청 취소 of one application while its round is open, else why they are gone. */
export function InquiryActions({ row, cancelling, onCancel }: InquiryActionsProps) {
  const { applicant, round, editable } = row;
  // a closed round's draw page: its 경쟁률, and once drawn every result
  if (!editable && round.closed)
    return (
      <Link
        className={styles.actionButton}
        to={paths.roundDraw(round.id)}
        aria-label={`${round.title} 추첨 결과`}
      >
        추첨 결과
      </Link>
    );
  if (!editable) return <span className={styles.muted}>변경 불가</span>;
  return (
    <span className={styles.actions}>
      <Link
        className={styles.actionButton}
        to={paths.applicationEdit(applicant.id)}
        aria-label={`${round.title} 신청 수정`}
      >
        수정
      </Link>
      <button
        type="button"
        className={styles.actionButton}
        disabled={cancelling}
        onClick={() => onCancel(applicant.id)}
        aria-label={`${round.title} 신청 취소`}
      >
        신청 취소
      </button>
    </span>
  );
}
