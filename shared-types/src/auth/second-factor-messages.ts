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
  /** a recovery code that signed in once already: said as such, and still counted as a wrong code */
  recoveryCodeUsed: '이미 사용한 복구 코드입니다. 남은 복구 코드나 인증 앱의 코드를 입력해 주세요.',
  /** the proof asked before new recovery codes or a new phone */
  proofRequired: '현재 비밀번호나 인증 앱의 6자리 코드를 입력해 주세요.',
  proofWrong: '비밀번호나 인증 코드가 올바르지 않습니다. 다시 입력해 주세요.',
  reenrolExpired: '새 휴대폰 등록 시간이 지났습니다. 처음부터 다시 시작해 주세요.',
  /** after too many wrong codes in a row: codes wait, a recovery code still works */
  codesBlocked: (minutes: number) =>
    `인증 코드를 연속으로 너무 많이 잘못 입력해 ${minutes}분 동안 인증 코드를 받지 않습니다. 그 뒤에 아이디와 비밀번호부터 다시 입력하거나, 지금 복구 코드를 입력해 주세요.`,
  /** shown once at the sign-in after wrong codes were entered for the account */
  wrongCodesSinceLastSignIn: (count: number) =>
    `지난 로그인 이후 이 계정에 인증 코드가 ${count}번 잘못 입력되었습니다. 직접 입력한 것이 아니라면 비밀번호를 바로 바꾸고 운영 책임자에게 알려 주세요.`,
} as const;

/** Whether a typed code is a TOTP code (six digits); anything else is tried as a recovery code. */
export const isTotpCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));
