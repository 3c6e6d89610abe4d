import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import { paths } from '@portal/shared-types/site/routes';
import { verificationStateTexts } from '../verification/verification-texts';
import styles from './already-applied.module.css';

interface AlreadyAppliedProps {
  applicant: Applicant;
  roundTitle: string;
  /** forgets the verification, for the next person at a shared computer */
  onSwitchPerson: () => void;
}

/**
 * Said at once after the verification, in place of the form: this person applied to the round already.
 * The heading takes the focus, so a screen reader hears it first.
 */
export function AlreadyApplied({ applicant, roundTitle, onSwitchPerson }: AlreadyAppliedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.panel} aria-labelledby="already-applied-title">
      <h3 id="already-applied-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        이미 신청하셨습니다
      </h3>
      <p>
        {applicant.name}님은 {roundTitle}에 {formatAdminDateTime(applicant.createdAt)} 신청하셨습니다. 한
        청약에는 한 번만 신청할 수 있습니다.
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>접수번호</dt>
          <dd className={styles.number}>{applicant.receiptNumber}</dd>
        </div>
        <div>
          <dt>공급유형</dt>
          <dd>{supplyTypeAreaLabel(applicant.subscriptionType)}</dd>
        </div>
      </dl>
      <p>신청 내용의 확인, 수정과 취소는 청약 신청 조회에서 할 수 있습니다.</p>
      <div className={styles.actions}>
        <Link to={paths.inquiry()} state={{ lookUp: true }} className={styles.primary}>
          청약 신청 조회
        </Link>
        <button type="button" className={styles.secondary} onClick={onSwitchPerson}>
          {verificationStateTexts.switchPerson}
        </button>
      </div>
    </section>
  );
}
