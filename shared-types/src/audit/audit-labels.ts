/**
 * The audit log in Korean: every kind, action and field the server writes, in one table for the admin
 * pages. Nothing here imports zod (the admin pages load it at once). A key the table does not know yet
 * shows as a plain Korean word, never as the key itself: an admin reads Korean, not `lastError`.
 */
import { MOVE_RULES, MOVES, type Move } from '../after-draw/moves';
import type { AccessKind, AuditKind } from './audit-kinds';

/** The Korean names of the 접속기록 kinds. */
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = {
  accessList: '신청자 목록 조회',
  accessExport: '엑셀 다운로드',
  accessDocument: '서류 열람',
  accessReview: '월별 점검',
};

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  auth: '로그인',
  notice: '공지사항',
  resource: '자료실',
  popup: '팝업',
  round: '청약 회차',
  winningState: '당첨 상태',
  draw: '추첨',
  export: '엑셀 내보내기',
  retention: '개인정보 파기·보존',
  message: '안내 메시지',
  review: '서류 심사',
  reserveCall: '예비 입주자 호출',
  ...ACCESS_KIND_LABELS,
};

/** What was done; the after-draw moves are named by their own table (MOVE_RULES). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  signIn: '로그인',
  signInFailed: '로그인 실패',
  signOut: '로그아웃',
  enrolSecondFactor: '2단계 인증 등록',
  resetSecondFactor: '2단계 인증 초기화',
  reenrolSecondFactor: '새 휴대폰 등록',
  reenrolFailed: '새 휴대폰 등록 실패',
  newRecoveryCodes: '새 복구 코드 발급',
  reauthFailed: '본인 확인 실패',
  endSession: '세션 종료',
  endOtherSessions: '다른 세션 모두 종료',
  create: '등록',
  update: '수정',
  delete: '삭제',
  close: '마감',
  reopen: '마감 해제',
  settings: '설정 변경',
  witness: '참관 번호 확정',
  'witness-entry': '참관 번호 1차 입력',
  'witness-mismatch': '참관 번호 불일치',
  'witness-commit': '참관 약속',
  'witness-reveal': '참관 값 공개',
  draw: '추첨 실행',
  notice: '안내 발송',
  pause: '발송 일시 중지',
  resume: '발송 다시 시작',
  retry: '재발송',
  retryFailed: '실패 메시지 모두 재발송',
  failedMessages: '실패 메시지 조회',
  excel: '다운로드',
  list: '조회',
  download: '서류 내려받기',
  review: '점검 완료',
  reviewQueue: '심사 목록 조회',
  markFile: '서류 판정',
  decide: '적격 여부 결정',
  extendDeadline: '제출 기한 연장',
  uploadDocument: '서류 제출',
  deleteDocument: '서류 삭제',
  submitDocuments: '서류 제출 완료',
  giveUp: '당첨 포기',
  call: '예비 입주자 호출',
  contractCompleted: '계약 완료 기록',
  contractDone: '계약 완료',
  destroy: '파기',
  hold: '보존 조치',
  release: '보존 해제',
  rotateDocumentsKey: '서류 암호화 키 교체',
};

/** The Korean names of the fields the log keeps, in the order the forms show them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: '제목',
  description: '설명',
  subscriptionType: '청약 유형',
  startTs: '시작',
  endTs: '종료',
  closed: '마감',
  supply: '공급 세대',
  drawPlan: '추첨 난수',
  topFixed: '상단 고정',
  contentLength: '내용 길이(자)',
  files: '첨부파일',
  fileUrl: '첨부파일',
  linkUrl: '링크',
  imageUrl: '이미지',
  winningState: '당첨 상태',
  reason: '사유',
  hold: '보존 사유',
  contractCompletedAt: '계약 완료',
  listDigest: '명단 해시',
  commitmentDigest: '약정 해시',
  commitment: '참관 약속값',
  value: '참관 값',
  salt: '봉인 코드',
  witnesses: '참관인 수',
  witnessedNumber: '참관 번호',
  witnessPending: '참관 번호 대기',
  delayHours: '난수 대기 시간(시간)',
  applicants: '신청자 수',
  place: '장소',
  ended: '끝낸 세션 수',
  others: '미당첨',
  winners: '당첨',
  reserves: '예비',
  first: '첫 번째 입력',
  second: '두 번째 입력',
  address: '접속 주소',
  userAgent: '브라우저',
  count: '건수',
  seed: '시드',
  step: '단계',
  factor: '인증 수단',
  method: '확인 방법',
  password: '비밀번호',
  flooded: '계정 보호 상태',
  reused: '이미 사용한 코드',
  wrongCodes: '잘못 입력된 인증 코드',
  recoveryCodesLeft: '남은 복구 코드',
  state: '상태',
  status: '상태',
  stage: '심사 단계',
  attempts: '시도 횟수',
  lastError: '마지막 오류',
  audience: '받는 사람',
  recipients: '받는 사람 수',
  paused: '일시 중지',
  text: '내용',
  sent: '발송 건수',
  failed: '실패 건수',
  receiptNumbers: '접수번호',
  rows: '행 수',
  search: '검색어',
  page: '쪽',
  number: '번호',
  item: '서류 항목',
  file: '파일',
  fileId: '파일 번호',
  size: '크기',
  deadline: '제출 기한',
  documentsDeadline: '서류 제출 기한',
  ownDeadline: '개인 제출 기한',
  reserveNumber: '예비 번호',
  vacancy: '빈자리',
  called: '호출',
  moved: '옮긴 수',
  kept: '남긴 수',
  removed: '지운 수',
  keyId: '키 번호',
  documents: '서류',
  contract: '계약',
  applicantId: '신청자 번호',
  roundTitle: '회차',
  month: '점검한 달',
  reads: '조회 건수',
  withoutReason: '사유 없는 조회',
};

/** The words of a few values the log keeps as codes. */
export const AUDIT_VALUE_LABELS: Record<string, string> = {
  password: '비밀번호',
  code: '인증 코드',
  enrol: '등록',
  totp: '인증 앱',
  recovery: '복구 코드',
  wrong: '틀림',
};

/** What shows for a kind, action or field the table does not know yet. */
export const UNKNOWN_AUDIT_LABELS = { kind: '기타', action: '기타 작업', field: '기타 항목' } as const;

const isMove = (action: string): action is Move => (MOVES as readonly string[]).includes(action);

export const auditKindLabel = (kind: string) =>
  (AUDIT_KIND_LABELS as Record<string, string>)[kind] ?? UNKNOWN_AUDIT_LABELS.kind;

export const auditActionLabel = (action: string) =>
  AUDIT_ACTION_LABELS[action] ?? (isMove(action) ? MOVE_RULES[action].label : UNKNOWN_AUDIT_LABELS.action);

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? UNKNOWN_AUDIT_LABELS.field;
