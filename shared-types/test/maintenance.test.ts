import { isMaintenanceApplicable, MAINTENANCE_ENABLED, MAINTENANCE_TEXT } from '../src/site/maintenance';

describe('maintenance', () => {
  it('is switched off', () => {
    expect(MAINTENANCE_ENABLED).toBe(false);
    expect(isMaintenanceApplicable('/')).toBe(false);
  });
  it('when switched off, then never applies', () => {
    expect(isMaintenanceApplicable('/introduction', false)).toBe(false);
  });
  it.each(['/', '/introduction', '/map', '/popup/1', '/requirement'])(
    'when on, then applies to %s',
    (path) => {
      expect(isMaintenanceApplicable(path, true)).toBe(true);
    },
  );
  it.each([
    '/login',
    '/admin',
    '/admin/popup',
    '/resources/detail/1',
    '/notice',
    '/notice/resources',
    '/apply/finance',
    '/inquiry',
  ])('when on, then spares %s', (path) => {
    expect(isMaintenanceApplicable(path, true)).toBe(false);
  });
  it('shows the hours 14:00 to 15:00', () => {
    expect(MAINTENANCE_TEXT.hours).toContain('14:00 ~ 15:00');
    expect(MAINTENANCE_TEXT.title).not.toBe('');
    expect(MAINTENANCE_TEXT.message).toContain('잠시 후 다시');
  });
});
