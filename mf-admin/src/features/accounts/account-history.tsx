import { useId, useRef, useState } from 'react';
import { accountHistoryExportSchema } from '@portal/shared-types/auth/admin-accounts.schema';
import { messages } from '@portal/shared-types/common/messages';
import { Field, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import styles from '../../components/admin-ui.module.css';
import { DataTable } from '../../components/data-table/data-table';
import { adminFormClasses } from '../../components/form-classes';
import {
  READ_FRESH,
  useAdminExportAccountHistoryMutation,
  useAdminGetAccountHistoryQuery,
} from './accounts-api';
import { exportAccountHistory, HISTORY_HEADERS, historyRow } from './history-excel';

/**
 * 계정 변경 이력: every account made, roles given or taken, stop, restart, factor reset and setup code,
 * newest first, from the audit log (kept and never destroyed). The Excel file asks a reason, and the
 * export is an entry of its own.
 */
export function AccountHistory() {
  const id = useId();
  const { currentData: entries, isError, refetch } = useAdminGetAccountHistoryQuery(undefined, READ_FRESH);
  const [exportCall, { isLoading }] = useAdminExportAccountHistoryMutation();
  const rows = (entries ?? []).map((entry) => ({ id: entry.id, row: historyRow(entry) }));
  const form = useSchemaForm(accountHistoryExportSchema, { reason: '' });
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const download = async (body: { reason: string }) => {
    setDone('');
    const exported = await exportCall(body).unwrap();
    await exportAccountHistory(exported);
    form.setValue('reason', '');
    setDone(`계정 변경 이력 ${exported.length}건을 엑셀로 내려받았습니다.`);
    requestAnimationFrame(() => doneRef.current?.focus());
    void refetch();
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>계정 변경 이력</h3>
      <Form form={form} onSubmit={download} className={styles.searchBar} classes={adminFormClasses}>
        {/* the contract's reason rule (2 to 200 characters, one line) is the form's */}
        <Field name="reason" label="내려받는 사유" maxLength={200} />
        <button type="submit" disabled={isLoading}>
          엑셀 내려받기
        </button>
        <FormError />
      </Form>
      <p ref={doneRef} tabIndex={-1} role="status">
        {done}
      </p>
      {isError && <p role="alert">{messages.serverError}</p>}
      <DataTable
        caption="계정 변경 이력"
        captionHidden
        columns={HISTORY_HEADERS.map((header) => ({
          header,
          cell: (entry: (typeof rows)[number]) => entry.row[header],
        }))}
        rows={rows}
        rowKey={(entry) => entry.id}
        empty={isError ? '계정 변경 이력을 불러오지 못했습니다.' : '계정 변경 이력이 없습니다.'}
        emptyRole={isError ? 'alert' : undefined}
      />
    </section>
  );
}
