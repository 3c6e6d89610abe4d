import { tierShortLabel } from '@portal/shared-types/applicants/applicant-rules';
import { type Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { requiresSpecialAnswers } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';

type SpecialAnswers = Pick<Applicant, 'subscriptionType' | 'income' | 'regional' | 'car' | 'assetBasis'>;

const yesNo = (answer: boolean | null, yes: string, no: string) =>
  answer === null ? '-' : answer ? yes : no;

/** The four special supply answers as short label–value pairs; 해당 없음 for other supply types. */
export function SpecialAnswersCell({ applicant }: { applicant: SpecialAnswers }) {
  if (!requiresSpecialAnswers(applicant.subscriptionType)) {
    return <span className={styles.muted}>해당 없음</span>;
  }
  const answers = [
    ['소득', tierShortLabel(applicant.income)],
    ['지역', tierShortLabel(applicant.regional)],
    ['차량', yesNo(applicant.car, '유', '무')],
    ['자산', yesNo(applicant.assetBasis, '충족', '미충족')],
  ] as const;
  return (
    <dl className={styles.answers}>
      {answers.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
