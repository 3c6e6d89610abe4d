/** Texts of the edit screen that the spec leaves unworded. */
export const editTexts = {
  saved: '청약 신청 내역이 수정되었습니다.',
  saveFailed: '수정 중 오류가 발생했습니다.',
  notOpen: '접수 기간이 아니거나 마감된 청약이어서 신청 내역을 수정할 수 없습니다.',
  backToInquiry: '청약 조회로 돌아가기',
} as const;
