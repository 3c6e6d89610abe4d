import { gzipSync } from 'node:zlib';
import type { RouteInfo } from './routes';

/** One malformed request: what to change in an otherwise ordinary call of a route. */
export interface FuzzCase {
  kind: string;
  url: string;
  /** a JSON value sent as JSON, or raw bytes with their own headers */
  json?: unknown;
  raw?: { body: Buffer | string; headers: Record<string, string> };
  multipart?: { fields: [string, string][]; files: [string, string][] };
}

const NUL = '\u0000';
const ROUND = {
  title: '회차',
  description: '<p>설명</p>',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-01-01T00:00:00+09:00',
  endTs: '2030-01-01T00:00:00+09:00',
};
const APPLICATION = {
  name: '홍길동',
  phone: '01012345678',
  supplyType: 'GENERAL-15',
  supplyUid: 1,
  isConsentStatus: true,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
};
const NOTICE = { title: '공지', content: '<p>본문</p>', topFixed: false };
const RESOURCE = { title: '자료', content: '<p>본문</p>' };
const POPUP = {
  title: '팝업',
  content: '<p>본문</p>',
  startTs: '2026-01-01',
  endTs: '2026-12-31',
  linkUrl: null,
};

/** A well-formed body of each route that takes one (a JSON body, or the JSON part of a multipart body). */
const EXAMPLES: Record<string, { body: Record<string, unknown>; part?: string }> = {
  'post /portal/login': { body: { username: 'admin', password: 'password-1234' } },
  'post /portal/login/code': { body: { ticket: 'not-a-ticket', code: '123456' } },
  'post /portal/login/enrol': { body: { ticket: 'not-a-ticket' } },
  'post /portal/login/enrol/confirm': { body: { ticket: 'not-a-ticket', code: '123456' } },
  'post /portal/admin/notice': { body: NOTICE, part: 'notice' },
  'put /portal/admin/notice/:id': { body: NOTICE, part: 'notice' },
  'post /portal/resource': { body: RESOURCE, part: 'resource' },
  'put /portal/admin/resource/:id': { body: RESOURCE, part: 'resource' },
  'post /portal/admin/subscription': { body: ROUND },
  'put /portal/admin/subscription/:id': { body: ROUND },
  'put /portal/admin/subscription/:id/close': { body: { isClosed: true } },
  'post /user/subscriptionApplicants': { body: APPLICATION },
  'put /user/subscriptionApplicants/:id': { body: APPLICATION },
  'post /user/subscriptionApplicants/lookup': { body: { name: '홍길동', phone: '01012345678', uid: 1 } },
  'put /portal/admin/subscriptionApplicants': {
    body: { subscriptionId: 1, statusUpdates: [{ applicantId: 1, winningState: '예비 1' }] },
  },
  'post /api/portal/popup': { body: POPUP, part: 'popup' },
  'put /api/portal/popup/:id': { body: POPUP, part: 'popup' },
  'post /portal/niceid/callback': { body: { token_version_id: 'x', enc_data: 'x', integrity_value: 'x' } },
};

/** Every query key some route reads, with an ordinary value. */
const QUERY: Record<string, string> = {
  page: '0',
  size: '10',
  field: 'title',
  keyword: '공고',
  topFixed: 'true',
  name: '홍길동',
  phone: '01012345678',
  uid: '1',
  token_version_id: 'x',
  enc_data: 'x',
  integrity_value: 'x',
};

const OVERLONG = 'x'.repeat(20_000);
const WRONG_TYPES: unknown[] = [null, 12, -1, 1.5, true, '', 'text', [], {}, [NUL], { $gt: '' }, OVERLONG];
const BAD_TEXTS = [NUL, `a${NUL}b`, OVERLONG, '\uD800', '\u202E', '한글'.repeat(3000), ' ', '\r\n'];

const PARAM_VALUES = [
  '%00',
  '1%00',
  '9'.repeat(5000),
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '-1',
  '1.5',
  '%2e%2e%2f',
  '0x10',
];
const RAW_JSON = [
  '{"title": ',
  '[1,',
  '"',
  '{"a":}',
  'nul',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
];

/** Every string and value position of a JSON value, as paths. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = replacement;
  return copy;
}

const withParams = (path: string, value = '1') => path.replace(/:[A-Za-z]+/g, value);
const json = (body: string, contentType = 'application/json') => ({
  body,
  headers: { 'Content-Type': contentType },
});

/** The malformed calls of one route: NUL, overlong and wrong-typed values in every position, broken bodies and encodings. */
export function fuzzCases(route: RouteInfo): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const url = withParams(route.path);
  if (route.path.includes(':'))
    for (const value of PARAM_VALUES) cases.push({ kind: 'param', url: withParams(route.path, value) });
  for (const key of Object.keys(QUERY)) {
    for (const value of [NUL, `a${NUL}`, OVERLONG, '%FF']) {
      const query = new URLSearchParams({ ...QUERY, [key]: value }).toString().replace('%25FF', '%FF');
      cases.push({ kind: 'query', url: `${url}?${query}` });
    }
    cases.push({ kind: 'query', url: `${url}?${key}=1&${key}=2&${key}[a]=3` });
  }
  cases.push({ kind: 'query', url: `${url}?%00=1&%E0%A4%A=2&page=%` });
  if (route.method === 'get' || route.method === 'delete') return cases;

  const example = EXAMPLES[`${route.method} ${route.path}`] ?? { body: { title: '제목' } };
  const bodies: unknown[] = [];
  for (const path of leaves(example.body)) {
    for (const text of BAD_TEXTS) bodies.push(setAt(example.body, path, text));
    for (const wrong of WRONG_TYPES) bodies.push(setAt(example.body, path, wrong));
  }
  bodies.push(...WRONG_TYPES, { ...example.body, [NUL]: 1 });
  for (const body of bodies) {
    cases.push({ kind: 'json', url, json: example.part ? { [example.part]: body } : body });
    if (example.part)
      cases.push({
        kind: 'multipart',
        url,
        multipart: { fields: [[example.part, JSON.stringify(body)]], files: [] },
      });
  }
  for (const text of RAW_JSON) cases.push({ kind: 'malformed json', url, raw: json(text) });

  const part = example.part ?? 'notice';
  const good = JSON.stringify(example.body);
  cases.push(
    { kind: 'multipart', url, multipart: { fields: [[part, `${good}${NUL}`]], files: [] } },
    { kind: 'multipart', url, multipart: { fields: [[`${part}${NUL}`, good]], files: [] } },
    { kind: 'multipart', url, multipart: { fields: [[part, good]], files: [['files', `a${NUL}.pdf`]] } },
    {
      kind: 'multipart',
      url,
      multipart: { fields: [[part, good]], files: [['image', `${'가'.repeat(300)}.png`]] },
    },
    { kind: 'multipart', url, multipart: { fields: [[part, good]], files: [['other', 'a.pdf']] } },
    { kind: 'multipart', url, multipart: { fields: [[part, good]], files: [['files', '../../etc/passwd']] } },
    { kind: 'multipart', url, multipart: { fields: [['deletedFiles', `["a${NUL}"]`]], files: [] } },
    {
      kind: 'multipart',
      url,
      multipart: {
        fields: Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'] as [string, string]),
        files: [],
      },
    },
  );
  for (const body of [
    '--zz\r\nbroken',
    '--zz--',
    `--zz\r\nContent-Disposition: form-data; name="${part}"\r\n\r\n${good}`,
    '',
  ])
    cases.push({
      kind: 'bad multipart',
      url,
      raw: { body, headers: { 'Content-Type': 'multipart/form-data; boundary=zz' } },
    });
  cases.push({
    kind: 'bad multipart',
    url,
    raw: { body: 'x', headers: { 'Content-Type': 'multipart/form-data' } },
  });

  const utf8 = JSON.stringify(example.body);
  cases.push(
    {
      kind: 'encoding',
      url,
      raw: {
        body: Buffer.from(utf8, 'utf16le'),
        headers: { 'Content-Type': 'application/json; charset=utf-16' },
      },
    },
    {
      kind: 'encoding',
      url,
      raw: {
        body: Buffer.from(utf8, 'latin1'),
        headers: { 'Content-Type': 'application/json; charset=koi8-r' },
      },
    },
    {
      kind: 'encoding',
      url,
      raw: {
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xff, 0x22, 0x7d]),
        headers: { 'Content-Type': 'application/json' },
      },
    },
    {
      kind: 'encoding',
      url,
      raw: { body: `\uFEFF${utf8}`, headers: { 'Content-Type': 'application/json' } },
    },
    {
      kind: 'encoding',
      url,
      raw: {
        body: gzipSync(utf8),
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      },
    },
    {
      kind: 'encoding',
      url,
      raw: { body: 'not gzip', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } },
    },
    {
      kind: 'encoding',
      url,
      raw: {
        body: utf8,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br, zstd, x-unknown' },
      },
    },
    {
      kind: 'encoding',
      url,
      raw: { body: 'a=%00&b=%FF&c', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    },
    { kind: 'encoding', url, raw: { body: utf8, headers: { 'Content-Type': 'text/plain; charset=utf-8' } } },
  );
  return cases;
}
