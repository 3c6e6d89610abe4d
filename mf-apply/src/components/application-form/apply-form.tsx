import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@portal/web-runtime/form';
import { applicantSubmissionSchema } from '@portal/shared-types/applicants/applicants.schema';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { applyFormSchema, type ApplyFormValues } from '@portal/shared-types/applicants/apply-form.schema';
import {
  APPLY_FORM_FIELDS,
  firstApplyProblem,
  type ApplyFormErrors,
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

const ANSWERS = ['supplyType', 'consent', 'income', 'regional', 'car', 'assetBasis'] as const;
type Answer = (typeof ANSWERS)[number];
/** The form's errors by field: `verification` is the rule's own path, not a field's. */
type ApplyFormErrorsOf = Partial<Record<ApplyFormField, { message?: string }>>;

export interface ApplyFormProps {
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

/**
 * The application form of apply and edit, checked by applyFormSchema: after a refused submit every
 * error shows beside its field, then the spec's alert names the first problem in the spec's order of
 * messages and the focus goes to that field; a right submit is sent once.
 */
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
  const form = useSchemaForm(applyFormSchema, { ...initial, verified });
  const values = useWatch({ control: form.control }) as ApplyFormValues;
  const { errors, submitCount } = form.formState;
  // the call's own end, not the form's: the button is usable again as soon as the call is over
  const [sending, setSending] = useState(false);
  const changed = ANSWERS.some((key) => values[key] !== initial[key]);
  useEffect(() => onChangedAnswers?.(changed), [changed, onChangedAnswers]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a ref as well as the form's state: two clicks in one frame both see the old state
  const sendingRef = useRef(false);
  // set by a refused submit, read once its errors are on screen
  const refusedRef = useRef(false);
  const special = !!values.supplyType && requiresSpecialAnswers(values.supplyType);

  // errors show from the first refused submit on and follow every answer (a new supply type asks its
  // own questions), so each change checks the whole form again, as the verification's end does
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger();
  };
  const answer =
    <K extends Answer>(name: K) =>
    (value: ApplyFormValues[K]) => {
      form.setValue(name, value as never, { shouldDirty: true });
      recheck();
    };
  useEffect(() => {
    form.setValue('verified', verified);
    if (form.formState.isSubmitted) void form.trigger();
  }, [form, verified]);

  useEffect(() => {
    if (headingFocusRequest > 0) headingRef.current?.focus();
  }, [headingFocusRequest]);

  /** The field's first control, or its chosen radio: where a keyboard user answers it. */
  const focusField = (field: ApplyFormField) => {
    const element = formRef.current;
    if (!element) return;
    const selector = field === 'verification' ? '#apply-name' : `input[name="${field}"]`;
    const target =
      element.querySelector<HTMLInputElement>(`${selector}:checked`) ??
      element.querySelector<HTMLInputElement>(selector);
    target?.focus();
  };

  // every error beside its field first (this render), then the spec's alert, then the focus on what it names
  useEffect(() => {
    if (!refusedRef.current) return;
    refusedRef.current = false;
    const problem = firstApplyProblem(form.getValues());
    if (!problem) return;
    window.alert(problem.message);
    focusField(problem.field);
  }, [form, submitCount]);

  const send = async (answers: ApplyFormValues) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const isSpecial = answers.supplyType !== null && requiresSpecialAnswers(answers.supplyType);
      const parsed = applicantSubmissionSchema.safeParse({
        name: verification?.name,
        phone: verification?.phone,
        supplyType: answers.supplyType,
        supplyUid: roundId,
        isConsentStatus: true,
        income: isSpecial ? answers.income : null,
        regional: isSpecial ? answers.regional : null,
        car: isSpecial ? answers.car : null,
        assetBasis: isSpecial ? answers.assetBasis : null,
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
  const submit = (event: FormEvent) =>
    void form.handleSubmit(send, () => {
      refusedRef.current = true;
    })(event);

  const fieldErrors: ApplyFormErrors = Object.fromEntries(
    APPLY_FORM_FIELDS.map((field) => [field, (errors as ApplyFormErrorsOf)[field]?.message]),
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
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
            aria-invalid={fieldErrors.verification ? true : undefined}
            aria-describedby={fieldErrors.verification ? fieldErrorId('verification') : undefined}
          />
        </label>
        <label className={styles.field}>
          <span>휴대폰 번호</span>
          <input type="tel" value={formatPhone(verification?.phone ?? '')} readOnly aria-readonly="true" />
        </label>
      </div>
      <FieldError field="verification" message={fieldErrors.verification} />
      {identityNote}
      <RadioGroup
        legend="공급유형"
        name="supplyType"
        options={supplyTypes.map((code) => ({
          value: code,
          label: supplyTypeAreaLabel(code),
          hint: supplyTypeEligibility(code),
        }))}
        value={values.supplyType ?? null}
        onChange={answer('supplyType')}
        error={fieldErrors.supplyType}
      />
      {special && (
        <SpecialQuestions
          answers={{
            income: values.income ?? null,
            regional: values.regional ?? null,
            car: values.car ?? null,
            assetBasis: values.assetBasis ?? null,
          }}
          onAnswer={(name, value) => answer(name)(value as ApplyFormValues[typeof name])}
          errors={fieldErrors}
        />
      )}
      <ConsentSection
        checked={values.consent ?? false}
        onChange={answer('consent')}
        error={fieldErrors.consent}
      />
      <ApplyRules />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
