import { readLoginRedirectState, safeAdminReturnPath } from '../src/auth/return-path';

describe('safeAdminReturnPath', () => {
  it('keeps admin paths with their query and hash', () => {
    expect(safeAdminReturnPath('/admin')).toBe('/admin');
    expect(safeAdminReturnPath('/admin/subscriptionApplicants/detail')).toBe(
      '/admin/subscriptionApplicants/detail',
    );
    expect(safeAdminReturnPath('/admin/audit?kind=round#top')).toBe('/admin/audit?kind=round#top');
  });

  it('refuses other origins, public pages and tricks', () => {
    for (const bad of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/admin\\..\\notice',
      '/administrator',
      '/admin/../notice',
      '/notice',
      'admin',
      '',
      '/admin\n/x',
      'javascript:alert(1)',
      42,
      null,
      undefined,
    ]) {
      expect(safeAdminReturnPath(bad)).toBeNull();
    }
  });
});

describe('readLoginRedirectState', () => {
  it('reads the message and a safe return path from any state', () => {
    expect(readLoginRedirectState({ message: '로그인이 만료되었습니다.', from: '/admin/audit' })).toEqual({
      message: '로그인이 만료되었습니다.',
      from: '/admin/audit',
    });
    expect(readLoginRedirectState({ from: 'https://evil.example' })).toEqual({ message: null, from: null });
    expect(readLoginRedirectState(null)).toEqual({ message: null, from: null });
    expect(readLoginRedirectState('text')).toEqual({ message: null, from: null });
  });
});
