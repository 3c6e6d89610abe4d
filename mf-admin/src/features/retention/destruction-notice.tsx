import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { roundRetentionSchema } from '@portal/shared-types/rounds/retention-api.schema';
import styles from '../../components/admin-ui.module.css';
import { searchFormClasses } from '../../components/form-classes';
import { useAdminGetDestructionsQuery, useAdminSetRoundRetentionMutation } from './retention-api';

const GROUP_LABELS = { others: '미당첨자', winners: '당첨자·예비자' } as const;

/** A hold as the form asks it: the contract's reason (a release, null, is not offered here). */
const holdFormSchema = z.object({ hold: roundRetentionSchema.shape.hold.unwrap().unwrap() });

/**
 * The dashboard's notice of personal data due for destruction within two weeks (개인정보 보호법 제21조),
 * with the date, and the operator's hold (법적 분쟁 등) with its reason.
 */
export function DestructionNotice() {
  const id = useId();
  const { data: notices = [], refetch } = useAdminGetDestructionsQuery();
  // what the last hold did, in words: an outcome, no field
  const [status, setStatus] = useState('');
  if (notices.length === 0) return null;

  const rounds = [...new Map(notices.map((notice) => [notice.roundId, notice.title])).entries()];
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>개인정보 파기 예정</h2>
      <ul>
        {notices.map((notice) => (
          <li key={`${notice.roundId}-${notice.group}`}>
            {notice.title}: {GROUP_LABELS[notice.group]} {notice.count}명의 이름·연락처·답변이{' '}
            {formatAdminDateTime(notice.at)}에 파기됩니다.
          </li>
        ))}
      </ul>
      {rounds.map(([roundId, title]) => (
        <HoldForm
          key={roundId}
          roundId={roundId}
          title={title}
          onHeld={() => {
            setStatus(`${title}: 파기를 보류했습니다.`);
            void refetch();
          }}
        />
      ))}
      <p role="status">{status}</p>
    </section>
  );
}

function HoldForm({ roundId, title, onHeld }: { roundId: number; title: string; onHeld: () => void }) {
  const [setRetention, { isLoading }] = useAdminSetRoundRetentionMutation();
  const form = useSchemaForm(holdFormSchema, { hold: '' });
  return (
    <Form
      form={form}
      onSubmit={async ({ hold }) => {
        await setRetention({ id: roundId, hold }).unwrap();
        onHeld();
      }}
      className={styles.searchBar}
      classes={searchFormClasses}
    >
      <Field name="hold" label={`${title} 보존 사유 (법적 분쟁 등)`} maxLength={200} />
      <button type="submit" disabled={isLoading}>
        파기 보류
      </button>
      <FormError />
    </Form>
  );
}
