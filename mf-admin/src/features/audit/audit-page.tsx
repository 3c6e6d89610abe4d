import { useId, useState } from 'react';
import { z } from 'zod';
import { Form, useLiveFilter } from '@portal/web-runtime/form';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { AUDIT_KINDS, auditQuerySchema } from '@portal/shared-types/audit/audit.schema';
import { auditActionLabel, auditKindLabel } from '@portal/shared-types/audit/audit-labels';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import { searchFormClasses } from '../../components/form-classes';
import { changedFields, targetName } from './audit-changes';
import {
  useAdminGetAuditChainQuery,
  useAdminGetAuditLogQuery,
  useLazyAdminGetAuditLogQuery,
  type AuditEntry,
  type AuditQuery,
} from './audit-api';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/filter-select';

/** The filter's choices read as the contract's query (a blank choice asks nothing), then checked by its rule. */
const auditFilterSchema = z
  .object({ roundId: z.string(), kind: z.union([z.enum(AUDIT_KINDS), z.literal('')]) })
  .transform(({ roundId, kind }): z.input<typeof auditQuerySchema> => ({
    ...(roundId ? { roundId } : {}),
    ...(kind ? { kind } : {}),
  }))
  .pipe(auditQuerySchema);

/** The fields an entry changed, each with its old and new value side by side. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <dl className={styles.changes}>
      {changes.map((change, at) => (
        <div key={`${change.field}-${at}`} className={styles.change}>
          <dt>{change.field}</dt>
          <dd>
            {change.before && (
              <del>
                <span className={styles.visuallyHidden}>변경 전: </span>
                {change.before}
              </del>
            )}
            {change.before && change.after && <span aria-hidden="true"> → </span>}
            {change.after && (
              <ins>
                {change.before && <span className={styles.visuallyHidden}>변경 후: </span>}
                {change.after}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit: every admin action that changed data, newest first, by round or by kind. */
export default function AuditPage() {
  const id = useId();
  const { data: rounds = [] } = useGetRoundsQuery();
  const { form, filter } = useLiveFilter(auditFilterSchema, { roundId: '', kind: '' });
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>감사 기록</h2>
      <p>관리자가 데이터를 바꾼 모든 동작이 기록됩니다. 기록은 고치거나 지울 수 없습니다.</p>
      <ChainStatus />
      <Form
        form={form}
        // the list follows the choices as they change: there is nothing to send
        onSubmit={() => undefined}
        className={styles.searchBar}
        classes={searchFormClasses}
      >
        <FilterSelect
          name="roundId"
          label="회차"
          choices={rounds.map((round) => ({ value: round.id, label: round.title }))}
        />
        <FilterSelect
          name="kind"
          label="종류"
          choices={AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabel(kind) }))}
        />
      </Form>
      {/* a new filter starts again from the newest entries; both fields offer valid choices only, so
          the filter is never wrong, and a wrong one would read nothing */}
      {filter && <AuditTable key={JSON.stringify(cleanQuery(filter))} filter={filter} rounds={rounds} />}
    </section>
  );
}

/** The chain's head hash and the last verification that found it whole: a copy kept elsewhere proves later edits. */
function ChainStatus() {
  const { data, isError } = useAdminGetAuditChainQuery();
  if (isError) return <p role="alert">{messages.serverError}</p>;
  if (!data) return null;
  const last = data.lastVerification;
  return (
    <dl className={styles.chainStatus}>
      <dt>최신 기록 해시</dt>
      <dd className={styles.hash}>{data.head ? `#${data.head.id} ${data.head.hash}` : '기록 없음'}</dd>
      <dt>마지막 무결성 확인</dt>
      <dd>
        {data.lastGoodVerification
          ? `${formatAdminDateTime(data.lastGoodVerification.at)} 이상 없음 (${data.lastGoodVerification.rows}건)`
          : '확인 기록 없음'}
      </dd>
      {last && !last.ok && (
        <>
          <dt>무결성 경고</dt>
          <dd>
            <span role="alert">
              {formatAdminDateTime(last.at)} 확인에서 #{last.brokenId} 기록부터 변조 또는 삭제가
              발견되었습니다.
            </span>
          </dd>
        </>
      )}
    </dl>
  );
}

function cleanQuery(filter: AuditQuery): AuditQuery {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

const PAGE = 50;

/**
 * The entries of one filter, newest first, 50 at a time: 이전 기록 더 보기 adds the next 50 older ones
 * below. The log only grows at the top, so an older page once read never changes.
 */
function AuditTable({
  filter,
  rounds,
}: {
  filter: AuditQuery;
  rounds: readonly { id: number; title: string }[];
}) {
  // currentData: the rows of this filter only, never the previous filter's while the new ones load
  const { currentData: newest, isFetching, isError } = useAdminGetAuditLogQuery(cleanQuery(filter));
  const [readOlder, { isFetching: readingOlder, isError: olderFailed }] = useLazyAdminGetAuditLogQuery();
  const [older, setOlder] = useState<{ rows: AuditEntry[]; more: boolean } | null>(null);
  const rows = [...(newest ?? []), ...(older?.rows ?? [])];
  const more = older ? older.more : (newest?.length ?? 0) >= PAGE;

  const readMore = async () => {
    const last = rows.at(-1);
    if (!last) return;
    try {
      const page = await readOlder(cleanQuery({ ...filter, beforeId: last.id })).unwrap();
      setOlder({ rows: [...(older?.rows ?? []), ...page], more: page.length >= PAGE });
    } catch {
      // said below the table (olderFailed); the button stays for another try
    }
  };
  // a deleted round is no longer listed: its own entry still holds its title
  const title = (entry: AuditEntry) => {
    if (entry.roundId === null) return '';
    const listed = rounds.find((round) => round.id === entry.roundId)?.title;
    if (listed) return listed;
    const kept =
      entry.kind === 'round' ? targetName({ target: null, before: entry.before, after: entry.after }) : '';
    return kept ? `${kept} (삭제됨)` : `#${entry.roundId}`;
  };
  const loading = !newest && isFetching;
  return (
    <>
      <DataTable
        caption="감사 기록 목록"
        captionHidden
        columns={[
          { header: '시각', cell: (entry) => formatAdminDateTime(entry.at), className: styles.noWrap },
          { header: '관리자', cell: (entry) => entry.actor },
          { header: '종류', cell: (entry) => auditKindLabel(entry.kind) },
          { header: '동작', cell: (entry) => auditActionLabel(entry.action) },
          { header: '회차', cell: title },
          { header: '대상', cell: (entry) => (entry.kind === 'round' ? '' : targetName(entry)) },
          {
            header: '변경 내용 (전 → 후)',
            cell: (entry) => <Changes before={entry.before} after={entry.after} />,
          },
        ]}
        rows={rows}
        rowKey={(entry) => entry.id}
        empty={loading ? messages.loading : isError ? messages.serverError : '기록이 없습니다.'}
        emptyRole={loading ? 'status' : isError ? 'alert' : undefined}
      />
      {olderFailed && <p role="alert">{messages.serverError}</p>}
      {more && (
        <button type="button" disabled={readingOlder} onClick={() => void readMore()}>
          이전 기록 더 보기
        </button>
      )}
    </>
  );
}
