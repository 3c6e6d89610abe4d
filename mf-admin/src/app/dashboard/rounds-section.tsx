import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/board/pagination';
import { paths } from '@portal/shared-types/site/routes';
import { sortRoundsByEndDesc, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { supplyTypeShortLabel } from '@portal/shared-types/supply/supply-type-labels';
import { ApplicantsPanel } from '../../features/applicants/applicants-panel';
import { Pagination } from '../../components/pagination';
import { matchesSearch, SearchBar, type SearchQuery } from '../../components/search-bar';
import styles from '../../components/admin-ui.module.css';
import { errorMessage, errorStatus } from '../../lib/http';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { useAdminDeleteRoundMutation, useAdminSetRoundClosedMutation } from '../../lib/api/rounds-api';
import { RoundStatus, useApplicantCount } from '../../components/round-status';
import { closeConfirmation, deleteConfirmation } from '../../features/rounds/round-confirmations';
import { scrollRegion } from '../../components/scroll-region';

/** The subscription management table; a row expands to show that round's applicants. */
export function RoundsSection() {
  const { data: rounds = [], isLoading, isError } = useGetRoundsQuery();
  const [setClosed] = useAdminSetRoundClosedMutation();
  const [deleteRound] = useAdminDeleteRoundMutation();
  const applicantCount = useApplicantCount();
  const [query, setQuery] = useState<SearchQuery>({ field: 'title', keyword: '' });
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const matching = sortRoundsByEndDesc(rounds).filter((round) => matchesSearch(round, query));
  const pages = pageCount(matching.length, PAGE_SIZE.rounds);

  const toggleClosed = async (round: RoundSummary) => {
    if (!window.confirm(closeConfirmation(round.title, round.closed))) return;
    try {
      await setClosed({ id: round.id, isClosed: !round.closed }).unwrap();
      window.alert(round.closed ? messages.roundReopened : messages.roundClosed);
    } catch (failure) {
      // 409: a reopening refused once the draw's randomness exists, or an overlap
      window.alert(errorStatus(failure) === 409 ? errorMessage(failure) : messages.roundCloseToggleFailed);
    }
  };

  const remove = async (round: RoundSummary) => {
    // the count shown already says no: refuse without asking (the server checks again either way)
    const applied = applicantCount.of(round.id);
    if (applied !== undefined && applied > 0) return window.alert(messages.roundHasApplicants);
    if (!window.confirm(deleteConfirmation(round.title))) return;
    try {
      await deleteRound(round.id).unwrap();
      if (expanded === round.id) setExpanded(null);
      window.alert(messages.roundDeleted);
    } catch (failure) {
      window.alert(errorStatus(failure) === 409 ? errorMessage(failure) : messages.roundDeleteFailed);
    }
  };

  // a failed or unfinished load is never shown as "no rounds"
  const emptyText = isLoading
    ? messages.loading
    : isError
      ? messages.roundLoadFailed
      : query.keyword
        ? messages.noSearchResults
        : messages.noOngoingRound;

  return (
    <section className={styles.section} aria-labelledby="admin-rounds-heading">
      <div className={styles.sectionHeader}>
        <h2 id="admin-rounds-heading">청약 관리</h2>
        <SearchBar
          subject="청약"
          withField={false}
          onSearch={(next) => {
            setQuery(next);
            setPage(1);
          }}
        />
      </div>
      <div {...scrollRegion('청약 목록')}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>청약 목록</caption>
          <thead>
            <tr>
              <th scope="col">제목</th>
              <th scope="col">청약 유형</th>
              <th scope="col">시작일</th>
              <th scope="col">종료일</th>
              <th scope="col">상태</th>
              <th scope="col">신청자 수</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {matching.length === 0 && (
              <tr>
                <td colSpan={7} role={isError ? 'alert' : undefined}>
                  {emptyText}
                </td>
              </tr>
            )}
            {pageSlice(matching, page, PAGE_SIZE.rounds).map((round) => (
              <Fragment key={round.id}>
                <tr>
                  <td>{round.title}</td>
                  <td>{round.subscriptionType.map(supplyTypeShortLabel).join(', ')}</td>
                  <td>{formatAdminDateTime(round.startTs)}</td>
                  <td>{formatAdminDateTime(round.endTs)}</td>
                  <td>
                    <RoundStatus round={round} />
                  </td>
                  <td className={styles.count}>{applicantCount.text(round.id)}</td>
                  <td className={styles.actions}>
                    <Link to={paths.roundEdit(round.id)} aria-label={`${round.title} 수정`}>
                      수정
                    </Link>
                    <button
                      type="button"
                      aria-expanded={expanded === round.id}
                      aria-controls={`round-applicants-${round.id}`}
                      aria-label={`${round.title} 신청자`}
                      onClick={() => setExpanded(expanded === round.id ? null : round.id)}
                    >
                      신청자
                    </button>
                    <button
                      type="button"
                      aria-label={`${round.title} ${round.closed ? messages.reopenRound : messages.closeRound}`}
                      onClick={() => toggleClosed(round)}
                    >
                      {round.closed ? messages.reopenRound : messages.closeRound}
                    </button>
                    <button
                      type="button"
                      aria-label={`${round.title} 삭제`}
                      onClick={() => void remove(round)}
                    >
                      삭제
                    </button>
                  </td>
                </tr>
                {expanded === round.id && (
                  <tr id={`round-applicants-${round.id}`}>
                    <td colSpan={7}>
                      <ApplicantsPanel roundId={round.id} roundTitle={round.title} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pages} onChange={setPage} label="청약 페이지" />
    </section>
  );
}
