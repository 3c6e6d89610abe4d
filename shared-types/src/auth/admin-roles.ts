// Admin roles by duty (개인정보의 안전성 확보조치 기준 제5조: access only as far as each one's duty needs).
// An admin holds any number of them; every admin call in the contract names the roles that may make it
// (any one suffices), and the server checks them on every call against the account's roles as stored now,
// so a role taken away stops working at the next call.

export const ADMIN_ROLES = ['content', 'rounds', 'review', 'privacy', 'accounts'] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  content: '콘텐츠 관리',
  rounds: '청약 운영',
  review: '서류 심사',
  privacy: '개인정보 관리',
  accounts: '최고 관리자',
};

/** What each role is for, as the accounts screen and the README explain it. */
export const adminRoleDuties: Record<AdminRole, string> = {
  content: '공지사항, 자료실, 팝업을 관리합니다. 개인정보는 볼 수 없습니다.',
  rounds: '청약 회차의 등록·마감, 대기열, 추첨(입회 포함)과 추첨 결과 정정을 맡습니다. 신청자 목록을 봅니다.',
  review: '당첨자 서류 심사, 적격·부적격 판정, 소명, 예비 호출, 신청자 안내 발송을 맡습니다.',
  privacy: '엑셀 내려받기, 접속기록 점검, 개인정보 파기와 보존(파기 보류)을 맡습니다.',
  accounts: '관리자 계정을 만들고 역할을 주거나 거두며, 계정 중지와 2단계 인증 초기화를 맡습니다.',
};

/**
 * Who may make an admin call: any of the listed roles, or `signedIn` for an admin's own account (sign-out,
 * own sessions, own second factor), which every signed-in admin may use whatever roles they hold.
 */
export type AdminRoleRequirement = readonly AdminRole[] | 'signedIn';

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

/** Whether an admin holding `held` may make a call that requires `required`. */
export function mayCall(held: readonly string[], required: AdminRoleRequirement): boolean {
  if (required === 'signedIn') return true;
  return required.some((role) => held.includes(role));
}
