import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
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
        <DataTable
          caption={`처리 이력 (오래된 순, ${events.length}건)`}
          columns={[
            { header: '일시', cell: (event) => formatAdminDateTime(event.at) },
            { header: '처리', cell: (event) => event.label, rowHeader: true },
            { header: '처리자', cell: (event) => event.actor },
            { header: '사유', cell: (event) => event.reason ?? '–' },
          ]}
          rows={events}
          rowKey={(event) => `${event.at}-${event.label}-${event.actor}`}
          empty="추첨 후 처리된 일이 없습니다."
        />
      )}
    </section>
  );
}
