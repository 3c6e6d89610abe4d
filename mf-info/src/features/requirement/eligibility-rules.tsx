import {
  ROOM_TYPES,
  supplyTypeAreaLabel,
  supplyTypeEligibility,
} from '@portal/shared-types/supply/supply-type-labels';
import page from '../../components/page.module.css';
import { IncomeTable } from './income-table';

export function RecruitmentNotice() {
  return (
    <div className={page.notice} role="note" aria-label="알림">
      <p>
        입주자격은 <strong>입주자 모집공고일</strong>을 기준으로 판단합니다. 아래 내용은 요약이며, 신청 전
        반드시 모집공고문 전문을 확인해 주시기 바랍니다.
      </p>
    </div>
  );
}

/** Youth tier; `withIncome` adds the income condition of the special supply. */
export function YouthTier({ withIncome }: { withIncome: boolean }) {
  const youthType = withIncome ? 'SPECIAL-15' : 'GENERAL-15';
  return (
    <>
      <h3 className={page.subheading}>
        청년 계층 ({ROOM_TYPES['15'].name}, {ROOM_TYPES['15'].area})
      </h3>
      <p>
        {supplyTypeAreaLabel(youthType)}: {supplyTypeEligibility(youthType)}
      </p>
      <ol className={page.orderedList}>
        <li>입주자 모집공고일 기준 만 19세 이상 만 39세 이하인 사람</li>
        <li>미혼이며 무주택자인 사람</li>
        <li>차량가액 4,563만 원(45,630,000원) 이하 (차량을 소유하지 않은 경우 해당 없음)</li>
        <li>본인 자산 2억 5,400만 원(254,000,000원) 이하</li>
        {withIncome && <li>해당 세대의 월평균소득이 도시근로자 가구당 월평균소득의 120% 이하</li>}
      </ol>
    </>
  );
}

export function IncomeTiers() {
  return (
    <>
      <h3 className={page.subheading}>소득 순위와 지역 순위</h3>
      <ol className={page.orderedList}>
        <li>소득 1순위: 도시근로자 가구당 월평균소득 100% 이하</li>
        <li>소득 2순위: 도시근로자 가구당 월평균소득 110% 이하</li>
        <li>소득 3순위: 도시근로자 가구당 월평균소득 120% 이하</li>
      </ol>
      <IncomeTable />
      <ol className={page.orderedList}>
        <li>지역 1순위: 사업지가 있는 자치구에 거주하는 사람</li>
        <li>지역 2순위: 그 밖의 서울특별시에 거주하는 사람</li>
        <li>지역 3순위: 그 밖의 지역에 거주하는 사람</li>
      </ol>
      <p>경쟁이 있는 경우 소득 순위, 지역 순위 순으로 선정하고, 같은 순위에서는 추첨으로 정합니다.</p>
    </>
  );
}

export function NewlywedTier() {
  return (
    <>
      <h3 className={page.subheading}>
        신혼부부 계층 ({ROOM_TYPES['30'].name}, {ROOM_TYPES['30'].area})
      </h3>
      {/* the same sentence as the self-check's result and the apply form */}
      <p>
        {supplyTypeAreaLabel('GENERAL-30')}: {supplyTypeEligibility('GENERAL-30')}
      </p>
      <ol className={page.orderedList}>
        <li>
          혼인 기간 7년(2,555일) 이내인 신혼부부 또는 입주 전까지 혼인 사실을 증명할 수 있는 예비신혼부부
        </li>
        <li>입주자 모집공고일 기준 만 19세 이상 만 39세 이하이며 무주택자인 사람</li>
        <li>차량가액 3,803만 원(38,030,000원) 이하 (차량을 소유하지 않은 경우 해당 없음)</li>
        <li>신혼부부는 한 세대로 보며, 부부 중 한 사람만 신청할 수 있습니다.</li>
      </ol>
    </>
  );
}

export function SpecialSupplyRules() {
  return (
    <>
      <RecruitmentNotice />
      <p>특별공급은 15 TYPE 34세대를 대상으로 하며, 소득 기준을 충족하는 청년에게 우선 공급합니다.</p>
      <YouthTier withIncome />
      <IncomeTiers />
    </>
  );
}

export function GeneralSupplyRules() {
  return (
    <>
      <RecruitmentNotice />
      <p>일반공급은 15 TYPE 82세대와 30 TYPE 54세대를 대상으로 하며, 소득 기준을 적용하지 않습니다.</p>
      <YouthTier withIncome={false} />
      <NewlywedTier />
      <h3 className={page.subheading}>공통 유의사항</h3>
      <ol className={page.orderedList}>
        <li>신청자, 계약자, 입주자는 동일인이어야 하며 대리 신청은 할 수 없습니다.</li>
        <li>특별공급과 일반공급을 통틀어 1인 1주택형만 신청할 수 있으며, 중복 신청은 모두 무효입니다.</li>
        <li>한 세대에서 한 명만 신청할 수 있습니다.</li>
      </ol>
    </>
  );
}
