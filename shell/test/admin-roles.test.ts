import { screenAccess, showsFor } from '../src/features/admin-roles/admin-roles';

test('a screen of roles opens for one of them, waits while they are read, and says no otherwise', () => {
  expect(screenAccess(['rounds', 'review'], ['review'])).toBe('open');
  expect(screenAccess(['rounds', 'review'], ['content'])).toBe('forbidden');
  expect(screenAccess(['rounds'], [])).toBe('forbidden');
  expect(screenAccess(['rounds'], undefined)).toBe('waiting');
  // roles that could not be read hide nothing: the server refuses each call it must
  expect(screenAccess(['rounds'], null)).toBe('open');
});

test("every admin's own screens open at once, whatever the roles", () => {
  expect(screenAccess('signedIn', undefined)).toBe('open');
  expect(screenAccess('signedIn', [])).toBe('open');
  expect(screenAccess(undefined, [])).toBe('open');
});

test('a menu item shows only once the roles allow it', () => {
  expect(showsFor(['content'], undefined)).toBe(false);
  expect(showsFor(['content'], ['content'])).toBe(true);
  expect(showsFor(['content'], ['rounds'])).toBe(false);
  expect(showsFor('signedIn', undefined)).toBe(true);
});
