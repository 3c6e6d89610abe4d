import { Link } from 'react-router-dom';
import { useHydrated } from '@portal/web-runtime/use-hydrated';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import { AnswerList } from '../../components/receipt/answer-list';
import { readReceipt } from '../../components/receipt/receipt-storage';
import styles from '../../components/receipt/receipt.module.css';

/**
 * /apply/receipt: the 접수증 of the application just submitted (or opened from /inquiry), with a print
 * button; printed, it is the receipt alone on one A4 page.
 */
export default function ReceiptPage() {
  // the receipt lives in this tab's storage: the server renders the frame, the browser the receipt
  const hydrated = useHydrated();
  const receipt = hydrated ? readReceipt() : null;
  if (!hydrated) return <p className={styles.message}>접수증을 불러오고 있습니다.</p>;
  if (!receipt)
    return (
      <div className={styles.message}>
        <p>표시할 접수증이 없습니다. 신청한 내역과 접수번호는 청약 신청 조회에서 확인할 수 있습니다.</p>
        <p>
          <Link to={paths.inquiry()}>청약 신청 조회</Link>
        </p>
      </div>
    );
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <h2 id="receipt-title" className={styles.title}>
        청약 신청 접수증
      </h2>
      <p className={styles.number}>
        <span>접수번호</span> <strong>{receipt.receiptNumber}</strong>
      </p>
      <AnswerList
        answers={receipt}
        lead={[
          ['청약', receipt.roundTitle],
          [
            '접수 기간',
            `${formatAdminDateTime(receipt.roundStart)} ~ ${formatAdminDateTime(receipt.roundEnd)}`,
          ],
          ['신청자', receipt.maskedName],
          ['휴대폰 번호', receipt.maskedPhone],
          ['접수 일시', formatAdminDateTime(receipt.submittedAt)],
        ]}
      />
      <p className={styles.note}>
        접수번호는 당첨자 발표와 청약 신청 조회에서 본인 확인에 쓰입니다. 접수 순서는 당첨자 선정에 영향을
        주지 않습니다.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          접수증 인쇄
        </button>
        <Link to={paths.inquiry()} state={{ lookUp: true }} className={styles.link}>
          청약 신청 조회
        </Link>
      </div>
    </article>
  );
}
