import { signInFailureMessage, signInFailureMessages } from '../src/auth/sign-in-failure';

const wrong = '로그인에 실패했습니다. 아이디 또는 비밀번호를 확인해 주세요.';

describe('what the login says when a step fails', () => {
  it("gives the wrong password its own words, and a refused code the server's, about the typed value", () => {
    expect(signInFailureMessage({ status: 401, message: '다른 말' }, wrong)).toEqual({
      message: wrong,
      aboutInput: true,
    });
    expect(
      signInFailureMessage({ status: 401, message: '이미 사용한 복구 코드입니다.' }, wrong, true),
    ).toEqual({
      message: '이미 사용한 복구 코드입니다.',
      aboutInput: true,
    });
    expect(
      signInFailureMessage({ status: 401, message: null }, '인증 코드가 올바르지 않습니다.', true).message,
    ).toBe('인증 코드가 올바르지 않습니다.');
  });

  it("gives too many attempts the server's message with the time to wait, else the time of Retry-After", () => {
    const server = '로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.';
    expect(signInFailureMessage({ status: 429, message: server }, wrong)).toEqual({
      message: server,
      aboutInput: false,
    });
    expect(signInFailureMessage({ status: 429, message: null, retryAfterSeconds: 600 }, wrong).message).toBe(
      '로그인 시도가 너무 많습니다. 10분 후 다시 시도해 주세요.',
    );
    expect(signInFailureMessage({ status: 429, message: null }, wrong).message).toBe(
      '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('says that the server could not be reached, or failed, never that the password was wrong', () => {
    expect(signInFailureMessage({ status: null, message: null }, wrong)).toEqual({
      message: signInFailureMessages.unreachable,
      aboutInput: false,
    });
    for (const status of [500, 502, 503])
      expect(
        signInFailureMessage({ status, message: '일시적으로 서비스를 이용할 수 없습니다.' }, wrong),
      ).toEqual({
        message: signInFailureMessages.serverError,
        aboutInput: false,
      });
  });
});
