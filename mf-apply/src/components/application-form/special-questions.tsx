import { INCOME_TIER_LABELS, REGIONAL_TIER_LABELS } from '@portal/shared-types/applicants/applicant-rules';
import type { ApplyFormErrors } from '@portal/shared-types/applicants/apply-form-errors';
import type { Tier } from '@portal/shared-types/rounds/eligibility';
import { RadioGroup, type RadioOption } from './radio-group';
import styles from './apply-form.module.css';

export interface SpecialAnswers {
  income: number | null;
  regional: number | null;
  car: boolean | null;
  assetBasis: boolean | null;
}

const TIERS: readonly Tier[] = [1, 2, 3];
const incomeOptions: RadioOption<number>[] = TIERS.map((tier) => ({
  value: tier,
  label: INCOME_TIER_LABELS[tier],
}));
const regionalOptions: RadioOption<number>[] = TIERS.map((tier) => ({
  value: tier,
  label: REGIONAL_TIER_LABELS[tier],
}));
const carOptions: RadioOption<boolean>[] = [
  { value: true, label: '유' },
  { value: false, label: '무' },
];
const assetOptions: RadioOption<boolean>[] = [
  { value: true, label: '충족' },
  { value: false, label: '미충족' },
];

interface SpecialQuestionsProps {
  answers: SpecialAnswers;
  onAnswer: <K extends keyof SpecialAnswers>(name: K, value: SpecialAnswers[K]) => void;
  errors: ApplyFormErrors;
}

/** The four questions that only SPECIAL-15 applicants answer. */
export function SpecialQuestions({ answers, onAnswer, errors }: SpecialQuestionsProps) {
  return (
    <section className={styles.special} aria-labelledby="special-title">
      <h3 id="special-title">특별공급 항목</h3>
      <RadioGroup
        legend="소득순위"
        name="income"
        options={incomeOptions}
        value={answers.income}
        onChange={(income) => onAnswer('income', income)}
        error={errors.income}
      />
      <RadioGroup
        legend="지역순위"
        name="regional"
        options={regionalOptions}
        value={answers.regional}
        onChange={(regional) => onAnswer('regional', regional)}
        error={errors.regional}
      />
      <RadioGroup
        legend="차량 소유 여부"
        name="car"
        options={carOptions}
        value={answers.car}
        onChange={(car) => onAnswer('car', car)}
        error={errors.car}
      />
      <RadioGroup
        legend="자산 기준 충족 여부 (총자산 2억 5,400만 원 이하)"
        name="assetBasis"
        options={assetOptions}
        value={answers.assetBasis}
        onChange={(assetBasis) => onAnswer('assetBasis', assetBasis)}
        error={errors.assetBasis}
      />
    </section>
  );
}
