import { useRef, useState, type FormEvent } from 'react';
import {
  applicantSubmissionSchema,
  validateApplyForm,
  type ApplicantSubmission,
} from '@portal/shared-types/applicants';
import type { IdentityResult } from '@portal/shared-types/identity';
import { formatPhone } from '@portal/shared-types/phone';
import { requiresSpecialAnswers, supplyTypeLabel } from '@portal/shared-types/supply-types';
import { ApplyRules } from './apply-rules';
import { ConsentSection } from './consent-section';
import { RadioGroup } from './radio-group';
import { SpecialQuestions, type SpecialAnswers } from './special-questions';
import styles from './apply-form.module.css';

export interface ApplyFormInitial extends SpecialAnswers {
  supplyType: string | null;
  consent: boolean;
}

const EMPTY: ApplyFormInitial = {
  supplyType: null,
  consent: false,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
};

interface ApplyFormProps {
  verification: IdentityResult | null;
  roundId: number;
  supplyTypes: readonly string[];
  initial?: ApplyFormInitial;
  submitLabel: string;
  /** resolves when the call is over, whatever its outcome; the form stays disabled until then */
  onSubmit: (submission: ApplicantSubmission) => Promise<void>;
}

/** The application form of apply and edit; checks in the order of spec section 5, then sends once. */
export function ApplyForm({
  verification,
  roundId,
  supplyTypes,
  initial = EMPTY,
  submitLabel,
  onSubmit,
}: ApplyFormProps) {
  const [supplyType, setSupplyType] = useState<string | null>(initial.supplyType);
  const [consent, setConsent] = useState(initial.consent);
  const [answers, setAnswers] = useState<SpecialAnswers>(() => ({
    income: initial.income,
    regional: initial.regional,
    car: initial.car,
    assetBasis: initial.assetBasis,
  }));
  const [sending, setSending] = useState(false);
  // a ref as well as state: two clicks in one frame both see the old state
  const sendingRef = useRef(false);
  const special = supplyType !== null && requiresSpecialAnswers(supplyType);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const problem = validateApplyForm({ ...answers, verified: verification !== null, consent, supplyType });
    if (problem) {
      window.alert(problem);
      return;
    }
    const parsed = applicantSubmissionSchema.safeParse({
      name: verification?.name,
      phone: verification?.phone,
      supplyType,
      supplyUid: roundId,
      isConsentStatus: true,
      ...(special ? answers : { income: null, regional: null, car: null, assetBasis: null }),
    });
    if (!parsed.success) {
      window.alert(parsed.error.issues[0]?.message ?? '');
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="청약 신청서">
      <div className={styles.identity}>
        <label className={styles.field}>
          <span>이름</span>
          <input type="text" value={verification?.name ?? ''} readOnly aria-readonly="true" />
        </label>
        <label className={styles.field}>
          <span>휴대폰 번호</span>
          <input type="tel" value={formatPhone(verification?.phone ?? '')} readOnly aria-readonly="true" />
        </label>
      </div>
      <RadioGroup
        legend="공급유형"
        name="supplyType"
        options={supplyTypes.map((code) => ({ value: code, label: supplyTypeLabel(code) }))}
        value={supplyType}
        onChange={setSupplyType}
      />
      {special && <SpecialQuestions answers={answers} onChange={setAnswers} />}
      <ConsentSection checked={consent} onChange={setConsent} />
      <ApplyRules />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
