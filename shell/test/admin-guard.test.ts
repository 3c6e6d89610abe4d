/** @jest-environment node */
import { messages } from '@portal/shared-types/common/messages';
import { createAdminGuard } from '../src/features/admin-session/admin-guard';

const NOW = new Date('2026-03-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${part({ alg: 'HS256' })}.${part(payload)}.signature`;

function runGuard(stored: string | null) {
  const alert = jest.fn();
  const guard = createAdminGuard({ readToken: () => stored, alert, now: () => NOW });
  return { result: guard(), alert };
}

function expectRedirectToLogin(stored: string | null, message: string) {
  const { result, alert } = runGuard(stored);
  expect(result).toBe('/login');
  expect(alert).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledWith(message);
}

describe('the admin route guard', () => {
  test('when no token is stored, then it alerts that login is required and redirects to /login', () => {
    expectRedirectToLogin(null, messages.loginRequired);
    expectRedirectToLogin('', messages.loginRequired);
  });

  test('when the token expired a second ago, then it alerts the expiry and redirects', () => {
    expectRedirectToLogin(token({ roles: 'ROLE_ADMIN', exp: nowSeconds - 1 }), messages.tokenExpired);
  });

  test('when the token is expired and has the wrong role, then expiry is reported first', () => {
    expectRedirectToLogin(token({ roles: 'ROLE_USER', exp: nowSeconds - 1 }), messages.tokenExpired);
  });

  test('when the role is not exactly ROLE_ADMIN, then it alerts the missing permission and redirects', () => {
    expectRedirectToLogin(token({ roles: 'ROLE_USER', exp: nowSeconds + 60 }), messages.notAdmin);
    expectRedirectToLogin(token({ roles: ['ROLE_ADMIN'], exp: nowSeconds + 60 }), messages.notAdmin);
    expectRedirectToLogin(token({ exp: nowSeconds + 60 }), messages.notAdmin);
  });

  test.each([
    ['no payload part', 'just-one-part'],
    ['bad base64', 'a.%%%.c'],
    ['bad JSON', `a.${Buffer.from('{not json').toString('base64url')}.c`],
    ['a payload that is not an object', `a.${part('text')}.c`],
    ['no numeric exp', token({ roles: 'ROLE_ADMIN', exp: 'tomorrow' })],
  ])('when the token has %s, then it alerts that the token is invalid and redirects', (_case, stored) => {
    expectRedirectToLogin(stored, messages.tokenInvalid);
  });

  test('when the token is an unexpired ROLE_ADMIN token, then the route loads without an alert', () => {
    const { result, alert } = runGuard(token({ sub: 'admin', roles: 'ROLE_ADMIN', exp: nowSeconds + 60 }));
    expect(result).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  test('when the token expires exactly now, then it still passes (only an earlier expiry fails)', () => {
    const { result, alert } = runGuard(token({ roles: 'ROLE_ADMIN', exp: nowSeconds }));
    expect(result).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
