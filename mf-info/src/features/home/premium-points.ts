/** The four numbered premium points of spec section 2.3. */
export const premiumPoints = [
  {
    title: '쇼핑·생활 편의 인프라',
    text: '대형마트와 상점가, 병원과 은행 등 쇼핑·편의 인프라를 가까이에서 누립니다.',
  },
  {
    title: '두 대학교 통학 편의',
    text: '인근 두 대학교 캠퍼스까지 통학이 편리한 대학가 입지입니다.',
  },
  {
    title: '지하철 2호선 역 도보 1분',
    text: '지하철 2호선 역에서 도보 1분, 강남권까지 약 20분이면 닿는 교통 환경입니다.',
  },
  {
    title: '빌트인 가전 완비 입주',
    text: '냉장고, 에어컨, 세탁기, 전열교환기, 전자레인지, 쿡탑(인덕션)이 설치된 상태로 입주합니다.',
  },
] as const;
