import { formatDate } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { formatPhone } from '@portal/shared-types/identity/phone-rules';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import { InquiryActions } from './inquiry-actions';
import { ReceiptLink } from './receipt-link';
import type { InquiryRow } from '../../lib/inquiry-rows';
import styles from './inquiry.module.css';
import { WinningBadge } from '../../components/winning-badge';

interface InquiryResultsProps {
  rows: readonly InquiryRow[];
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
}

/**
 * The lookup result, under the page's 청약 신청 조회 결과 heading: a table from 768 px, a card per
 * application below it (CSS picks one, so the server and the browser render the same HTML). The status is always written out, its colour only
 * adds to the text.
 */
export function InquiryResults(props: InquiryResultsProps) {
  // nothing found: one message at every width, not an empty table (the page's live region says it)
  if (props.rows.length === 0) return <p className={styles.message}>{messages.noApplication}</p>;
  return (
    <>
      <ResultTable {...props} />
      <ResultCards {...props} />
    </>
  );
}

function StatusBadge({ row }: { row: InquiryRow }) {
  return <WinningBadge label={row.label} color={row.color} />;
}

function ResultTable({ rows, cancelling, onCancel }: InquiryResultsProps) {
  return (
    <div className={styles.tableWrap} role="region" aria-label="청약 신청 조회 결과" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>청약 신청 조회 결과</caption>
        <thead>
          <tr>
            <th scope="col">청약명</th>
            <th scope="col">접수번호</th>
            <th scope="col">이름</th>
            <th scope="col">연락처</th>
            <th scope="col">공급유형</th>
            <th scope="col">신청일</th>
            <th scope="col">진행상태</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.applicant.id}>
              <th scope="row" className={styles.roundTitle}>
                {row.round.title}
              </th>
              <td className={styles.nowrap}>
                <ReceiptLink row={row} />
              </td>
              <td className={styles.nowrap}>{row.applicant.name}</td>
              <td className={styles.nowrap}>{formatPhone(row.applicant.phoneNumber)}</td>
              <td>{supplyTypeAreaLabel(row.applicant.subscriptionType)}</td>
              <td className={styles.nowrap}>{formatDate(row.applicant.createdAt)}</td>
              <td>
                <StatusBadge row={row} />
              </td>
              <td>
                <InquiryActions row={row} cancelling={cancelling} onCancel={onCancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultCards({ rows, cancelling, onCancel }: InquiryResultsProps) {
  return (
    <div className={styles.cards}>
      <ul className={styles.cardList} aria-label="청약 신청 조회 결과">
        {rows.map((row) => {
          const titleId = `inquiry-card-${row.applicant.id}`;
          return (
            <li key={row.applicant.id}>
              <article className={styles.card} aria-labelledby={titleId}>
                <div className={styles.cardHead}>
                  <h3 id={titleId}>{row.round.title}</h3>
                  <StatusBadge row={row} />
                </div>
                <dl className={styles.cardFields}>
                  <dt>접수번호</dt>
                  <dd>
                    <ReceiptLink row={row} />
                  </dd>
                  <dt>이름</dt>
                  <dd>{row.applicant.name}</dd>
                  <dt>연락처</dt>
                  <dd>{formatPhone(row.applicant.phoneNumber)}</dd>
                  <dt>공급유형</dt>
                  <dd>{supplyTypeAreaLabel(row.applicant.subscriptionType)}</dd>
                  <dt>신청일</dt>
                  <dd>{formatDate(row.applicant.createdAt)}</dd>
                  <dt>진행상태</dt>
                  <dd>{row.label}</dd>
                </dl>
                <InquiryActions row={row} cancelling={cancelling} onCancel={onCancel} />
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
