import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { evaluateEligibility, type EligibilityResult } from '@portal/shared-types/rounds/eligibility';
import page from '../../../components/page.module.css';
import { emptyCheckForm, readCheckForm, type CheckFormValues } from './check-form-values';
import { EligibilityResultView } from './eligibility-result';
import styles from './eligibility-check.module.css';

/**
 * A self-check of the eligibility rules. Everything is computed in the browser; nothing is sent. The
 * controls keep what is typed and the submit reads them (readCheckForm states the rules): the form kit
 * would add react-hook-form and zod to /requirement's first scripts for a list of messages it does
 * not show.
 */
export function EligibilityCheck() {
  // whether the marriage date is asked: what is shown, not a value (the date stays typed while hidden)
  const [married, setMarried] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<EligibilityResult | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = Object.fromEntries(new FormData(event.currentTarget));
    const read = readCheckForm({ ...emptyCheckForm, ...typed } as CheckFormValues);
    if ('errors' in read) {
      setErrors(read.errors);
      setResult(null);
    } else {
      setErrors([]);
      setResult(evaluateEligibility(read.input, new Date()));
    }
    // the outcome gets focus so a screen reader hears it and the keyboard user lands on it
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const field = (
    name: keyof CheckFormValues,
    label: string,
    hint: string,
    control: ReactNode,
    hidden = false,
  ) => (
    <div className={styles.field} hidden={hidden}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {hint && (
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
  const numberInput = (name: keyof CheckFormValues, unit: string) => (
    <span className={styles.withUnit}>
      <input
        id={`${id}-${name}`}
        name={name}
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={emptyCheckForm[name]}
        aria-describedby={`${id}-${name}-hint`}
      />
      <span aria-hidden="true">{unit}</span>
    </span>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-privacy`}>
      <p id={`${id}-privacy`} className={page.notice}>
        입력하신 내용은 이 브라우저 안에서만 계산되며 어디에도 전송되거나 저장되지 않습니다.
      </p>
      <div className={styles.grid}>
        {field('age', '만 나이', '입주자 모집공고일 기준 만 나이 (단위: 세)', numberInput('age', '세'))}
        <fieldset className={styles.fieldset}>
          <legend>혼인 여부</legend>
          {(
            [
              ['single', '미혼'],
              ['married', '기혼'],
              ['prospective', '예비신혼부부'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="marital"
                value={value}
                defaultChecked={emptyCheckForm.marital === value}
                onChange={() => setMarried(value === 'married')}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {field(
          'marriageDate',
          '혼인신고일',
          '혼인 7년(2,555일) 이내이면 신혼부부입니다.',
          <input
            id={`${id}-marriageDate`}
            name="marriageDate"
            className={styles.input}
            type="date"
            aria-describedby={`${id}-marriageDate-hint`}
          />,
          !married,
        )}
        <fieldset className={styles.fieldset}>
          <legend>무주택 여부</legend>
          {(
            [
              ['yes', '무주택'],
              ['no', '주택 소유'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="homeless"
                value={value}
                defaultChecked={emptyCheckForm.homeless === value}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {field(
          'householdSize',
          '가구원 수',
          '본인을 포함한 세대원 수 (단위: 명)',
          numberInput('householdSize', '명'),
        )}
        {field(
          'monthlyIncome',
          '가구 월평균소득',
          '세대원 전원의 월평균소득 합계 (단위: 원)',
          numberInput('monthlyIncome', '원'),
        )}
        {field('vehicleValue', '차량가액', '차량이 없으면 0 (단위: 원)', numberInput('vehicleValue', '원'))}
        {field(
          'assets',
          '본인 자산 총액',
          '부동산, 금융자산 등에서 부채를 뺀 금액 (단위: 원)',
          numberInput('assets', '원'),
        )}
        {field(
          'residence',
          '현재 거주지',
          '지역 순위를 정하는 데 쓰입니다.',
          <select
            id={`${id}-residence`}
            name="residence"
            className={styles.input}
            defaultValue={emptyCheckForm.residence}
            aria-describedby={`${id}-residence-hint`}
          >
            <option value="district">사업지가 있는 자치구</option>
            <option value="city">그 밖의 서울특별시</option>
            <option value="elsewhere">서울특별시 외 지역</option>
          </select>,
        )}
      </div>
      <button type="submit" className={styles.submit}>
        자격 확인하기
      </button>
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} aria-live="polite">
        {errors.length > 0 && (
          <div className={styles.errors}>
            <p>입력 내용을 확인해 주세요.</p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
        {result && <EligibilityResultView result={result} />}
      </div>
    </form>
  );
}
