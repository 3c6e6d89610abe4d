import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, Form, useSchemaForm } from '@portal/web-runtime/form';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { formatDate } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { exportRecordSchema } from '@portal/shared-types/audit/audit.schema';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { formatPhone, digitsOnly } from '@portal/shared-types/identity/phone-rules';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import {
  normalizeWinningState,
  toStatusUpdates,
  winningStateColor,
} from '@portal/shared-types/applicants/winning-state-rules';
import styles from '../../components/admin-ui.module.css';
import { searchFormClasses } from '../../components/form-classes';
import { useAdminGetApplicantsQuery, useAdminSaveWinningStatesMutation } from '../../lib/api/applicants-api';
import { APPLICANT_SEARCH_MAX } from '@portal/shared-types/applicants/applicant-page.schema';
import { applicantSearchFormSchema } from './applicant-search-form';
import { downloadApplicantsFile } from './excel-export';
import { excelFileName } from '@portal/shared-types/applicants/excel';
import { SpecialAnswersCell } from './special-answers-cell';
import { useWinningEdits } from './use-winning-edits';
import { WinningStateCell } from './winning-state-cell';
import { CorrectionsSection } from './corrections-section';
import { DrawPanel } from './draw-panel';
import { useHolds } from '../../lib/held-roles';
import { afterDrawCalls } from '@portal/shared-types/http/calls/after-draw';
import { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import { auditCalls } from '@portal/shared-types/http/calls/audit';
import { drawCalls } from '@portal/shared-types/http/calls/draw';
import { useAdminGetRoundDrawQuery } from '../../lib/api/rounds-api';
import { errorMessage, errorStatus, useFetchAdminBlob } from '../../lib/http';
import { DataTable } from '../../components/data-table/data-table';

interface ApplicantsPanelProps {
  roundId: number;
  roundTitle: string;
}

function displayPhone(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.length === 10 || digits.length === 11 ? formatPhone(digits) : phone;
}

const NO_APPLICANTS: Applicant[] = [];

/** The export's reason as the contract's record takes it (the round and the search come along). */
const exportFormSchema = z.object({ reason: exportRecordSchema.shape.reason });

const RESULT_CLASS = { blue: styles.won, red: styles.notWon, green: styles.reserve } as const;

/**
 * The applicants of one round: search and Excel export; before the draw the spec's winning-state editor
 * and save, after it the drawn results with a 추첨 결과 정정 요청 per row (the editor changes nothing then).
 */
export function ApplicantsPanel({ roundId, roundTitle }: ApplicantsPanelProps) {
  const id = useId();
  const searchForm = useSchemaForm(applicantSearchFormSchema, { search: '' });
  // the search last asked for, which the list shows (the field may have changed since)
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // the server pages and searches: a round may hold 100,000 applicants, never sent whole
  const {
    data: answer,
    isLoading,
    isError,
    refetch,
  } = useAdminGetApplicantsQuery({ roundId, page, size: PAGE_SIZE.applicants, search });
  const applicants = answer?.items ?? NO_APPLICANTS;
  const total = answer?.total ?? 0;
  const [saveStates, { isLoading: saving }] = useAdminSaveWinningStatesMutation();
  const { data: draw } = useAdminGetRoundDrawQuery(roundId);
  const drawn = Boolean(draw?.draw);
  const edits = useWinningEdits(
    applicants,
    {
      drawn,
      reserves: Object.fromEntries(
        Object.entries(draw?.supply ?? {}).map(([type, { reserves }]) => [type, reserves]),
      ),
    },
    answer?.reserveHolders,
  );
  const exportForm = useSchemaForm(exportFormSchema, { reason: '' });
  // each control shows for the roles its call names (the server checks them either way)
  const exports = useHolds(auditCalls.recordExport.roles);
  const editsStates = useHolds(applicantCalls.saveWinningStates.roles);
  const runsDraw = useHolds(drawCalls.run.roles);
  const proposesCorrections = useHolds(afterDrawCalls.proposeCorrection.roles);
  const fetchFile = useFetchAdminBlob();
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

  const submitSearch = ({ search: asked }: { search: string }) => {
    // a new search starts again at page 1
    setSearch(asked);
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
  // the server writes the file and records it (count, receipt numbers, reason) as it does
  const download = async ({ reason }: z.output<typeof exportFormSchema>) => {
    const problem = await downloadApplicantsFile(
      { roundId, search, reason },
      excelFileName(roundTitle, new Date()),
      fetchFile,
    );
    if (problem) return window.alert(problem);
    // each export gives its own reason: the next one is not logged with this one's
    exportForm.setValue('reason', '');
  };

  return (
    <div className={styles.section}>
      {draw && <DrawPanel info={draw} operates={runsDraw} />}
      <div className={styles.sectionHeader}>
        <Form
          form={searchForm}
          onSubmit={submitSearch}
          role="search"
          aria-label="신청자 검색"
          className={styles.searchBar}
          classes={searchFormClasses}
        >
          <Field
            name="search"
            label={<span className={styles.visuallyHidden}>이름 또는 연락처</span>}
            type="search"
            placeholder="이름 또는 연락처"
            maxLength={APPLICANT_SEARCH_MAX}
          />
          <button type="submit">검색</button>
        </Form>
        <div className={styles.actions}>
          {!drawn && editsStates && (
            <button
              type="button"
              className={styles.primary}
              onClick={save}
              disabled={!edits.isPending || !!edits.problem || saving}
            >
              저장
            </button>
          )}
          {exports && (
            <Form
              form={exportForm}
              onSubmit={download}
              className={styles.actions}
              classes={searchFormClasses}
            >
              <Field
                name="reason"
                label="다운로드 사유"
                type="text"
                maxLength={200}
                placeholder="예: 서류 심사 현황 정리"
              />
              <button
                type="submit"
                disabled={exportForm.formState.isSubmitting}
                onClick={(event) => {
                  // an empty list has nothing to export, whatever the reason
                  if (total > 0) return;
                  event.preventDefault();
                  window.alert(messages.exportEmpty);
                }}
              >
                {exportForm.formState.isSubmitting ? '엑셀 파일 만드는 중…' : '엑셀 다운로드'}
              </button>
            </Form>
          )}
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
          acts={proposesCorrections}
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
      <DataTable
        caption={`${roundTitle} 신청자 목록`}
        columns={[
          { header: '이름', cell: (applicant) => applicant.name, sortValue: (applicant) => applicant.name },
          { header: '연락처', cell: (applicant) => displayPhone(applicant.phoneNumber) },
          {
            header: '공급유형',
            cell: (applicant) => supplyTypeAreaLabel(applicant.subscriptionType),
            sortValue: (applicant) => supplyTypeAreaLabel(applicant.subscriptionType),
          },
          { header: '특별공급 답변', cell: (applicant) => <SpecialAnswersCell applicant={applicant} /> },
          {
            header: '신청일',
            cell: (applicant) => formatDate(applicant.createdAt),
            sortValue: (applicant) => applicant.createdAt,
          },
          {
            header: '접수번호',
            cell: (applicant) => applicant.receiptNumber,
            className: styles.receiptNumber,
          },
          {
            header: '당첨 상태',
            cell: (applicant) =>
              drawn || !editsStates ? (
                <div className={styles.actions}>
                  <span className={RESULT_CLASS[winningStateColor(applicant.winningState)]}>
                    {normalizeWinningState(applicant.winningState)}
                  </span>
                  {drawn && proposesCorrections && (
                    <button
                      type="button"
                      id={correctionButtonId(applicant.id)}
                      aria-label={`${applicant.name} 추첨 결과 정정 요청`}
                      aria-expanded={proposing?.id === applicant.id}
                      onClick={() => setProposing(applicant)}
                    >
                      추첨 결과 정정 요청
                    </button>
                  )}
                </div>
              ) : (
                <WinningStateCell
                  applicantName={applicant.name}
                  state={edits.stateOf(applicant)}
                  typedNumber={edits.typedOf(applicant)}
                  problem={edits.isPending ? edits.problemOf(applicant) : null}
                  onChange={(state, typed) => edits.edit(applicant.id, state, typed)}
                />
              ),
          },
          // the state now, as every screen says it: 부적격, 포기, 기한 경과, 당첨(추가), ...
          { header: '현재 상태', cell: (applicant) => applicant.afterDraw?.label ?? '-' },
        ]}
        rows={applicants}
        rowKey={(applicant) => applicant.id}
        empty={messages.noApplicants}
        paging={{
          size: PAGE_SIZE.applicants,
          label: `${roundTitle} 신청자 페이지`,
          server: { page, total, onChange: setPage },
        }}
      />
    </div>
  );
}
