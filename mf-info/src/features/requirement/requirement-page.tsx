import page from '../../components/page.module.css';
import { Tabs } from '../../components/tabs/tabs';
import { EligibilityCheck } from './eligibility-check/eligibility-check';
import { GeneralSupplyRules, SpecialSupplyRules } from './eligibility-rules';

/** Eligibility (spec 2.5 and 9): special and general tabs, then a self-check that stays in the browser. */
export default function RequirementPage() {
  return (
    <>
      <section className={page.section} aria-labelledby="requirement-title">
        <h2 id="requirement-title" className={page.heading}>
          공급유형별 입주자격
        </h2>
        <Tabs
          label="공급유형"
          tabs={[
            { label: '특별공급', content: <SpecialSupplyRules /> },
            { label: '일반공급', content: <GeneralSupplyRules /> },
          ]}
        />
      </section>
      <section className={page.section} aria-labelledby="self-check-title">
        <h2 id="self-check-title" className={page.heading}>
          입주자격 자가진단
        </h2>
        <p className={page.lead}>
          조건을 입력하면 신청할 수 있는 공급유형과 소득·지역 순위를 근거와 함께 알려 드립니다.
        </p>
        <EligibilityCheck />
      </section>
    </>
  );
}
