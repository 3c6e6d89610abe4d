import { useState } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import { vacancyReasonLabels } from '@portal/shared-types/after-draw/status-rules';
import styles from '../../components/admin-ui.module.css';
import { FormError } from '../../components/form-error';
import { scrollRegion } from '../../components/scroll-region';
import { errorMessage } from '../../lib/http';
import { useAdminCallReserveMutation, useAdminGetVacanciesQuery } from '../../lib/api/after-draw-api';

/**
 * 예비 호출: each open place (부적격, 포기, 기한 경과) with the reserve the rule calls for it, the lowest
 * waiting number of its supply type. The admin confirms; there is no choosing someone else. A 부적격
 * place says why it waits while its 소명 may come or is reviewed, and offers no call.
 */
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
        <div {...scrollRegion('빈자리와 다음 예비')}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>빈자리와 다음 예비</caption>
            <thead>
              <tr>
                <th scope="col">빈자리 (접수번호)</th>
                <th scope="col">공급유형</th>
                <th scope="col">사유</th>
                <th scope="col">다음 호출 대상</th>
                <th scope="col">호출</th>
              </tr>
            </thead>
            <tbody>
              {data.open.map((vacancy) => {
                const next = vacancy.nextReserve;
                const who = next ? `예비 ${next.reserveNumber} ${next.name} (${next.receiptNumber})` : null;
                return (
                  <tr key={vacancy.vacancyApplicantId}>
                    <td className={styles.receiptNumber}>{vacancy.receiptNumber}</td>
                    <td>{supplyTypeAreaLabel(vacancy.supplyType)}</td>
                    <td>
                      {vacancy.reasonLabel}
                      {vacancy.waiting && <> · {vacancy.waiting}</>}
                    </td>
                    <td>{who ?? '남은 예비가 없습니다.'}</td>
                    <td className={styles.actions}>
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data.calls.length > 0 && (
        <div {...scrollRegion('지난 예비 호출')}>
          <table className={styles.table}>
            <caption>지난 예비 호출</caption>
            <thead>
              <tr>
                <th scope="col">호출 시각</th>
                <th scope="col">공급유형</th>
                <th scope="col">빈자리</th>
                <th scope="col">사유</th>
                <th scope="col">호출된 예비</th>
                <th scope="col">관리자</th>
              </tr>
            </thead>
            <tbody>
              {data.calls.map((row) => (
                <tr key={row.id}>
                  <td className={styles.noWrap}>{formatAdminDateTime(row.at)}</td>
                  <td>{supplyTypeAreaLabel(row.supplyType)}</td>
                  <td className={styles.receiptNumber}>{row.vacancyReceiptNumber}</td>
                  <td>{vacancyReasonLabels[row.reason]}</td>
                  <td>
                    예비 {row.reserveNumber} ({row.calledReceiptNumber})
                  </td>
                  <td>{row.calledBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
