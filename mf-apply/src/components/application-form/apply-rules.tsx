import styles from './apply-form.module.css';

/** The four application rules */
export const APPLY_RULES = [
  '신청자, 계약자, 입주자는 동일인이어야 하며 대리 신청은 불가합니다.',
  '특별공급과 일반공급을 통틀어 주택형별로 1건만 신청할 수 있으며, 중복 신청한 경우 모두 무효 처리됩니다.',
  '1세대당 1건만 신청할 수 있습니다. 신혼부부는 1세대로 보아 부부 중 1인만 신청할 수 있으며, 부부가 각각 신청한 경우 모두 무효 처리됩니다.',
  '계약은 당첨자 본인 명의로만 체결하며, 공동 명의로는 계약할 수 없습니다.',
] as const;

export function ApplyRules() {
  return (
    <section className={styles.rules} aria-labelledby="apply-rules-title">
      <h3 id="apply-rules-title">신청 유의사항</h3>
      <ul>
        {APPLY_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
