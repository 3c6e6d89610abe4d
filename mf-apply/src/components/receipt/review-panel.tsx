import { useEffect, useRef } from 'react';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { formatPhone } from '@portal/shared-types/identity/phone-rules';
import { AnswerList } from './answer-list';
import styles from './receipt.module.css';

interface ReviewPanelProps {
  roundTitle: string;
  submission: ApplicantSubmission;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The answers once more before they are sent: confirm, or go back to the form with every
 * answer kept. The heading takes the focus, so a screen reader reads the review first.
 */
export function ReviewPanel({ roundTitle, submission, busy, onConfirm, onBack }: ReviewPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.receipt} aria-labelledby="review-title">
      <h3 id="review-title" ref={heading} tabIndex={-1} className={styles.title}>
        신청 내용 확인
      </h3>
      <p className={styles.note}>아래 내용으로 청약을 신청합니다. 고칠 내용이 있으면 수정하기를 누르세요.</p>
      <AnswerList
        answers={submission}
        lead={[
          ['청약', roundTitle],
          ['이름', submission.name],
          ['휴대폰 번호', formatPhone(submission.phone)],
        ]}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.print} onClick={onConfirm} disabled={busy}>
          이대로 신청하기
        </button>
        <button type="button" className={styles.link} onClick={onBack} disabled={busy}>
          수정하기
        </button>
      </div>
    </section>
  );
}
