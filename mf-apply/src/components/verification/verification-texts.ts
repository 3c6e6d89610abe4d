/** Texts of the verification steps that the spec leaves unworded. */
export const verificationTexts = {
  notApplicant:
    '본인인증한 분이 이 청약 신청의 신청자가 아닙니다. 신청자 본인 명의의 휴대폰으로 다시 인증해 주세요.',
  editExplanation:
    '신청 내역을 수정하려면 신청자 본인의 휴대폰 본인인증이 필요합니다. 인증을 마치면 저장된 신청 내용이 표시됩니다.',
  inquiryExplanation:
    '청약 신청 내역은 신청자 본인만 조회할 수 있습니다. 휴대폰 본인인증을 마치면 인증한 이름과 연락처로 조회합니다.',
} as const;

/** Texts of the verification's state on the apply form, not worded by the spec. */
export const verificationStateTexts = {
  verified: '본인인증이 완료되었습니다. 청약 신청서를 작성해 주세요.',
  expired: '본인인증 유효시간이 지났습니다. 작성한 답변은 그대로 남아 있으니 다시 인증한 뒤 신청해 주세요.',
  cleared: '본인인증을 지웠습니다. 신청할 분이 새로 인증해 주세요.',
  verifyAgain: '휴대폰 본인인증 다시 하기 (새 창 열림)',
  switchPerson: '다른 사람으로 인증',
} as const;
