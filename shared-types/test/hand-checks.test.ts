// The checks public pages run without zod must accept and give exactly what the zod schemas do.
import * as z from 'zod/mini';
import { isIsoDate } from '../src/common/dates';
import { identityResultSchema } from '../src/identity/identity.schema';
import { identityResultOf, ISO_DATE_TIME } from '../src/identity/identity-rules';
import { regexes } from 'zod/v4/core';
import { parseLiveRemotes } from '../src/site/live-remotes';
import { noticePageOf, noticeSummaryPageOf, searchFieldOr } from '../src/board/notice-rules';
import { positiveIdOf } from '../src/common/ids';
import { idParamSchema } from '../src/common/params.schema';
import {
  noticeSchema,
  noticeSummarySchema,
  pageSchema,
  searchFieldSchema,
} from '../src/board/notices.schema';
import { popupOf } from '../src/popups/popup-rules';
import { popupSchema } from '../src/popups/popups.schema';
import { remoteNames } from '../src/site/routes';

/** What a schema's safeParse gives, as the hand check's `T | null`. */
const viaZod = (
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const popup = {
  id: 3,
  title: '공지',
  content: '<p>내용</p>',
  startTs: '2026-02-28',
  endTs: '2028-02-29',
  imageUrl: null,
  linkUrl: '/notice',
};

describe('popupOf agrees with popupSchema', () => {
  test.each([
    popup,
    { ...popup, extra: 1 },
    { ...popup, imageUrl: '/files/a.png', linkUrl: null },
    { ...popup, id: 1.5 },
    { ...popup, id: '3' },
    { ...popup, id: Number.MAX_SAFE_INTEGER + 1 },
    { ...popup, title: null },
    { ...popup, startTs: '2026-02-29' },
    { ...popup, startTs: '2000-02-29' },
    { ...popup, startTs: '1900-02-29' },
    { ...popup, endTs: '2026-13-01' },
    { ...popup, endTs: '2026-04-31' },
    { ...popup, endTs: '2026-4-30' },
    { ...popup, endTs: '2026-04-30T00:00:00Z' },
    { ...popup, imageUrl: undefined },
    { ...popup, linkUrl: 3 },
    null,
    [],
    'popup',
  ])('%j', (value) => {
    expect(popupOf(value)).toEqual(viaZod(popupSchema, value));
  });

  test.each([
    '0000-02-29',
    '0050-01-31',
    '2024-02-29',
    '2023-02-29',
    '2026-00-10',
    '2026-12-00',
    '9999-12-31',
  ])('isIsoDate(%s) as z.iso.date()', (text) => {
    expect(isIsoDate(text)).toBe(z.iso.date().safeParse(text).success);
  });
});

const notice = {
  id: 1,
  title: 't',
  content: 'c',
  createdAt: '2026-01-01T00:00:00Z',
  topFixed: true,
  fileUrl: {},
};
const summary = { id: 1, title: 't', createdAt: '2026-01-01T00:00:00Z', topFixed: true, hasFiles: false };
const page = { content: [notice], last: true, totalElements: 1, totalPages: 1, number: 0, size: 100 };

describe('noticePageOf agrees with pageSchema(noticeSchema)', () => {
  test.each([
    page,
    { ...page, extra: true, content: [{ ...notice, extra: 1, fileUrl: { 'a.pdf': '/files/1' } }] },
    { ...page, content: [] },
    { ...page, content: [{ ...notice, fileUrl: { 'a.pdf': 1 } }] },
    { ...page, content: [{ ...notice, fileUrl: [] }] },
    { ...page, content: [notice, { ...notice, topFixed: 'true' }] },
    { ...page, last: 'true' },
    { ...page, size: 1.5 },
    { ...page, totalPages: undefined },
    { ...page, content: null },
    null,
  ])('%j', (value) => {
    expect(noticePageOf(value)).toEqual(viaZod(pageSchema(noticeSchema), value));
  });

  test.each([
    { ...page, content: [summary] },
    { ...page, content: [{ ...summary, extra: 1, content: 'c' }] },
    { ...page, content: [] },
    { ...page, content: [{ ...summary, hasFiles: 'false' }] },
    { ...page, content: [{ ...summary, hasFiles: undefined }] },
    { ...page, content: [{ ...summary, topFixed: 1 }] },
    { ...page, content: [{ ...summary, id: 1.5 }] },
    { ...page, content: [notice] },
    { ...page, number: '0', content: [summary] },
    null,
  ])('noticeSummaryPageOf(%j) as pageSchema(noticeSummarySchema)', (value) => {
    expect(noticeSummaryPageOf(value)).toEqual(viaZod(pageSchema(noticeSummarySchema), value));
  });

  test.each(['title', 'content', 'TITLE', '', null, undefined])('searchFieldOr(%j)', (text) => {
    expect(searchFieldOr(text, 'title')).toBe(searchFieldSchema.catch('title').parse(text ?? 'title'));
  });

  test.each([
    '1',
    '42',
    ' 7 ',
    '1.0',
    '0',
    '-1',
    '1.5',
    '',
    'abc',
    '2147483647',
    '2147483648',
    '1e3',
    undefined,
  ])('positiveIdOf(%j) as idParamSchema', (text) => {
    const parsed = idParamSchema.safeParse({ id: text });
    expect(positiveIdOf(text)).toBe(parsed.success ? parsed.data.id : null);
  });
});

describe('parseLiveRemotes', () => {
  const live = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      { entry: `/remotes/${name}/1/mf-manifest.json`, version: '1', deployedAt: null },
    ]),
  );

  test('keeps a well-formed answer, without keys it does not know', () => {
    expect(parseLiveRemotes({ ...live, other: 1, mf_info: { ...live.mf_info, extra: 2 } })).toEqual(live);
  });

  test.each([
    ['a missing remote', { ...live, mf_admin: undefined }],
    ['an empty entry', { ...live, mf_info: { ...live.mf_info, entry: '' } }],
    ['an empty version', { ...live, mf_info: { ...live.mf_info, version: '' } }],
    ['a missing deployment time', { ...live, mf_info: { entry: 'x', version: '1' } }],
    ['a numeric deployment time', { ...live, mf_info: { ...live.mf_info, deployedAt: 5 } }],
    ['an array', []],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(parseLiveRemotes(value)).toBeNull();
  });
});

describe('identityResultOf agrees with identityResultSchema', () => {
  test("its time pattern is zod's own", () => {
    expect(ISO_DATE_TIME.source).toBe(
      regexes.datetime({ offset: true, local: false, precision: null }).source,
    );
  });

  const result = { name: '홍길동', phone: '010-1234-5678', verificationToken: 'token' };
  test.each([
    result,
    { ...result, extra: 1 },
    { ...result, expiresAt: '2026-03-01T10:00:00+09:00' },
    { ...result, expiresAt: '2026-03-01T10:00:00.123Z' },
    { ...result, expiresAt: '2026-03-01T10:00Z' },
    { ...result, expiresAt: '2026-03-01T10:00:00' },
    { ...result, expiresAt: '2026-02-30T10:00:00Z' },
    { ...result, expiresAt: null },
    { ...result, expiresAt: undefined },
    { ...result, name: 1 },
    { ...result, verificationToken: undefined },
    [],
    null,
  ])('%j', (value) => {
    expect(identityResultOf(value)).toEqual(viaZod(identityResultSchema, value));
  });
});
