import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { paths } from '@portal/shared-types/site/routes';
import { sortRoundsByEndDesc, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { supplyTypeShortLabel } from '@portal/shared-types/supply/supply-type-labels';
import { ApplicantsPanel } from '../../features/applicants/applicants-panel';
import { matchesSearch, SearchBar, type SearchQuery } from '../../components/search-bar';
import styles from '../../components/admin-ui.module.css';
import { errorMessage, errorStatus } from '../../lib/http';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { useAdminDeleteRoundMutation, useAdminSetRoundClosedMutation } from '../../lib/api/rounds-api';
import { RoundStatus, useApplicantCount } from '../../components/round-status';
import { closeConfirmation, deleteConfirmation } from '../../features/rounds/round-confirmations';
import { DataTable } from '../../components/data-table/data-table';
import { useHolds } from '../../lib/held-roles';

/** The subscription management table; a row expands to show that round's applicants. */
export function RoundsSection() {
  const { data: rounds = [], isLoading, isError } = useGetRoundsQuery();
  const [setClosed] = useAdminSetRoundClosedMutation();
  const [deleteRound] = useAdminDeleteRoundMutation();
  const applicantCount = useApplicantCount();
  // editing, closing and deleting a round are the round operators' (roundCalls)
  const runsRounds = useHolds(['rounds']);
  // the applicants' list (applicantCalls.ofRound)
  const seesApplicants = useHolds(['rounds', 'review', 'privacy']);
  const [query, setQuery] = useState<SearchQuery>({ field: 'title', keyword: '' });
  const [expanded, setExpanded] = useState<number | null>(null);
  const matching = sortRoundsByEndDesc(rounds).filter((round) => matchesSearch(round, query));
  const expandedRound = rounds.find((round) => round.id === expanded);

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
        <SearchBar subject="청약" withField={false} onSearch={setQuery} />
      </div>
      <DataTable
        // a new search starts again at page 1
        key={JSON.stringify(query)}
        caption="청약 목록"
        captionHidden
        columns={[
          { header: '제목', cell: (round) => round.title },
          {
            header: '청약 유형',
            cell: (round) => round.subscriptionType.map(supplyTypeShortLabel).join(', '),
          },
          { header: '시작일', cell: (round) => formatAdminDateTime(round.startTs) },
          { header: '종료일', cell: (round) => formatAdminDateTime(round.endTs) },
          { header: '상태', cell: (round) => <RoundStatus round={round} /> },
          { header: '신청자 수', cell: (round) => applicantCount.text(round.id), numeric: true },
          {
            header: '관리',
            cell: (round) => (
              <div className={styles.actions}>
                {runsRounds && (
                  <Link to={paths.roundEdit(round.id)} aria-label={`${round.title} 수정`}>
                    수정
                  </Link>
                )}
                {seesApplicants && (
                  <button
                    type="button"
                    aria-expanded={expanded === round.id}
                    aria-controls={`round-applicants-${round.id}`}
                    aria-label={`${round.title} 신청자`}
                    onClick={() => setExpanded(expanded === round.id ? null : round.id)}
                  >
                    신청자
                  </button>
                )}
                {runsRounds && (
                  <>
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
                  </>
                )}
              </div>
            ),
          },
        ]}
        rows={matching}
        rowKey={(round) => round.id}
        // a failed or unfinished load is never shown as "no rounds"
        empty={emptyText}
        emptyRole={isError ? 'alert' : undefined}
        paging={{ size: PAGE_SIZE.rounds, label: '청약 페이지' }}
      />
      {/* the applicants of the round opened by its 신청자 button, below the list at every width */}
      {expandedRound && (
        <section id={`round-applicants-${expandedRound.id}`} aria-labelledby="admin-round-applicants-heading">
          <h3 id="admin-round-applicants-heading">{expandedRound.title} 신청자</h3>
          <ApplicantsPanel roundId={expandedRound.id} roundTitle={expandedRound.title} />
        </section>
      )}
    </section>
  );
}
