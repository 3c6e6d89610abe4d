/** @jest-environment jsdom */
import { makeStore, saveAdminToken, selectAdminToken } from '../src/store';

const TOKEN = 'header.payload.sig';

beforeEach(() => {
  localStorage.clear();
});

/** What another tab's write looks like to this one. */
function otherTabSets(value: string | null) {
  if (value === null) localStorage.removeItem('adminToken');
  else localStorage.setItem('adminToken', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: value }));
}

test('when a page starts, then the stored token is read once into the store, and later storage reads are not needed', () => {
  localStorage.setItem('adminToken', TOKEN);
  const read = jest.spyOn(Storage.prototype, 'getItem');
  const store = makeStore();
  expect(selectAdminToken(store.getState())).toBe(TOKEN);
  expect(read.mock.calls.filter(([key]) => key === 'adminToken')).toHaveLength(1);
  read.mockRestore();
});

test('when the server renders, then its store holds no token', () => {
  localStorage.setItem('adminToken', TOKEN);
  expect(selectAdminToken(makeStore({ apiBase: 'http://api.test/' }).getState())).toBeNull();
});

test('when the admin signs in and out, then the store and the storage both follow', () => {
  const store = makeStore();
  saveAdminToken(store.dispatch, TOKEN);
  expect(selectAdminToken(store.getState())).toBe(TOKEN);
  expect(localStorage.getItem('adminToken')).toBe(TOKEN);
  saveAdminToken(store.dispatch, null);
  expect(selectAdminToken(store.getState())).toBeNull();
  expect(localStorage.getItem('adminToken')).toBeNull();
});

test('when another tab signs in or out, then this page follows', () => {
  const store = makeStore();
  otherTabSets(TOKEN);
  expect(selectAdminToken(store.getState())).toBe(TOKEN);
  otherTabSets(null);
  expect(selectAdminToken(store.getState())).toBeNull();
});

test('when storage is blocked, then nobody is signed in and a sign-in lasts as long as the page', () => {
  const read = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  const write = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  const store = makeStore();
  expect(selectAdminToken(store.getState())).toBeNull();
  saveAdminToken(store.dispatch, TOKEN);
  expect(selectAdminToken(store.getState())).toBe(TOKEN);
  read.mockRestore();
  write.mockRestore();
});
