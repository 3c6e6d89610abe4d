import { useId, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Field, Form, useSchemaForm } from '@portal/web-runtime/form';
import { accessReasonSchema, ACCESS_REASON_MAX_LENGTH } from '@portal/shared-types/audit/access-reason';
import { clearAccessReason, readAccessReason, saveAccessReason } from '../lib/access-reason';
import styles from './admin-ui.module.css';
import { adminFormClasses } from './form-classes';

/**
 * Personal data opens once the admin has said why (개인정보의 안전성 확보조치 기준 제8조): the reason is
 * asked once for the task, kept for the tab's session and sent with each read, which records it.
 */
export function AccessReasonGate({ children }: { children: ReactNode }) {
  const [reason, setReason] = useState(readAccessReason);
  if (!reason) return <AccessReasonForm onDone={setReason} />;
  return (
    <>
      <p className={styles.actions}>
        <span>열람 사유: {reason}</span>
        <button
          type="button"
          onClick={() => {
            clearAccessReason();
            setReason(null);
          }}
        >
          사유 바꾸기
        </button>
      </p>
      {children}
    </>
  );
}

const reasonFormSchema = z.object({ reason: accessReasonSchema });

function AccessReasonForm({ onDone }: { onDone: (reason: string) => void }) {
  const id = useId();
  const form = useSchemaForm(reasonFormSchema, { reason: '' });
  const submit = ({ reason }: z.output<typeof reasonFormSchema>) => {
    saveAccessReason(reason);
    onDone(reason);
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>개인정보 열람 사유</h2>
      <p id={`${id}-hint`}>
        신청자의 개인정보를 열람하는 사유를 입력해 주세요. 이 탭을 닫을 때까지 열람·다운로드마다 사유가
        접속기록에 함께 남습니다.
      </p>
      <Form form={form} onSubmit={submit} classes={adminFormClasses} aria-describedby={`${id}-hint`}>
        {/* the admin came to read personal data: the one question in the way gets the focus */}
        <Field
          autoFocus
          name="reason"
          label="열람 사유"
          maxLength={ACCESS_REASON_MAX_LENGTH}
          placeholder="예: 당첨자 서류 검토"
        />
        <p className={styles.actions}>
          <button type="submit">확인</button>
        </p>
      </Form>
    </section>
  );
}
