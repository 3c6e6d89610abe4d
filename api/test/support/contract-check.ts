// Every answer an API test receives is held against the HTTP contract: the call its method and path
// name, and that call's schema for the status it got. A success answer must parse with the call's
// response schema and carry no field the schema does not name; an error answer must be the one
// `{ message }` JSON; a page, script or file must carry the media type the call names. Importing this
// file hooks supertest and fetch once, so no test has to ask for the check (scripts/run-node-tests.mjs
// preloads it for the API tests).
import { z } from 'zod';
import supertest from 'supertest';
import type { Call } from '@portal/shared-types/http/call';
import { allCalls } from '@portal/shared-types/http/contract';
import { errorSchema } from '@portal/shared-types/http/error';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchers = allCalls.map((call) => ({
  call,
  pattern: new RegExp(
    `^${call.path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('')}/?$`,
  ),
  // a literal segment beats a parameter: GET /api/portal/popup/active is not popup `active`
  params: (call.path.match(/:[A-Za-z]+/g) ?? []).length,
}));

/** The contract call a request names, or undefined for a page, a static file or an unknown path. */
export function callOf(method: string, url: string): Call | undefined {
  const path = new URL(url, 'http://localhost').pathname;
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  return matchers
    .filter((matcher) => matcher.call.method === verb && matcher.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.call;
}

export const spelled = (call: Pick<Call, 'method' | 'path'>) => `${call.method.toUpperCase()} ${call.path}`;

/** What the checker reads of an answer (a supertest response has all of it). */
export interface CheckedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the parsed JSON body */
  body?: unknown;
  /** the raw text, when it is text */
  text?: string;
}

/** The dotted paths of keys the JSON holds but the parsed value dropped: fields the schema never named. */
export function unnamedKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => unnamedKeys(item, parsed[index], `${at}[${index}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) => {
    const path = at ? `${at}.${key}` : key;
    return key in parsed ? unnamedKeys(sent[key], parsed[key], path) : [path];
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const contentTypeOf = (answer: CheckedResponse) => String(answer.headers['content-type'] ?? '');

/** `image/*` takes any image; otherwise the media type before its parameters must be the named one. */
function mediaTypeMatches(contentType: string, wanted: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // a list names every type the call may answer with
  return wanted
    .split(',')
    .map((one) => one.trim())
    .some((one) => (one.endsWith('/*') ? type.startsWith(one.slice(0, -1)) : type === one));
}

function jsonProblems(schema: z.ZodType, answer: CheckedResponse): string[] {
  if (!mediaTypeMatches(contentTypeOf(answer), 'application/json'))
    return [`expected JSON, got Content-Type "${contentTypeOf(answer)}"`];
  const result = schema.safeParse(answer.body);
  if (!result.success) return [z.prettifyError(result.error)];
  const unnamed = unnamedKeys(answer.body, result.data);
  return unnamed.length > 0 ? [`fields the contract does not name: ${unnamed.join(', ')}`] : [];
}

const hasBody = (answer: CheckedResponse) =>
  (answer.text ?? '') !== '' ||
  (Buffer.isBuffer(answer.body) ? answer.body.length > 0 : false) ||
  (isPlainObject(answer.body) && Object.keys(answer.body).length > 0);

/** What Node's HTTP server answers, empty, to a request it cannot parse (431: headers over 16 KB). */
const PARSER_STATUSES = new Set([400, 431]);

/** The ways an answer breaks its call's contract (empty when it keeps it). */
export function contractProblems(
  call: Call,
  answer: CheckedResponse,
  method: string = call.method,
): string[] {
  const { status } = answer;
  // a conditional GET answered from the client's copy: no body to check
  if (status === 304) return [];
  const head = method.toLowerCase() === 'head';
  const success = call.status ?? 200;
  if (status === success) {
    if (status === 204) return hasBody(answer) ? ['a 204 answer must have no body'] : [];
    if (call.response) return head ? [] : jsonProblems(call.response, answer);
    if (call.produces)
      return mediaTypeMatches(contentTypeOf(answer), call.produces)
        ? []
        : [`expected Content-Type ${call.produces}, got "${contentTypeOf(answer)}"`];
    return [`the contract names no response for status ${status}`];
  }
  if (call.otherResponses && status in call.otherResponses) {
    const schema = call.otherResponses[status];
    if (!schema) return hasBody(answer) ? [`a ${status} answer must have no body`] : [];
    return head ? [] : jsonProblems(schema, answer);
  }
  if (status >= 400) {
    if (head) return [];
    // Node's HTTP parser refuses oversized headers or a broken request line before the app sees them;
    // the real server answers those with JSON too (unreadable-requests.test.ts), a test's bare server not
    if (PARSER_STATUSES.has(status) && !contentTypeOf(answer) && !hasBody(answer)) return [];
    // a page the browser opens itself (the identity provider's return) tells its error as a page too
    if (call.produces === 'text/html' && mediaTypeMatches(contentTypeOf(answer), 'text/html')) return [];
    return jsonProblems(errorSchema, answer);
  }
  return [`status ${status} is not an answer of this call (it answers ${success})`];
}

/** An error naming the call and what broke, or null when the answer keeps the contract or names no call. */
export function checkResponse(method: string, url: string, answer: CheckedResponse): Error | null {
  const call = callOf(method, url);
  if (!call) return null;
  const problems = contractProblems(call, answer, method);
  if (problems.length === 0) return null;
  const path = new URL(url, 'http://localhost').pathname;
  const error = new Error(
    `The ${answer.status} answer to ${method.toUpperCase()} ${path} breaks the contract of ${spelled(call)} ` +
      `("${call.summary}"):\n${problems.join('\n')}`,
  );
  // where it broke is the server's answer, not this file: the stack would only point here
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

type Assert = (this: SupertestTest, error: unknown, res: CheckedResponse | undefined, fn?: Done) => void;
type Done = (this: SupertestTest, error: unknown, res: CheckedResponse | undefined) => void;
interface SupertestTest {
  method: string;
  url: string;
}

const HOOKED = Symbol.for('portal.contractCheck');
const prototype = supertest.Test.prototype as unknown as { assert: Assert; [HOOKED]?: true };

/**
 * supertest runs a test's own expectations in `assert` and then calls back: the contract is checked
 * there, after them, so a test's own failure is reported first and a broken contract fails the request.
 */
if (!prototype[HOOKED]) {
  const original = prototype.assert;
  prototype.assert = function (error, res, fn) {
    original.call(this, error, res, function (this: SupertestTest, failure, response) {
      const broken = !failure && response ? checkResponse(this.method, this.url, response) : null;
      fn?.call(this, broken ?? failure, response);
    });
  };
  prototype[HOOKED] = true;
}

const FETCH_HOOKED = Symbol.for('portal.contractCheck.fetch');
type Fetch = typeof fetch & { [FETCH_HOOKED]?: true };

/**
 * The tests that start real API processes (replicas, scale-out behind nginx, migrations) ask them with
 * fetch: its answers to contract calls are checked too, and a broken one rejects the fetch. A JSON or
 * empty answer is read from a copy, so the test still reads its own; a page, script or file is checked
 * by its Content-Type only, never waited for.
 */
async function checkedFetch(original: typeof fetch, ...[input, init]: Parameters<typeof fetch>) {
  const res = await original(input, init);
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const url = input instanceof Request ? input.url : String(input);
  if (!callOf(method, url)) return res;
  const type = res.headers.get('content-type') ?? '';
  const readable = /json/i.test(type) || res.status === 204 || (res.status >= 400 && !type);
  const text = readable && method.toUpperCase() !== 'HEAD' ? await res.clone().text() : '';
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const broken = checkResponse(method, url, {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body,
    text,
  });
  if (broken) throw broken;
  return res;
}

if (!(globalThis.fetch as Fetch)[FETCH_HOOKED]) {
  const original = globalThis.fetch;
  const hooked: Fetch = (...args: Parameters<typeof fetch>) => checkedFetch(original, ...args);
  hooked[FETCH_HOOKED] = true;
  globalThis.fetch = hooked;
}
