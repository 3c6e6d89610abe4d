import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/board/pagination';
import { sortRoundsByEndDesc, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { Pagination } from '../../components/pagination';
import styles from '../../components/admin-ui.module.css';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { RoundStatus, useApplicantCount } from '../../components/round-status';
import { AccessReasonGate } from '../../components/access-reason-gate';
import { ApplicantsPanel } from './applicants-panel';
import { MessagesSection } from './messages-section';
import { scrollRegion } from '../../components/scroll-region';

/** /admin/subscriptionApplicants/detail: rounds 5 a page with a view button, then the chosen round's applicants. */
export default function ApplicantsPage() {
  const { data: rounds = [], isLoading, isError } = useGetRoundsQuery();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<RoundSummary | null>(null);
  const applicantCount = useApplicantCount();

  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError && rounds.length === 0) return <p role="alert">{messages.roundLoadFailed}</p>;
  if (rounds.length === 0) return <p>{messages.noOngoingRound}</p>;

  const sorted = sortRoundsByEndDesc(rounds);
  const pages = pageCount(sorted.length, PAGE_SIZE.rounds);
  return (
    <>
      <section className={styles.section} aria-labelledby="applicant-rounds-heading">
        <h2 id="applicant-rounds-heading">청약 회차</h2>
        <div {...scrollRegion('청약 회차 목록')}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>청약 회차 목록</caption>
            <thead>
              <tr>
                <th scope="col">제목</th>
                <th scope="col">시작일</th>
                <th scope="col">종료일</th>
                <th scope="col">상태</th>
                <th scope="col">신청자 수</th>
                <th scope="col">보기</th>
              </tr>
            </thead>
            <tbody>
              {pageSlice(sorted, page, PAGE_SIZE.rounds).map((round) => (
                <tr key={round.id}>
                  <td>{round.title}</td>
                  <td>{formatAdminDateTime(round.startTs)}</td>
                  <td>{formatAdminDateTime(round.endTs)}</td>
                  <td>
                    <RoundStatus round={round} />
                  </td>
                  <td className={styles.count}>{applicantCount.text(round.id)}</td>
                  <td className={styles.actions}>
                    <button
                      type="button"
                      aria-label={`${round.title} 신청자 보기`}
                      aria-pressed={selected?.id === round.id}
                      onClick={() => setSelected(round)}
                    >
                      보기
                    </button>
                    {round.closed && (
                      <Link to={paths.roundReview(round.id)} aria-label={`${round.title} 서류 검토`}>
                        서류 검토
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} pageCount={pages} onChange={setPage} label="청약 회차 페이지" />
      </section>
      {selected && (
        <AccessReasonGate>
          <section className={styles.section} aria-labelledby="applicants-heading">
            <h2 id="applicants-heading">{selected.title} 신청자</h2>
            <ApplicantsPanel key={selected.id} roundId={selected.id} roundTitle={selected.title} />
          </section>
          <MessagesSection key={selected.id} roundId={selected.id} />
        </AccessReasonGate>
      )}
    </>
  );
}
