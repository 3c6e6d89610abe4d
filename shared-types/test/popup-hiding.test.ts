import { isHiddenToday, rememberHiddenToday } from '../src/popups/popup-hiding';
import { popupHiddenKey } from '../src/auth/storage-keys';

const NOW = new Date('2026-03-02T10:00:00+09:00');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

test('when do-not-show-today is ticked, then the popup is hidden until midnight in Seoul and shows after', () => {
  const storage = memoryStorage();
  rememberHiddenToday(storage, 3, true, NOW);
  expect(isHiddenToday(storage, 3, NOW)).toBe(true);
  expect(isHiddenToday(storage, 3, new Date('2026-03-02T23:59:59+09:00'))).toBe(true);
  expect(isHiddenToday(storage, 3, new Date('2026-03-03T00:00:00+09:00'))).toBe(false);
  expect(storage.items.has(popupHiddenKey(3))).toBe(false);
});

test('when a record is unreadable or unticked, then the popup shows and the record goes', () => {
  const storage = memoryStorage();
  storage.setItem(popupHiddenKey(4), '{not json');
  expect(isHiddenToday(storage, 4, NOW)).toBe(false);
  expect(storage.items.size).toBe(0);
  rememberHiddenToday(storage, 5, true, NOW);
  rememberHiddenToday(storage, 5, false, NOW);
  expect(isHiddenToday(storage, 5, NOW)).toBe(false);
});
