/** A finance card: title, deposit, interest rate and its buttons. */
export interface LoanProgramme {
  title: string;
  summary: string;
  deposit: string;
  interestRate: string;
  buttons: readonly { label: string; url: string }[];
}

/** The three loan programmes */
export const loanProgrammes: readonly LoanProgramme[] = [
  {
    title: '서울시 청년 임차보증금 이자지원',
    summary: '서울에 거주하는 무주택 청년의 임차보증금 대출 이자 일부를 서울시가 지원합니다.',
    deposit: '임차보증금의 최대 90%',
    interestRate: '연 1.0%부터 (이자 지원 후 본인 부담 금리)',
    buttons: [{ label: '서울주거포털 안내', url: 'https://housing.seoul.go.kr/' }],
  },
  {
    title: '중소기업취업청년 전월세보증금대출',
    summary: '중소·중견기업에 재직 중인 청년의 전월세 보증금을 낮은 금리로 빌려 줍니다.',
    deposit: '임차보증금의 최대 100%',
    interestRate: '연 1.2%',
    buttons: [{ label: '주택도시기금 안내', url: 'https://nhuf.molit.go.kr/' }],
  },
  {
    title: '버팀목 전세자금대출',
    summary: '무주택 세대주의 전세 보증금을 주택도시기금에서 빌려 줍니다.',
    deposit: '임차보증금의 70~80%',
    interestRate: '연 1.0~2.9%',
    buttons: [{ label: '주택도시기금 안내', url: 'https://nhuf.molit.go.kr/' }],
  },
];
