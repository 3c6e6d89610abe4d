import { Link } from 'react-router-dom';
import { applicationReceipt } from '@portal/shared-types/applicants/apply-receipt';
import { paths } from '@portal/shared-types/site/routes';
import { saveReceipt } from '../../components/receipt/receipt-storage';
import type { InquiryRow } from '../../lib/inquiry-rows';
import styles from './inquiry.module.css';

/** The receipt number, linking to its 접수증: the receipt is kept for the page on the way. */
export function ReceiptLink({ row }: { row: InquiryRow }) {
  const { applicant, round } = row;
  return (
    <Link
      className={styles.receiptLink}
      to={paths.applyReceipt()}
      onClick={() => saveReceipt(applicationReceipt(applicant, round))}
      aria-label={`${round.title} 접수증 보기, 접수번호 ${applicant.receiptNumber}`}
    >
      {applicant.receiptNumber}
    </Link>
  );
}
