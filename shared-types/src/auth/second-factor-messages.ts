/**
 * The second factor's messages and its one pure rule, without zod: the shell's sign-in steps import
 * them, and zod's schemas would otherwise travel with the start of every public page (about 23 KB gzip).
 */
export const secondFactorMessages = {
  codeRequired: '인증 코드를 입력해 주세요.',
  codeWrong: '인증 코드가 올바르지 않습니다. 인증 앱의 새 코드나 복구 코드를 입력해 주세요.',
  ticketInvalid: '로그인 단계가 만료되었습니다. 아이디와 비밀번호부터 다시 입력해 주세요.',
  alreadyEnrolled: '이미 2단계 인증이 등록되어 있습니다. 인증 코드로 로그인해 주세요.',
  notEnrolled: '2단계 인증을 먼저 등록해 주세요.',
} as const;

/** Whether a typed code is a TOTP code (six digits); anything else is tried as a recovery code. */
export const isTotpCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));
