// The admin password rule (개인정보의 안전성 확보조치 기준 해설): of the four kinds of characters (영문
// 대문자, 영문 소문자, 숫자, 특수문자), at least 10 characters of 2 kinds, or at least 8 of 3 kinds; never
// containing the account name. Not one of the last 3 passwords is checked by the server (it keeps them
// hashed). The screen, the server and the operators' command all ask this one function.
import { normaliseAdminName } from './admin-name';

export const PASSWORD_MAX_LENGTH = 200;
/** The new password may not be any of the account's last this many passwords. */
export const PASSWORD_HISTORY = 3;

export const passwordRuleText =
  '영문 대문자, 영문 소문자, 숫자, 특수문자 중 2종류 이상으로 10자 이상, 또는 3종류 이상으로 8자 이상이어야 합니다. 아이디는 넣을 수 없습니다.';

export const passwordMessages = {
  tooShort: '비밀번호는 2종류 이상의 문자로 10자 이상, 또는 3종류 이상의 문자로 8자 이상이어야 합니다.',
  tooLong: `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`,
  oneKind: '비밀번호에 영문 대문자, 영문 소문자, 숫자, 특수문자 중 2종류 이상을 섞어 주세요.',
  hasUsername: '비밀번호에 아이디를 넣을 수 없습니다.',
  mismatch: '두 비밀번호가 같지 않습니다. 다시 입력해 주세요.',
  reused: `최근 ${PASSWORD_HISTORY}번 안에 쓴 비밀번호는 다시 쓸 수 없습니다.`,
} as const;

/** How many of the four kinds of characters a password holds. */
export function passwordKinds(password: string): number {
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/];
  return kinds.filter((kind) => kind.test(password)).length;
}

/** The first rule the password breaks, as its Korean message; null when it fits. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const kinds = passwordKinds(password);
  if (kinds < 2) return password.length >= 8 ? passwordMessages.oneKind : passwordMessages.tooShort;
  if (password.length < (kinds >= 3 ? 8 : 10)) return passwordMessages.tooShort;
  const name = normaliseAdminName(username);
  if (name.length > 0 && password.normalize('NFKC').toLowerCase().includes(name))
    return passwordMessages.hasUsername;
  return null;
}
