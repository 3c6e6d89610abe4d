import { useId } from 'react';
import { z } from 'zod';
import { Field, Form, useLiveFilter } from '@portal/web-runtime/form';
import type { ReviewQueue } from '@portal/shared-types/after-draw/after-draw.schema';
import { DOCUMENT_STAGES, documentStageLabels } from '@portal/shared-types/after-draw/status-rules';
import { applicantPageQuerySchema } from '@portal/shared-types/applicants/applicant-page.schema';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { searchFormClasses } from '../../components/form-classes';
import { FilterSelect } from '../../components/filter-select';

type Entry = ReviewQueue['entries'][number];

/** The stages offered: all but 제출 대상 아님, which has no documents to review. */
const FILTER_STAGES = DOCUMENT_STAGES.filter((stage) => stage !== 'notRequired');

/**
 * The queue's filter, read in the browser (the queue is sent whole): the text is a search of a
 * round's applicants by name or 접수번호, with the applicants search's rule.
 */
const queueFilterSchema = z.object({
  stage: z.union([z.enum(DOCUMENT_STAGES), z.literal('')]),
  late: z.boolean(),
  needsFix: z.boolean(),
  text: z.string().trim().pipe(applicantPageQuerySchema.shape.search.unwrap()),
});
type Filters = z.output<typeof queueFilterSchema>;

const NO_FILTER: Filters = { stage: '', late: false, needsFix: false, text: '' };

/** The words that flag what needs the admin, as bordered text (the colour only repeats them). */
export function entryFlags(entry: Entry): string[] {
  return [
    entry.late && '기한 경과',
    entry.needsFix && '보완 필요',
    entry.givenUp && '포기',
    entry.contractDone && '계약 완료',
  ].filter((flag): flag is string => Boolean(flag));
}

export function filterEntries(entries: readonly Entry[], filters: Filters): Entry[] {
  const { text } = filters;
  return entries.filter(
    (entry) =>
      (!filters.stage || entry.stage === filters.stage) &&
      (!filters.late || entry.late) &&
      (!filters.needsFix || entry.needsFix) &&
      (!text || entry.name.includes(text) || entry.receiptNumber.includes(text)),
  );
}

interface ReviewQueueTableProps {
  queue: ReviewQueue;
  selectedId: number | null;
  onSelect: (applicantId: number) => void;
}

/** The winners and called reserves of the round with their documents' stage, filtered and paged. */
export function ReviewQueueTable({ queue, selectedId, onSelect }: ReviewQueueTableProps) {
  const id = useId();
  const { form, filter } = useLiveFilter(queueFilterSchema, NO_FILTER);
  // a wrong field (said beside it) matches nothing
  const shown = filter ? filterEntries(queue.entries, filter) : [];
  const { counts } = queue;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>검토 대상</h3>
      <p>
        전체 {counts.total}명 (당첨자 {counts.current} · 제외 {counts.vacated}) · 제출 대기 {counts.requested}{' '}
        · 제출 완료 {counts.submitted} · 검토 중 {counts.inReview} · 보완 요청 {counts.supplement} · 적격{' '}
        {counts.eligible} · 부적격 {counts.ineligible} · 기한 경과 {counts.late} · 포기 {counts.givenUp} ·
        계약 완료 {counts.contractDone}
      </p>
      <Form
        form={form}
        // the list follows the fields as they change: Enter only checks them
        onSubmit={() => undefined}
        className={styles.searchBar}
        classes={searchFormClasses}
        role="group"
        aria-label="검토 대상 거르기"
      >
        <FilterSelect
          name="stage"
          label="단계"
          choices={FILTER_STAGES.map((stage) => ({ value: stage, label: documentStageLabels[stage] }))}
        />
        <Field name="late" label="기한 경과만" type="checkbox" />
        <Field name="needsFix" label="보완 필요만" type="checkbox" />
        <Field name="text" label="이름 또는 접수번호" type="search" />
      </Form>
      <DataTable
        // new filters start again at page 1
        key={JSON.stringify(filter)}
        caption={`검토 대상 목록 (${shown.length}명)`}
        captionHidden
        columns={[
          { header: '접수번호', cell: (entry) => entry.receiptNumber, className: styles.receiptNumber },
          { header: '이름', cell: (entry) => entry.name, sortValue: (entry) => entry.name },
          { header: '공급유형', cell: (entry) => supplyTypeAreaLabel(entry.supplyType) },
          { header: '결과', cell: (entry) => entry.resultLabel },
          {
            header: '현재 상태',
            cell: (entry) => <span className={styles.status}>{entry.stateLabel}</span>,
            sortValue: (entry) => entry.stateLabel,
          },
          {
            header: '기한',
            cell: (entry) => formatAdminDateTime(entry.deadline) || '없음',
            className: styles.noWrap,
          },
          {
            header: '확인 필요',
            cell: (entry) =>
              entryFlags(entry).map((flag) => (
                <span key={flag} className={`${styles.status} ${styles.notWon}`}>
                  {flag}
                </span>
              )),
          },
          {
            header: '검토',
            cell: (entry) => (
              <button
                type="button"
                aria-pressed={selectedId === entry.applicantId}
                aria-label={`${entry.receiptNumber} ${entry.name} 검토`}
                onClick={() => onSelect(entry.applicantId)}
              >
                검토
              </button>
            ),
          },
        ]}
        rows={shown}
        rowKey={(entry) => entry.applicantId}
        empty="조건에 맞는 대상이 없습니다."
        paging={{ size: PAGE_SIZE.applicants, label: '검토 대상 페이지' }}
      />
    </section>
  );
}
