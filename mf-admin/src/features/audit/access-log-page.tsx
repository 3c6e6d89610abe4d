import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { auditKindLabel } from '@portal/shared-types/audit/audit-labels';
import {
  ACCESS_KIND_LABELS,
  ACCESS_KINDS,
  accessReviewSchema,
  auditQuerySchema,
  AUDIT_PAGE_SIZE,
  type AccessKind,
  type AccessReview,
} from '@portal/shared-types/audit/audit.schema';
import { formatAdminDateTime, formatDate, monthsBefore } from '@portal/shared-types/common/dates';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { searchFormClasses } from '../../components/form-classes';
import {
  useAdminGetAccessFindingsQuery,
  useAdminGetAuditLogQuery,
  useAdminReviewAccessMonthMutation,
  type AuditEntry,
  type AuditQuery,
} from './audit-api';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/filter-select';

/**
 * The filter's fields read as the contract's query (every 접속기록 kind unless one is chosen; a blank
 * field asks nothing), then checked by its rule.
 */
const accessFilterSchema = z
  .object({ actor: z.string(), from: z.string(), to: z.string(), kind: z.string() })
  .transform(({ actor, from, to, kind }): z.input<typeof auditQuerySchema> => {
    const who = actor.trim();
    return {
      ...(isAccessKind(kind) ? { kind } : { scope: 'access' }),
      ...(who ? { actor: who } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
  })
  .pipe(auditQuerySchema);

/** Whose data and what was asked, from the entry's details (never names or phone numbers). */
function describe(entry: AuditEntry): { address: string; whose: string; reason: string } {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const whose: string[] = [];
  if (typeof after.count === 'number') whose.push(`${after.count}명`);
  if (typeof after.rows === 'number') whose.push(`${after.rows}건`);
  if (Array.isArray(after.receiptNumbers)) whose.push(after.receiptNumbers.join(', '));
  if (after.search) whose.push('검색 결과');
  if (entry.target) whose.push(entry.target);
  return {
    address: typeof after.address === 'string' ? after.address : '',
    whose: whose.join(' · '),
    reason:
      typeof after.reason === 'string' && after.reason
        ? after.reason
        : entry.kind === 'accessReview'
          ? ''
          : apiMessages.accessReasonMissing,
  };
}

const isAccessKind = (value: string): value is AccessKind => ACCESS_KINDS.some((kind) => kind === value);

/**
 * /admin/accessLog: every admin access to applicants' personal data (개인정보의 안전성 확보조치 기준
 * 제8조), by admin, period and kind, and the monthly review.
 */
export default function AccessLogPage() {
  const id = useId();
  const { data: rounds = [] } = useGetRoundsQuery();
  const form = useSchemaForm(accessFilterSchema, { actor: '', from: '', to: '', kind: '' });
  // the filter last asked for, which the list shows (the fields may have changed since)
  const [filter, setFilter] = useState<AuditQuery>({ scope: 'access' });
  const [beforeIds, setBeforeIds] = useState<number[]>([]);
  const beforeId = beforeIds.at(-1);
  const query = { ...filter, ...(beforeId === undefined ? {} : { beforeId }) };
  const { currentData: entries, isError } = useAdminGetAuditLogQuery(query);

  const search = (asked: AuditQuery) => {
    setFilter(asked);
    setBeforeIds([]);
  };
  const title = (roundId: number | null) =>
    roundId === null ? '' : (rounds.find((round) => round.id === roundId)?.title ?? `#${roundId}`);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>접속기록</h2>
      <p>
        관리자가 신청자의 개인정보를 조회하거나 내려받은 기록입니다. 계정, 시각, 접속 주소, 한 일, 대상이
        남으며 2년 이상 보관되고 고치거나 지울 수 없습니다. 매달 점검하고 점검 완료를 표시해 주세요.
      </p>
      <Form
        form={form}
        onSubmit={search}
        className={styles.searchBar}
        classes={searchFormClasses}
        aria-label="접속기록 검색"
      >
        <Field name="actor" label="관리자" maxLength={100} />
        <Field name="from" label="시작일" type="date" />
        <Field name="to" label="종료일" type="date" />
        <FilterSelect
          name="kind"
          label="종류"
          choices={ACCESS_KINDS.map((kind) => ({ value: kind, label: ACCESS_KIND_LABELS[kind] }))}
        />
        <button type="submit">조회</button>
      </Form>
      <DataTable
        caption="접속기록 목록"
        captionHidden
        columns={[
          { header: '시각', cell: (entry) => formatAdminDateTime(entry.at) },
          { header: '관리자', cell: (entry) => entry.actor },
          {
            header: '종류',
            cell: (entry) =>
              isAccessKind(entry.kind) ? ACCESS_KIND_LABELS[entry.kind] : auditKindLabel(entry.kind),
          },
          { header: '회차', cell: (entry) => title(entry.roundId) },
          { header: '접속 주소', cell: (entry) => describe(entry).address },
          { header: '대상', cell: (entry) => describe(entry).whose, className: styles.hash },
          { header: '사유', cell: (entry) => describe(entry).reason },
        ]}
        rows={entries ?? []}
        rowKey={(entry) => entry.id}
        // a list that did not load is never shown as "no records"
        empty={isError ? messages.serverError : entries ? '기록이 없습니다.' : messages.loading}
        emptyRole={isError ? 'alert' : entries ? undefined : 'status'}
      />
      <div className={styles.actions}>
        {beforeIds.length > 0 && (
          <button type="button" onClick={() => setBeforeIds(beforeIds.slice(0, -1))}>
            최근 기록으로
          </button>
        )}
        {entries && entries.length >= AUDIT_PAGE_SIZE && (
          <button type="button" onClick={() => setBeforeIds([...beforeIds, entries.at(-1)!.id])}>
            이전 기록 더 보기
          </button>
        )}
      </div>
      <MonthlyReview />
    </section>
  );
}

/** The month before this one, YYYY-MM in Seoul. */
function lastMonth(now = new Date()): string {
  return formatDate(monthsBefore(now, 1)).slice(0, 7);
}

/** 월별 점검: a finished month marked reviewed, and the months already marked (who and when). */
export function MonthlyReview() {
  const id = useId();
  const form = useSchemaForm(accessReviewSchema, { month: lastMonth() });
  const month = useWatch({ control: form.control, name: 'month' });
  // what the last mark did, in words: an outcome, no field
  const [notice, setNotice] = useState('');
  const { currentData: reviews = [], refetch } = useAdminGetAuditLogQuery({ kind: 'accessReview' });
  const [review, { isLoading }] = useAdminReviewAccessMonthMutation();
  const submit = async (body: AccessReview) => {
    setNotice('');
    await review(body).unwrap();
    setNotice(`${body.month} 점검 완료로 표시했습니다.`);
    void refetch();
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>월별 점검</h3>
      <Form form={form} onSubmit={submit} className={styles.searchBar} classes={searchFormClasses}>
        <Field name="month" label="점검한 달" type="month" required />
        <button type="submit" disabled={isLoading}>
          점검 완료 표시
        </button>
        <FormError />
      </Form>
      <p role="status">{notice}</p>
      <AccessFindings month={month} />
      <ul aria-label="점검 완료한 달">
        {reviews.map((entry) => (
          <li key={entry.id}>
            {entry.target}: {entry.actor}, {formatAdminDateTime(entry.at)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The month's findings: reads of personal data that went without a reason (사유), to look into. */
function AccessFindings({ month }: { month: string }) {
  const id = useId();
  const valid = accessReviewSchema.safeParse({ month }).success;
  const { currentData: found, isError } = useAdminGetAccessFindingsQuery({ month }, { skip: !valid });
  if (isError) return <p role="alert">{messages.serverError}</p>;
  if (!found) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{month} 점검 결과</h4>
      <p>
        개인정보 열람·다운로드 {found.reads}건 중 사유 없는 기록 {found.withoutReason}건
        {found.withoutReason > found.findings.length ? ` (앞의 ${found.findings.length}건 표시)` : ''}
      </p>
      {found.findings.length > 0 && (
        <ul aria-label={`${month} 사유 없는 열람`}>
          {found.findings.map((entry) => (
            <li key={entry.id}>
              {formatAdminDateTime(entry.at)} · {entry.actor} ·{' '}
              {isAccessKind(entry.kind) ? ACCESS_KIND_LABELS[entry.kind] : auditKindLabel(entry.kind)}
              {entry.target ? ` · ${entry.target}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
