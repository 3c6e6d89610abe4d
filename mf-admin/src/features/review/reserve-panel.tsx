import { useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import { vacancyReasonLabels } from '@portal/shared-types/after-draw/status-rules';
import styles from '../../components/admin-ui.module.css';
import { FormError } from '../../components/form-error';
import { DataTable } from '../../components/data-table/data-table';
import { errorMessage } from '../../lib/http';
import { useAdminCallReserveMutation, useAdminGetVacanciesQuery } from '../../lib/api/after-draw-api';

/**
 * 예비 호출: each open place (부적격, 포기, 기한 경과) with the reserve the rule calls for it, the lowest
 * waiting number of its supply type. The admin confirms; there is no choosing someone else. A 부적격
 * place says why it waits while its 소명 may come or is reviewed, and offers no call.
 */
type Vacancy = { nextReserve: { reserveNumber: number; name: string; receiptNumber: string } | null };

/** Who the rule calls for a place, in words, or null when no reserve is left. */
function nextOf({ nextReserve: next }: Vacancy): string | null {
  return next ? `예비 ${next.reserveNumber} ${next.name} (${next.receiptNumber})` : null;
}

export function ReservePanel({ roundId }: { roundId: number }) {
  const { data, isLoading, isError } = useAdminGetVacanciesQuery(roundId);
  const [callReserve, { isLoading: calling }] = useAdminCallReserveMutation();
  const [error, setError] = useState<string | null>(null);
  const [called, setCalled] = useState<string | null>(null);

  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError || !data) return <p role="alert">{messages.serverError}</p>;

  const call = async (vacancyApplicantId: number, who: string) => {
    if (!window.confirm(`${who}을(를) 추가 당첨자로 호출합니다. 호출은 되돌릴 수 없습니다.`)) return;
    setError(null);
    try {
      const answer = await callReserve({ roundId, body: { vacancyApplicantId } }).unwrap();
      setCalled(`예비 ${answer.reserveNumber} (${answer.calledReceiptNumber})을(를) 호출했습니다.`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="reserve-panel-heading">
      <h3 id="reserve-panel-heading">예비 호출</h3>
      <FormError error={error} />
      {called && <p role="status">{called}</p>}
      {data.open.length === 0 ? (
        <p>빈자리가 없습니다.</p>
      ) : (
        <DataTable
          caption="빈자리와 다음 예비"
          captionHidden
          columns={[
            {
              header: '빈자리 (접수번호)',
              cell: (vacancy) => vacancy.receiptNumber,
              className: styles.receiptNumber,
            },
            { header: '공급유형', cell: (vacancy) => supplyTypeAreaLabel(vacancy.supplyType) },
            {
              header: '사유',
              cell: (vacancy) => (
                <>
                  {vacancy.reasonLabel}
                  {vacancy.waiting && <> · {vacancy.waiting}</>}
                </>
              ),
            },
            { header: '다음 호출 대상', cell: (vacancy) => nextOf(vacancy) ?? '남은 예비가 없습니다.' },
            {
              header: '호출',
              cell: (vacancy) => {
                const who = nextOf(vacancy);
                return (
                  <div className={styles.actions}>
                    {/* a 부적격 place waits for its 소명: no call until the window closed or it was rejected */}
                    {vacancy.waiting && who && <span className={styles.muted}>소명 결과 대기</span>}
                    {who && !vacancy.waiting && (
                      <button
                        type="button"
                        className={styles.primary}
                        disabled={calling}
                        onClick={() => void call(vacancy.vacancyApplicantId, who)}
                        aria-label={`${who} 호출`}
                      >
                        호출
                      </button>
                    )}
                  </div>
                );
              },
            },
          ]}
          rows={data.open}
          rowKey={(vacancy) => vacancy.vacancyApplicantId}
          empty="빈자리가 없습니다."
        />
      )}
      {data.calls.length > 0 && (
        <DataTable
          caption="지난 예비 호출"
          columns={[
            { header: '호출 시각', cell: (row) => formatAdminDateTime(row.at), className: styles.noWrap },
            { header: '공급유형', cell: (row) => supplyTypeAreaLabel(row.supplyType) },
            { header: '빈자리', cell: (row) => row.vacancyReceiptNumber, className: styles.receiptNumber },
            { header: '사유', cell: (row) => vacancyReasonLabels[row.reason] },
            {
              header: '호출된 예비',
              cell: (row) => `예비 ${row.reserveNumber} (${row.calledReceiptNumber})`,
            },
            { header: '관리자', cell: (row) => row.calledBy },
          ]}
          rows={data.calls}
          rowKey={(row) => row.id}
          empty="-"
        />
      )}
    </section>
  );
}
