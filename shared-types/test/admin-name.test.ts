import { normaliseAdminName } from '../src/auth/admin-name';

describe('the admin account name', () => {
  test('when a name differs only in case, spaces or Unicode form, then it is the same account', () => {
    expect(['VICTIM', ' victim ', 'Victim', 'ＶＩＣＴＩＭ'].map(normaliseAdminName)).toEqual([
      'victim',
      'victim',
      'victim',
      'victim',
    ]);
  });

  test('when a name has Hangul, then it stays as typed (NFKC composes it)', () => {
    expect(normaliseAdminName(' 관리자 ')).toBe('관리자');
    expect(normaliseAdminName('\u1100\u1161')).toBe('가');
  });
});
