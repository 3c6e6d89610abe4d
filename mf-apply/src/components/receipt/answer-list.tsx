import {
  INCOME_TIER_LABELS,
  REGIONAL_TIER_LABELS,
  isTier,
} from '@portal/shared-types/applicants/applicant-rules';
import {
  requiresSpecialAnswers,
  supplyTypeAreaLabel,
  type SupplyType,
} from '@portal/shared-types/supply/supply-type-labels';
import styles from './receipt.module.css';

export interface Answers {
  supplyType: SupplyType;
  income: number | null;
  regional: number | null;
  car: boolean | null;
  assetBasis: boolean | null;
}

const yesNo = (value: boolean | null, yes: string, no: string) => (value === null ? '-' : value ? yes : no);

/** The answers of an application as label and value, for the review before submitting and the 접수증. */
export function AnswerList({ answers, lead = [] }: { answers: Answers; lead?: [string, string][] }) {
  const special = requiresSpecialAnswers(answers.supplyType);
  const rows: [string, string][] = [
    ...lead,
    ['공급유형', supplyTypeAreaLabel(answers.supplyType)],
    ...(special
      ? ([
          ['소득순위', isTier(answers.income) ? INCOME_TIER_LABELS[answers.income] : '-'],
          ['지역순위', isTier(answers.regional) ? REGIONAL_TIER_LABELS[answers.regional] : '-'],
          ['차량 소유 여부', yesNo(answers.car, '소유', '미소유')],
          ['자산 기준 충족 여부', yesNo(answers.assetBasis, '충족', '미충족')],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className={styles.answers}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
