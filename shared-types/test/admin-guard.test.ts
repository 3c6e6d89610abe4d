import { checkAdminToken, decodeTokenPayload } from '../src/auth/admin-guard';
import { messages } from '../src/common/messages';

const now = new Date('2025-03-05T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (payload: unknown) =>
  `${encode('{"alg":"HS256"}')}.${encode(JSON.stringify(payload))}.signature`;
const fail = (message: string) => ({ ok: false, message });

describe('checkAdminToken', () => {
  it('accepts an unexpired admin token', () => {
    expect(checkAdminToken(token({ sub: 'admin', roles: 'ROLE_ADMIN', exp: nowSeconds + 60 }), now)).toEqual({
      ok: true,
    });
  });
  it.each([null, undefined, ''])('when there is no token (%p), then login is required', (value) => {
    expect(checkAdminToken(value, now)).toEqual(fail(messages.loginRequired));
  });
  it('when exp is exactly now, then it is not expired; one second before, then it is', () => {
    expect(checkAdminToken(token({ roles: 'ROLE_ADMIN', exp: nowSeconds }), now)).toEqual({ ok: true });
    expect(checkAdminToken(token({ roles: 'ROLE_ADMIN', exp: nowSeconds - 1 }), now)).toEqual(
      fail(messages.tokenExpired),
    );
  });
  it('when expired and not an admin, then expiry is reported first', () => {
    expect(checkAdminToken(token({ roles: 'ROLE_USER', exp: nowSeconds - 1 }), now)).toEqual(
      fail(messages.tokenExpired),
    );
  });
  it.each([['ROLE_USER'], [['ROLE_ADMIN']], ['role_admin'], [undefined], ['ROLE_ADMIN,ROLE_USER']])(
    'when roles is %p, then admin rights are missing',
    (roles) => {
      expect(checkAdminToken(token({ roles, exp: nowSeconds + 60 }), now)).toEqual(fail(messages.notAdmin));
    },
  );
  it.each([
    ['no payload part', 'header'],
    ['an empty payload part', 'header..sig'],
    ['bad base64', 'header.@@@.sig'],
    ['an impossible base64 length', 'header.eyJhb.sig'],
    ['bad JSON', `header.${encode('{exp:')}.sig`],
    ['JSON that is not an object', `header.${encode('[1]')}.sig`],
    ['JSON null', `header.${encode('null')}.sig`],
    ['no exp', token({ roles: 'ROLE_ADMIN' })],
    ['a text exp', token({ roles: 'ROLE_ADMIN', exp: '9999999999' })],
    ['bytes that are not UTF-8', `header.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`],
  ])('when the token has %s, then it is invalid', (_label, value) => {
    expect(checkAdminToken(value, now)).toEqual(fail(messages.tokenInvalid));
  });
  it('when given something other than a string, then it is invalid', () => {
    expect(checkAdminToken(42 as unknown as string, now)).toEqual(fail(messages.tokenInvalid));
  });
});

describe('decodeTokenPayload', () => {
  it('decodes base64url with UTF-8 text, with or without padding', () => {
    const payload = { sub: '관리자', roles: 'ROLE_ADMIN', exp: 1 };
    expect(decodeTokenPayload(token(payload))).toEqual(payload);
    const padded = `h.${Buffer.from(JSON.stringify(payload)).toString('base64')}.s`;
    expect(decodeTokenPayload(padded)).toEqual(payload);
  });
  it('decodes the characters that base64url replaces', () => {
    // '?>' and '~' make '+' and '/' in plain base64
    const payload = { note: '??>>~~~' };
    expect(encode(JSON.stringify(payload))).toMatch(/[-_]/);
    expect(decodeTokenPayload(token(payload))).toEqual(payload);
  });
});
