import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { useAdminGetApplicantHistoryQuery } from '../../lib/api/after-draw-api';

/** The applicant's moves after the draw (처리 이력), oldest first, as the server recorded them. */
export function ApplicantHistory({ applicantId }: { applicantId: number }) {
  const {
    data: events,
    isLoading,
    isError,
    refetch,
  } = useAdminGetApplicantHistoryQuery(applicantId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-labelledby="applicant-history-heading">
      <h4 id="applicant-history-heading">처리 이력</h4>
      {isLoading && <p role="status">{messages.loading}</p>}
      {isError && (
        <>
          <p role="alert">{messages.serverError}</p>
          <button type="button" onClick={() => void refetch()}>
            {messages.retry}
          </button>
        </>
      )}
      {events && events.length === 0 && <p className={styles.muted}>추첨 후 처리된 일이 없습니다.</p>}
      {events && events.length > 0 && (
        <table className={styles.table}>
          <caption>처리 이력 (오래된 순, {events.length}건)</caption>
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">처리</th>
              <th scope="col">처리자</th>
              <th scope="col">사유</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={`${event.at}-${index}`}>
                <td>{formatAdminDateTime(event.at)}</td>
                <th scope="row">{event.label}</th>
                <td>{event.actor}</td>
                <td>{event.reason ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
