import { readServerData } from '../src/server-data';

const remotes = { mf_info: '/a', mf_apply: '/b', mf_board: '/c', mf_admin: '/d' };
const data = { remotes, apiState: { queries: {} }, page: { remote: 'mf_info', key: 'home' } };

/** A document whose server-data block holds `text` (none when undefined). */
const docWith = (text: string | undefined) =>
  ({ getElementById: () => (text === undefined ? null : { textContent: text }) }) as unknown as Document;
const read = (value: unknown) => readServerData(docWith(JSON.stringify(value)));

describe('readServerData', () => {
  test('reads well-formed data; keys it does not know are dropped', () => {
    expect(read(data)).toEqual(data);
    expect(read({ ...data, extra: 1, page: { ...data.page, extra: 2 } })).toEqual(data);
    expect(read({ ...data, page: null })).toEqual({ ...data, page: null });
    expect(read({ ...data, apiState: null })).toEqual({ ...data, apiState: null });
  });

  test.each([
    ['no block', undefined],
    ['text that is not JSON', '{'],
    ['an array', '[]'],
  ])('gives null for %s', (_name, text) => {
    expect(readServerData(docWith(text))).toBeNull();
  });

  test.each([
    ['no apiState', { remotes, page: null }],
    ['no page', { remotes, apiState: null }],
    ['a missing remote', { ...data, remotes: { ...remotes, mf_admin: undefined } }],
    ['an unknown remote', { ...data, remotes: { ...remotes, mf_other: '/e' } }],
    ['a remote URL that is not text', { ...data, remotes: { ...remotes, mf_info: 1 } }],
    ['remotes as an array', { ...data, remotes: [] }],
    ['a page of an unknown remote', { ...data, page: { remote: 'mf_other', key: 'home' } }],
    ['an unknown page key', { ...data, page: { remote: 'mf_info', key: 'nowhere' } }],
    ['a page that is not an object', { ...data, page: 'home' }],
  ])('gives null for %s', (_name, value) => {
    expect(read(value)).toBeNull();
  });
});
