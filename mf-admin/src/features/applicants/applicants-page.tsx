import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { sortRoundsByEndDesc, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import styles from '../../components/admin-ui.module.css';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { RoundStatus, useApplicantCount } from '../../components/round-status';
import { AccessReasonGate } from '../../components/access-reason-gate';
import { ApplicantsPanel } from './applicants-panel';
import { MessagesSection } from './messages-section';
import { DataTable } from '../../components/data-table/data-table';
import { useHolds } from '../../lib/held-roles';

/** /admin/subscriptionApplicants/detail: rounds 5 a page with a view button, then the chosen round's applicants. */
export default function ApplicantsPage() {
  const { data: rounds = [], isLoading, isError } = useGetRoundsQuery();
  const [selected, setSelected] = useState<RoundSummary | null>(null);
  const applicantCount = useApplicantCount();
  // the messages to applicants are the reviewers' work (notifyCalls)
  const sendsMessages = useHolds(['review']);

  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError && rounds.length === 0) return <p role="alert">{messages.roundLoadFailed}</p>;
  if (rounds.length === 0) return <p>{messages.noOngoingRound}</p>;

  const sorted = sortRoundsByEndDesc(rounds);
  return (
    <>
      <section className={styles.section} aria-labelledby="applicant-rounds-heading">
        <h2 id="applicant-rounds-heading">청약 회차</h2>
        <DataTable
          caption="청약 회차 목록"
          captionHidden
          columns={[
            { header: '제목', cell: (round) => round.title },
            { header: '시작일', cell: (round) => formatAdminDateTime(round.startTs) },
            { header: '종료일', cell: (round) => formatAdminDateTime(round.endTs) },
            { header: '상태', cell: (round) => <RoundStatus round={round} /> },
            { header: '신청자 수', cell: (round) => applicantCount.text(round.id), numeric: true },
            {
              header: '보기',
              cell: (round) => (
                <div className={styles.actions}>
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
                </div>
              ),
            },
          ]}
          rows={sorted}
          rowKey={(round) => round.id}
          empty={messages.noOngoingRound}
          paging={{ size: PAGE_SIZE.rounds, label: '청약 회차 페이지' }}
        />
      </section>
      {selected && (
        <AccessReasonGate>
          <section className={styles.section} aria-labelledby="applicants-heading">
            <h2 id="applicants-heading">{selected.title} 신청자</h2>
            <ApplicantsPanel key={selected.id} roundId={selected.id} roundTitle={selected.title} />
          </section>
          {sendsMessages && <MessagesSection key={selected.id} roundId={selected.id} />}
        </AccessReasonGate>
      )}
    </>
  );
}
