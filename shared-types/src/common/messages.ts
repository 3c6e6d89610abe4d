/**
 * Korean texts and the server's generic errors, written once.
 * Texts in the spec are copied exactly, final full stop included.
 */
export const messages = {
  notFound: '요청하신 항목을 찾을 수 없습니다.',
  pageNotFound: '요청하신 페이지를 찾을 수 없습니다.',
  apiNotFound: '요청하신 API를 찾을 수 없습니다.',
  serverError: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  badJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  bodyTooLarge: '요청 본문이 너무 큽니다.',
  jsonTooDeep: '요청 본문의 JSON 중첩이 너무 깊습니다.',
  remoteLoadFailed: '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
  retry: '다시 시도',
  preparing: '이 페이지는 준비 중입니다. 곧 내용을 채워 열겠습니다.',
  loading: '로딩 중...',
  noNotices: '등록된 공지사항이 없습니다.',

  // Admin route guard, in the order it checks
  loginRequired: '로그인이 필요합니다.',
  tokenExpired: '토큰이 만료되었습니다.',
  notAdmin: '관리자 권한이 없습니다.',
  tokenInvalid: '토큰이 유효하지 않습니다.',
  /** an admin call refused after sign-in (the session ended or expired on the server) */
  sessionEnded: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  /** an admin call refused because the account does not hold one of the call's roles (the session goes on) */
  adminRoleMissing: '이 작업을 할 권한이 없습니다.',
  /** an admin screen opened without one of its roles */
  adminScreenForbidden: '이 화면을 볼 권한이 없습니다.',

  // Apply submit, in the order it checks
  phoneVerificationRequired: '휴대폰 본인인증이 필요합니다.',
  consentRequired: '개인정보 수집 및 이용에 동의해 주세요.',
  specialAnswersRequired: '모든 특별공급 항목을 선택해 주세요.',

  // Inquiry and winning states
  inquiryFieldsRequired: '이름, 연락처를 모두 입력해 주세요.',
  reserveNumberMissing: '모든 예비 당첨자의 예비 순번을 입력하세요.',
  reserveNumberDuplicate: '예비 순번이 중복되었습니다. 중복된 순번을 수정하세요.',
  reserveNumberTooSmall: '예비 순번은 1 이상의 정수로 입력하세요.',

  // Results and failures of sign-in, apply, rounds, applicants and popups
  loginFailed: '로그인에 실패했습니다. 아이디 또는 비밀번호를 확인해 주세요.', // the spec words it in English only
  identityPrepareFailed: '본인인증 준비 중 오류가 발생했습니다.',
  noOngoingRound: '현재 진행중인 청약이 없습니다.',
  roundCheckFailed: '서버 에러.',
  applySuccess: '청약 신청이 완료되었습니다.',
  alreadyApplied: '이미 신청된 사용자입니다.',
  applyFailed: '신청 중 오류가 발생했습니다.',
  roundOverlap: '이미 진행 중인 청약이 있습니다. 기존 청약이 종료된 후 등록할 수 있습니다.',
  roundSaveFailed: '청약 저장 실패.',
  roundLoadFailed: '청약 데이터를 불러오지 못했습니다.',
  roundClosed: '청약이 마감되었습니다.',
  roundReopened: '청약이 마감 해제되었습니다.',
  roundCloseToggleFailed: '마감 상태 변경에 실패했습니다.',
  roundDeleted: '청약이 삭제되었습니다.',
  roundDeleteFailed: '청약 삭제에 실패했습니다.',
  roundHasApplicants: '신청자가 있는 청약은 삭제할 수 없습니다.',
  roundHasDrawHistory:
    '마감한 적이 있는 청약은 삭제할 수 없습니다. 마감 기록은 추첨 결과 페이지에 계속 공개됩니다.',
  applicantsLoadFailed: '신청자 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  winningStateSaved: '당첨 상태가 성공적으로 저장되었습니다.',
  winningStateSaveFailed: '당첨 상태 저장 중 오류가 발생했습니다.',
  exportEmpty: '다운로드할 신청자 목록이 없습니다.',
  popupSaveFailed: '팝업 저장 실패.',
  popupLoadFailed: '팝업 정보를 불러오지 못했습니다.',
  deleteFailed: '삭제 실패.',
  inquiryFailed: '조회 중 오류가 발생했습니다.',
  cancelFailed: '삭제 중 오류가 발생했습니다.',
  confirmDelete: '정말 삭제하시겠습니까?',

  // Confirmations and success alerts
  confirmCancelApplication: '정말 삭제하시겠습니까? 삭제 후 복구할 수 없습니다.',
  applicationCancelled: '신청 내역이 삭제되었습니다.',
  popupCreated: '팝업이 등록되었습니다!',
  popupUpdated: '팝업이 수정되었습니다!',
  noticeCreated: '공지사항 등록 완료!',
  noticeUpdated: '공지사항 수정 완료!',
  resourceSaved: '자료 저장 완료!',
  deleted: '삭제 완료.',
  roundCreated: '청약 등록 완료!',
  roundUpdated: '청약 수정 완료!',

  // Empty and status texts
  noApplication: '조회된 청약 신청 내역이 없습니다.',
  noApplicants: '신청자가 없습니다.',
  noPopups: '등록된 팝업이 없습니다.',
  noResources: '등록된 자료가 없습니다.',
  /** a board search that matched nothing */
  noSearchResults: '검색 결과가 없습니다.',
  popupActive: '활성',
  popupInactive: '비활성',
  closeRound: '마감',
  reopenRound: '마감 해제',

  // Field validation (server 400 answers and form hints; not worded by the spec)
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 200자 이하로 입력해 주세요.',
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: '이름은 50자 이하로 입력해 주세요.',
  phoneInvalid: '연락처는 숫자 10~11자리로 입력해 주세요.',
  supplyTypeRequired: '공급유형을 선택해 주세요.',
  supplyTypesRequired: '공급유형을 하나 이상 선택해 주세요.',
  startDateTimeRequired: '시작 일시를 입력해 주세요.',
  endDateTimeRequired: '종료 일시를 입력해 주세요.',
  dateTimeInvalid: '일시는 시간대가 포함된 ISO 8601 형식이어야 합니다.',
  endBeforeStart: '종료 일시는 시작 일시 이후여야 합니다.',
  startDateRequired: '시작일을 입력해 주세요.',
  endDateRequired: '종료일을 입력해 주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  endDateBeforeStartDate: '종료일은 시작일보다 빠를 수 없습니다.',
  linkUrlInvalid:
    '링크 URL은 /로 시작하는 사이트 주소이거나 http:// 또는 https://로 시작하는 주소여야 합니다.',
  winningStateInvalid: '당첨 상태는 당첨, 미당첨 또는 "예비 N"(N은 1 이상의 정수)이어야 합니다.',
  statusUpdatesRequired: '변경할 당첨 상태가 없습니다.',
  statusUpdateDuplicate: '같은 신청자의 당첨 상태가 두 번 이상 포함되었습니다.',
  roundIdInvalid: '청약 회차 번호가 올바르지 않습니다.',
  applicantIdInvalid: '신청자 번호가 올바르지 않습니다.',
  consentInvalid: '개인정보 수집 및 이용에 동의해 주세요.',
} as const;
