import { useId, useState, type FormEvent } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { formatDate } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { accessMessages } from '@portal/shared-types/audit/audit.schema';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/board/pagination';
import { formatPhone, digitsOnly } from '@portal/shared-types/identity/phone-rules';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import {
  normalizeWinningState,
  toStatusUpdates,
  winningStateColor,
} from '@portal/shared-types/applicants/winning-state-rules';
import { Pagination } from '../../components/pagination';
import styles from '../../components/admin-ui.module.css';
import {
  useAdminGetApplicantsQuery,
  useAdminRecordExportMutation,
  useAdminSaveWinningStatesMutation,
} from '../../lib/api/applicants-api';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { exportApplicants } from './excel-export';
import { excelFileName } from '@portal/shared-types/applicants/excel';
import { SpecialAnswersCell } from './special-answers-cell';
import { useWinningEdits } from './use-winning-edits';
import { WinningStateCell } from './winning-state-cell';
import { CorrectionsSection } from './corrections-section';
import { DrawPanel } from './draw-panel';
import { useAdminGetRoundDrawQuery } from '../../lib/api/rounds-api';
import { errorMessage, errorStatus } from '../../lib/http';
import { scrollRegion } from '../../components/scroll-region';

/** Each receipt number's place in the draw of its supply type. */
function drawRanks(results: Record<string, { receiptNumber: string; rank: number }[]> | undefined) {
  return new Map(
    Object.values(results ?? {}).flatMap((rows) => rows.map((row) => [row.receiptNumber, row.rank])),
  );
}

interface ApplicantsPanelProps {
  roundId: number;
  roundTitle: string;
}

function displayPhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === 10 || digits.length === 11 ? formatPhone(digits) : phone;
}

const RESULT_CLASS = { blue: styles.won, red: styles.notWon, green: styles.reserve } as const;

/**
 * The applicants of one round: search and Excel export; before the draw the spec's winning-state editor
 * and save, after it the drawn results with a 추첨 결과 정정 요청 per row (the editor changes nothing then).
 */
export function ApplicantsPanel({ roundId, roundTitle }: ApplicantsPanelProps) {
  const id = useId();
  const { data: applicants = [], isLoading, isError, refetch } = useAdminGetApplicantsQuery(roundId);
  const [saveStates, { isLoading: saving }] = useAdminSaveWinningStatesMutation();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data: draw } = useAdminGetRoundDrawQuery(roundId);
  const drawn = Boolean(draw?.draw);
  const edits = useWinningEdits(applicants, {
    drawn,
    reserves: Object.fromEntries(
      Object.entries(draw?.supply ?? {}).map(([type, { reserves }]) => [type, reserves]),
    ),
  });
  const [exportReason, setExportReason] = useState('');
  const [recordExport] = useAdminRecordExportMutation();
  const [proposing, setProposing] = useState<Applicant | null>(null);
  const correctionButtonId = (applicantId: number) => `${id}-correct-${applicantId}`;

  if (isLoading) return <p role="status">{messages.loading}</p>;
  // never "no applicants" for a list that did not load (an ended session goes to /login meanwhile)
  if (isError)
    return (
      <div className={styles.section}>
        <p role="alert">{messages.applicantsLoadFailed}</p>
        <button type="button" onClick={() => void refetch()}>
          {messages.retry}
        </button>
      </div>
    );

  const filtered = filterApplicants(applicants, search);
  const pages = pageCount(filtered.length, PAGE_SIZE.applicants);
  const visible = pageSlice(filtered, Math.min(page, Math.max(1, pages)), PAGE_SIZE.applicants);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText);
    setPage(1);
  };
  const save = async () => {
    try {
      await saveStates({
        subscriptionId: roundId,
        statusUpdates: toStatusUpdates(edits.pending),
      }).unwrap();
      edits.reset();
      window.alert(messages.winningStateSaved);
    } catch (failure) {
      // a refusal (400, or 409 from the rules after the draw) says why; anything else is a failure
      const status = errorStatus(failure);
      window.alert(
        status === 400 || status === 409 ? errorMessage(failure) : messages.winningStateSaveFailed,
      );
    }
  };
  // the server sends the rows to write and records them (count, receipt numbers, reason) as it does
  const download = async () => {
    if (filtered.length === 0) return window.alert(messages.exportEmpty);
    if (exportReason.trim().length < 2) return window.alert(accessMessages.exportReasonRequired);
    try {
      const rows = await recordExport({ roundId, search, reason: exportReason.trim() }).unwrap();
      // each export gives its own reason: the next one is not logged with this one's
      setExportReason('');
      const problem = await exportApplicants(rows, {
        ranks: drawn ? drawRanks(draw?.draw?.results) : undefined,
        fileName: excelFileName(roundTitle, new Date()),
      });
      if (problem) window.alert(problem);
    } catch (failure) {
      window.alert(errorStatus(failure) === 400 ? errorMessage(failure) : messages.serverError);
    }
  };

  return (
    <div className={styles.section}>
      {draw && <DrawPanel info={draw} />}
      <div className={styles.sectionHeader}>
        <form role="search" aria-label="신청자 검색" className={styles.searchBar} onSubmit={submitSearch}>
          <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
            이름 또는 연락처
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="이름 또는 연락처"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <button type="submit">검색</button>
        </form>
        <div className={styles.actions}>
          {!drawn && (
            <button
              type="button"
              className={styles.primary}
              onClick={save}
              disabled={!edits.isPending || !!edits.problem || saving}
            >
              저장
            </button>
          )}
          <label htmlFor={`${id}-export-reason`}>다운로드 사유</label>
          <input
            id={`${id}-export-reason`}
            type="text"
            maxLength={200}
            placeholder="예: 서류 심사 현황 정리"
            value={exportReason}
            onChange={(event) => setExportReason(event.target.value)}
          />
          <button type="button" onClick={download}>
            엑셀 다운로드
          </button>
        </div>
      </div>
      {drawn && (
        <p id={`${id}-after-draw`} className={styles.muted}>
          추첨 뒤에는 이 화면에서 당첨 상태를 바꿀 수 없습니다. 당첨자가 빠지면 서류 심사 화면에서 부적격 또는
          포기로 처리하고, 빈자리는 &apos;예비 호출&apos;로 같은 공급유형의 다음 예비자에게 갑니다. 추첨 결과
          자체에 입증된 오류가 있으면 &apos;추첨 결과 정정 요청&apos;으로 요청하고, 다른 관리자가 확인합니다.
        </p>
      )}
      {drawn && (
        <CorrectionsSection
          roundId={roundId}
          applicants={applicants}
          proposing={proposing}
          onFormClosed={(applicant, sent) => {
            setProposing(null);
            // a cancelled form gives the keyboard back to the row it was opened from
            if (!sent) document.getElementById(correctionButtonId(applicant.id))?.focus();
          }}
        />
      )}
      {!drawn && edits.problem && (
        <p role="alert" className={styles.error}>
          {edits.problem}
        </p>
      )}
      <div {...scrollRegion(`${roundTitle} 신청자 목록`)}>
        <table className={styles.table}>
          <caption>{roundTitle} 신청자 목록</caption>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">연락처</th>
              <th scope="col">공급유형</th>
              <th scope="col">특별공급 답변</th>
              <th scope="col">신청일</th>
              <th scope="col">접수번호</th>
              <th scope="col">당첨 상태</th>
              <th scope="col">현재 상태</th>
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <td colSpan={8}>{messages.noApplicants}</td>
              </tr>
            )}
            {visible.map((applicant) => (
              <tr key={applicant.id}>
                <td>{applicant.name}</td>
                <td>{displayPhone(applicant.phoneNumber)}</td>
                <td>{supplyTypeAreaLabel(applicant.subscriptionType)}</td>
                <td>
                  <SpecialAnswersCell applicant={applicant} />
                </td>
                <td>{formatDate(applicant.createdAt)}</td>
                <td className={styles.receiptNumber}>{applicant.receiptNumber}</td>
                <td>
                  {drawn ? (
                    <div className={styles.actions}>
                      <span className={RESULT_CLASS[winningStateColor(applicant.winningState)]}>
                        {normalizeWinningState(applicant.winningState)}
                      </span>
                      <button
                        type="button"
                        id={correctionButtonId(applicant.id)}
                        aria-label={`${applicant.name} 추첨 결과 정정 요청`}
                        aria-expanded={proposing?.id === applicant.id}
                        onClick={() => setProposing(applicant)}
                      >
                        추첨 결과 정정 요청
                      </button>
                    </div>
                  ) : (
                    <WinningStateCell
                      applicantName={applicant.name}
                      state={edits.stateOf(applicant)}
                      typedNumber={edits.typedOf(applicant)}
                      problem={edits.isPending ? edits.problemOf(applicant) : null}
                      onChange={(state, typed) => edits.edit(applicant.id, state, typed)}
                    />
                  )}
                </td>
                {/* the state now, as every screen says it: 부적격, 포기, 기한 경과, 당첨(추가), ... */}
                <td>{applicant.afterDraw?.label ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={pages} onChange={setPage} label={`${roundTitle} 신청자 페이지`} />
    </div>
  );
}
