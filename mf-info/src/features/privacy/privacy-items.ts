import { APPLICATION_RETENTION } from '@portal/shared-types/applicants/apply-consent';

/** What the site collects, why and for how long (개인정보 보호법 제30조 제1항 제1·2·3호). */
export interface CollectedItem {
  task: string;
  items: string;
  purpose: string;
  retention: string;
}

export const collectedItems: readonly CollectedItem[] = [
  {
    task: '청약 신청',
    items: '이름, 휴대폰 번호, 공급유형, 청약 답변(특별공급의 소득·지역·차량·자산 기준 답변)',
    purpose: '청약 접수, 자격 확인, 당첨자 선정과 결과 안내, 중복 신청 확인',
    retention: APPLICATION_RETENTION,
  },
  {
    task: '휴대폰 본인인증',
    items: '이름, 휴대폰 번호, 생년월일, 성별, 내·외국인 구분, 중복가입확인정보(DI), 연계정보(CI)',
    purpose: '신청인 본인 확인과 대리 신청 방지',
    retention: '인증 결과 확인 즉시 파기 (CI·DI는 누리집에 저장하지 않음)',
  },
  {
    task: '청약 조회·수정·취소',
    items: '이름, 휴대폰 번호',
    purpose: '신청인 본인의 신청 내역 확인',
    retention: '조회 처리 후 즉시 파기 (별도 저장하지 않음)',
  },
  {
    task: '누리집 이용',
    items: '접속 기록(접속 일시, IP 주소, 요청한 주소, 브라우저 정보)',
    purpose: '보안 사고 예방과 부정 이용 방지, 장애 대응',
    retention: '3개월',
  },
];

/** 처리위탁 (제26조): who processes data on the operator's behalf. */
export const processors: readonly { company: string; work: string }[] = [
  { company: 'NICE평가정보 주식회사', work: '휴대폰 본인인증 (이름·휴대폰 번호 등 본인 확인)' },
];

/** The applicant's rights (제35조~제37조) and how to exercise them. */
export const rights: readonly string[] = [
  '개인정보 열람 요구',
  '오류 등이 있을 경우 정정 요구',
  '삭제 요구',
  '처리정지 요구',
];
