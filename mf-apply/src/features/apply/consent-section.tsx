import styles from './apply-form.module.css';

interface ConsentSectionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The privacy consent: what is collected, why, for how long, and the right to refuse. */
export function ConsentSection({ checked, onChange }: ConsentSectionProps) {
  return (
    <section className={styles.consent} aria-labelledby="consent-title">
      <h3 id="consent-title">개인정보 수집 및 이용 동의</h3>
      {/* focusable so that keyboard users can scroll it when it overflows */}
      <div
        id="consent-text"
        className={styles.consentText}
        role="region"
        aria-label="개인정보 수집 및 이용 동의 내용"
        tabIndex={0}
      >
        <dl>
          <dt>수집 항목</dt>
          <dd>
            이름, 휴대폰 번호, 공급유형, 특별공급 항목(소득순위, 지역순위, 차량 소유 여부, 자산 기준 충족
            여부)
          </dd>
          <dt>수집 및 이용 목적</dt>
          <dd>청약 신청 접수, 신청자 본인 확인, 입주자 선정 및 당첨 결과 안내</dd>
          <dt>보유 및 이용 기간</dt>
          <dd>청약 회차 종료 후 입주자 선정과 계약이 끝날 때까지 보유하며, 그 후 지체 없이 파기합니다.</dd>
          <dt>동의 거부 권리</dt>
          <dd>
            개인정보 수집 및 이용에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으면 청약을 신청할 수
            없습니다.
          </dd>
        </dl>
      </div>
      <label className={styles.checkLine}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="consent-text"
          required
        />
        개인정보 수집 및 이용에 동의합니다. (필수)
      </label>
    </section>
  );
}
