import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { messages } from '@portal/shared-types/common/messages';
import type * as applicants from '@portal/shared-types/applicants/applicants.schema';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import {
  applyFormErrors,
  firstApplyProblem,
  type ApplyFormField,
} from '@portal/shared-types/applicants/apply-form-errors';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { formatPhone } from '@portal/shared-types/identity/phone-rules';
import {
  requiresSpecialAnswers,
  supplyTypeAreaLabel,
  supplyTypeEligibility,
} from '@portal/shared-types/supply/supply-type-labels';
import { ApplyRules } from './apply-rules';
import { ConsentSection } from './consent-section';
import { FieldError, fieldErrorId } from './field-error';
import { RadioGroup } from './radio-group';
import { SpecialQuestions, type SpecialAnswers } from './special-questions';
import styles from './apply-form.module.css';

type Schemas = typeof applicants;
let loadedSchemas: Schemas | undefined;
let loadingSchemas: Promise<Schemas> | undefined;

/**
 * The body's schema (and zod with it) loads once the form is first touched, not with /apply's first
 * scripts; by the submit it is there, and the check runs at once as before.
 */
function loadSchemas(): Promise<Schemas> {
  loadingSchemas ??= import('@portal/shared-types/applicants/applicants.schema').then(
    (schemas) => (loadedSchemas = schemas),
    (error: unknown) => {
      loadingSchemas = undefined; // a later touch or submit tries again
      throw error;
    },
  );
  return loadingSchemas;
}

const startLoadingSchemas = () => void loadSchemas().catch(() => undefined);

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
  /** false once the verification ran out: its name and phone stay shown, but the form is not sent */
  verified?: boolean;
  /** the verification's state and its buttons, shown under the name and phone */
  identityNote?: ReactNode;
  /** each new value moves the focus to the form's heading (after a verification) */
  headingFocusRequest?: number;
  roundId: number;
  supplyTypes: readonly string[];
  initial?: ApplyFormInitial;
  submitLabel: string;
  /** resolves when the call is over, whatever its outcome; the form stays disabled until then */
  onSubmit: (submission: ApplicantSubmission) => Promise<void>;
  /** told whether the answers differ from the ones the form started with (the page's leave guard) */
  onChangedAnswers?: (changed: boolean) => void;
}

/** The application form of apply and edit; checks in the spec's order of messages, then sends once. */
export function ApplyForm({
  verification,
  verified = verification !== null,
  identityNote,
  headingFocusRequest = 0,
  roundId,
  supplyTypes,
  initial = EMPTY,
  submitLabel,
  onSubmit,
  onChangedAnswers,
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
  const changed =
    supplyType !== initial.supplyType ||
    consent !== initial.consent ||
    (['income', 'regional', 'car', 'assetBasis'] as const).some((key) => answers[key] !== initial[key]);
  useEffect(() => onChangedAnswers?.(changed), [changed, onChangedAnswers]);
  // errors show beside their fields from the first refused submit on, and go as each is answered
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a ref as well as state: two clicks in one frame both see the old state
  const sendingRef = useRef(false);
  const special = supplyType !== null && requiresSpecialAnswers(supplyType);
  const formState = { ...answers, verified, consent, supplyType };
  const errors = attempted ? applyFormErrors(formState) : {};

  useEffect(() => {
    if (headingFocusRequest > 0) headingRef.current?.focus();
  }, [headingFocusRequest]);

  /** The field's first control, or its chosen radio: where a keyboard user answers it. */
  const focusField = (field: ApplyFormField) => {
    const form = formRef.current;
    if (!form) return;
    const selector = field === 'verification' ? '#apply-name' : `input[name="${field}"]`;
    const target =
      form.querySelector<HTMLInputElement>(`${selector}:checked`) ??
      form.querySelector<HTMLInputElement>(selector);
    target?.focus();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const problem = firstApplyProblem(formState);
    if (problem) {
      // every error beside its field first, then the spec's alert, then the focus on what it names
      flushSync(() => setAttempted(true));
      window.alert(problem.message);
      focusField(problem.field);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const schemas = loadedSchemas ?? (await loadSchemas().catch(() => null));
      if (!schemas) {
        window.alert(messages.remoteLoadFailed);
        return;
      }
      const parsed = schemas.applicantSubmissionSchema.safeParse({
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
      await onSubmit(parsed.data);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={handleSubmit}
      onFocus={startLoadingSchemas}
      onPointerDown={startLoadingSchemas}
      noValidate
      aria-labelledby="apply-form-title"
    >
      <h3 id="apply-form-title" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        청약 신청서
      </h3>
      <div className={styles.identity}>
        <label className={styles.field}>
          <span>이름</span>
          <input
            id="apply-name"
            type="text"
            value={verification?.name ?? ''}
            readOnly
            aria-readonly="true"
            aria-invalid={errors.verification ? true : undefined}
            aria-describedby={errors.verification ? fieldErrorId('verification') : undefined}
          />
        </label>
        <label className={styles.field}>
          <span>휴대폰 번호</span>
          <input type="tel" value={formatPhone(verification?.phone ?? '')} readOnly aria-readonly="true" />
        </label>
      </div>
      <FieldError field="verification" message={errors.verification} />
      {identityNote}
      <RadioGroup
        legend="공급유형"
        name="supplyType"
        options={supplyTypes.map((code) => ({
          value: code,
          label: supplyTypeAreaLabel(code),
          hint: supplyTypeEligibility(code),
        }))}
        value={supplyType}
        onChange={setSupplyType}
        error={errors.supplyType}
      />
      {special && <SpecialQuestions answers={answers} onChange={setAnswers} errors={errors} />}
      <ConsentSection checked={consent} onChange={setConsent} error={errors.consent} />
      <ApplyRules />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
