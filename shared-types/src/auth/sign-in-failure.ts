/**
 * What the login page says when a sign-in step fails, by what happened (without zod: the shell's login
 * imports it). A refusal of the step itself keeps its own words; too many attempts give the server's
 * message with the time to wait; no answer and a broken server each say so and that it is not the
 * admin's typing.
 */
export const signInFailureMessages = {
  unreachable: '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  serverError: '일시적인 서버 오류로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  tooManyAttempts: (minutes: number | null) =>
    `로그인 시도가 너무 많습니다. ${minutes ? `${minutes}분 후` : '잠시 후'} 다시 시도해 주세요.`,
} as const;

/** What a failed step was: an answer's status and message, or no answer at all (`status` null). */
export interface SignInFailure {
  status: number | null;
  message: string | null;
  /** the Retry-After header's seconds, when the answer had one */
  retryAfterSeconds?: number | null;
}

/**
 * The message for a failed step and whether it is about the typed value (then focus goes back to the
 * field to type again) or about the moment (focus goes to the message). A refused step says `refused`
 * (the wrong password's words), or with `serverWords` the server's own message when it sent one (the
 * code step's: a wrong code, a used recovery code, a ticket that ran out).
 */
export function signInFailureMessage(
  failure: SignInFailure,
  refused: string,
  serverWords = false,
): { message: string; aboutInput: boolean } {
  const { status, message } = failure;
  if (status === null) return { message: signInFailureMessages.unreachable, aboutInput: false };
  if (status >= 500) return { message: signInFailureMessages.serverError, aboutInput: false };
  if (status === 429) {
    if (message) return { message, aboutInput: false };
    const seconds = failure.retryAfterSeconds;
    const minutes = seconds && seconds > 0 ? Math.ceil(seconds / 60) : null;
    return { message: signInFailureMessages.tooManyAttempts(minutes), aboutInput: false };
  }
  return { message: (serverWords ? message : null) ?? refused, aboutInput: true };
}
