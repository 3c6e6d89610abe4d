import type { EligibilityResult } from '@portal/shared-types/rounds/eligibility';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import styles from './eligibility-check.module.css';

const regionLabel = { 1: '사업지 소재 자치구', 2: '그 밖의 서울특별시', 3: '그 밖의 지역' } as const;

/** What the rules say, with every reason they gave. */
export function EligibilityResultView({ result }: { result: EligibilityResult }) {
  const { eligibleTypes, incomeTier, regionalTier, reasons } = result;
  return (
    <div className={styles.result}>
      <h3 className={styles.resultTitle}>확인 결과</h3>
      {eligibleTypes.length > 0 ? (
        <>
          <p>신청할 수 있는 공급유형:</p>
          <ul className={styles.types}>
            {eligibleTypes.map((type) => (
              <li key={type}>
                <strong>{supplyTypeAreaLabel(type)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <strong>입력하신 조건으로는 신청할 수 있는 공급유형이 없습니다.</strong>
        </p>
      )}
      <dl className={styles.tiers}>
        <div>
          <dt>소득 순위</dt>
          <dd>{incomeTier ? `${incomeTier}순위` : '해당 없음 (120% 초과)'}</dd>
        </div>
        <div>
          <dt>지역 순위</dt>
          <dd>
            {regionalTier}순위 ({regionLabel[regionalTier]})
          </dd>
        </div>
      </dl>
      <h4 className={styles.reasonsTitle}>판단 근거</h4>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className={styles.disclaimer}>
        이 결과는 참고용이며, 실제 자격은 입주자 모집공고일 기준 서류 심사로 확정됩니다.
      </p>
    </div>
  );
}
