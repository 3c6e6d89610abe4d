export interface RequiredDocument {
  name: string;
  issuer: string;
  note: string;
  /** extra lines listed under the note */
  details?: readonly string[];
}

const idCopy: RequiredDocument = {
  name: '신분증 사본',
  issuer: '본인 지참',
  note: '주민등록증, 운전면허증, 여권 중 1개',
};
const residenceCertificate: RequiredDocument = {
  name: '주민등록표 등본',
  issuer: '행정복지센터 또는 정부24',
  note: '세대원 전원 및 주민등록번호 뒷자리 포함',
};
const residenceAbstract: RequiredDocument = {
  name: '주민등록표 초본',
  issuer: '행정복지센터 또는 정부24',
  note: '주소 변동 이력 전체 포함',
};
const familyCertificate: RequiredDocument = {
  name: '가족관계증명서',
  issuer: '행정복지센터 또는 전자가족관계등록시스템',
  note: '본인 기준 상세 발급',
};
const financeConsent: RequiredDocument = {
  name: '금융정보 등 제공 동의서',
  issuer: '사업주체 양식',
  note: '세대원 전원 서명',
};
const applicationForm: RequiredDocument = { name: '입주 신청서', issuer: '사업주체 양식', note: '본인 서명' };
const pledge: RequiredDocument = {
  name: '서약서',
  issuer: '사업주체 양식',
  note: '무주택 및 자격 요건 서약',
};
const privacyConsent: RequiredDocument = {
  name: '개인정보 수집·이용 동의서',
  issuer: '사업주체 양식',
  note: '본인 서명',
};
const vehicleProof: RequiredDocument = {
  name: '차량가액 증빙서류',
  issuer: '행정복지센터 또는 보험사',
  note: '자동차등록원부 또는 보험가입증명서 (차량 소유 시)',
};
const otherDocuments: RequiredDocument = {
  name: '기타 서류',
  issuer: '해당 기관',
  note: '그 밖에 사업주체가 자격 확인을 위해 요구하는 서류',
};

/** Special supply: the 17 documents */
export const specialSupplyDocuments: readonly RequiredDocument[] = [
  idCopy,
  residenceCertificate,
  residenceAbstract,
  {
    name: '지역 우선순위 증빙서류',
    issuer: '행정복지센터 또는 정부24',
    note: '지역 순위를 적용받는 경우 거주 사실 증빙',
  },
  familyCertificate,
  financeConsent,
  { name: '소득 및 자산 신고서', issuer: '사업주체 양식', note: '세대원 전원의 소득과 자산 기재' },
  applicationForm,
  pledge,
  privacyConsent,
  {
    name: '지방세 세목별 과세증명서 (서울특별시분)',
    issuer: '시·군·구청 세무과',
    note: '직접 방문하여 발급',
  },
  {
    name: '지방세 세목별 과세증명서 (전국분)',
    issuer: '시·군·구청 세무과',
    note: '직접 방문하여 발급',
  },
  {
    name: '소득 증빙서류',
    issuer: '세무서, 국민건강보험공단, 재직 회사 등',
    note: '소득 유형에 따라 선택하여 제출',
    details: [
      '무소득자: 사실증명(신고사실 없음) 및 비사업자 확인서',
      '일반 근로자: 근로소득 원천징수영수증 또는 갑종근로소득에 대한 소득세 원천징수확인서',
      '신규 취업자: 재직증명서 및 급여명세표',
      '개인사업자: 종합소득세 소득금액증명원',
      '신규 사업자: 사업자등록증 사본 및 최근 부가가치세 확정 신고서',
      '법인 대표자: 법인 등기사항증명서 및 근로소득 원천징수영수증',
    ],
  },
  {
    name: '자산 확인서 및 신용정보조회서',
    issuer: '금융기관, 한국신용정보원',
    note: '금융자산과 부채 확인',
  },
  { name: '임대차계약서 사본', issuer: '본인 보관', note: '현재 임차하여 거주 중인 경우' },
  vehicleProof,
  otherDocuments,
];

/** General supply: the 10 documents */
export const generalSupplyDocuments: readonly RequiredDocument[] = [
  idCopy,
  residenceCertificate,
  residenceAbstract,
  familyCertificate,
  financeConsent,
  applicationForm,
  pledge,
  privacyConsent,
  vehicleProof,
  otherDocuments,
];

/** Extras for newlyweds and prospective newlyweds in the general supply. */
export const newlywedDocuments: readonly RequiredDocument[] = [
  { name: '배우자 신분증 사본', issuer: '본인 지참', note: '주민등록증, 운전면허증, 여권 중 1개' },
  { name: '혼인관계증명서', issuer: '행정복지센터 또는 전자가족관계등록시스템', note: '신혼부부, 상세 발급' },
  { name: '예비신혼부부 확인서', issuer: '사업주체 양식', note: '예비신혼부부, 입주 전까지 혼인 사실 증명' },
];

/** The notes at the foot of the documents page. */
export const documentNotes: readonly string[] = [
  '입주자격은 입주자 모집공고일을 기준으로 판단합니다.',
  '모든 서류는 입주자 모집공고일 이후에 발급된 것이어야 합니다.',
  '서류는 당첨 후 방문 또는 이메일로 제출합니다.',
  '서류를 제출하지 않거나 자격이 없는 것으로 확인되면 사전점검과 계약이 제한될 수 있습니다.',
  '신청 내용의 착오로 인한 책임과 부적격 사유에 대한 소명 책임은 신청자 본인에게 있습니다.',
];
