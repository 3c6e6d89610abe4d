import { Link } from '@portal/shared-types/client/navigation';
import { formatDate } from '@portal/shared-types/dates';
import { messages } from '@portal/shared-types/messages';
import { formatPhone } from '@portal/shared-types/phone';
import { paths } from '@portal/shared-types/routes';
import { supplyTypeLabel } from '@portal/shared-types/supply-types';
import type { InquiryRow } from './inquiry-rows';
import styles from './inquiry.module.css';

interface InquiryResultsProps {
  rows: readonly InquiryRow[];
  cancelling: boolean;
  onCancel: (applicantId: number) => void;
}

/** The lookup result; the status is always written out, its colour only adds to the text. */
export function InquiryResults({ rows, cancelling, onCancel }: InquiryResultsProps) {
  return (
    <div className={styles.tableWrap} role="region" aria-label="청약 신청 조회 결과" tabIndex={0}>
      <table className={styles.table}>
        <caption>청약 신청 조회 결과</caption>
        <thead>
          <tr>
            <th scope="col">청약명</th>
            <th scope="col">이름</th>
            <th scope="col">연락처</th>
            <th scope="col">공급유형</th>
            <th scope="col">신청일</th>
            <th scope="col">진행상태</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.empty}>
                {messages.noApplication}
              </td>
            </tr>
          )}
          {rows.map(({ applicant, round, label, color, editable }) => (
            <tr key={applicant.id}>
              <th scope="row" className={styles.roundTitle}>
                {round.title}
              </th>
              <td>{applicant.name}</td>
              <td>{formatPhone(applicant.phoneNumber)}</td>
              <td>{supplyTypeLabel(applicant.subscriptionType)}</td>
              <td>{formatDate(applicant.createdAt)}</td>
              <td>
                <span className={`${styles.status} ${color ? styles[color] : ''}`}>{label}</span>
              </td>
              <td>
                {editable ? (
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
                      취소
                    </button>
                  </span>
                ) : (
                  <span className={styles.muted}>변경 불가</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
