// The exact form of each version's draw.json, checked before any computation: every object has exactly
// its fields (an unknown one is refused at every level, so nothing can ride along unchecked), every value
// its type. Small checks of our own rather than zod: the published verifier stays one small file.
import { HEX64 } from '@portal/shared-types/draw/draw-v3';

/** Adds to `problems` what is wrong with `value` at `path`. */
export type Check = (value: unknown, path: string, problems: string[]) => void;

const MAX_SHOWN = 60;

/** A value as a message names it: short, and never the whole of a long text. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return value.length > MAX_SHOWN
      ? `text ${JSON.stringify(value.slice(0, MAX_SHOWN))}… (${value.length} characters)`
      : `text ${JSON.stringify(value)}`;
  }
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file itself is named by the empty path. */
const at = (path: string, key: string) =>
  !/^[A-Za-z][A-Za-z0-9]*$/.test(key) ? `${path}[${JSON.stringify(key)}]` : path ? `${path}.${key}` : key;
const named = (path: string) => path || 'the file';

const expect =
  (test: (value: unknown) => boolean, what: string): Check =>
  (value, path, problems) => {
    if (!test(value)) problems.push(`${named(path)} must be ${what}, not ${describe(value)}`);
  };

/** A whole number from `min` on (no fraction, within the range JSON numbers keep exactly). */
export const int = (min = Number.MIN_SAFE_INTEGER): Check =>
  expect(
    (value) => Number.isSafeInteger(value) && (value as number) >= min,
    min === Number.MIN_SAFE_INTEGER ? 'a whole number' : `a whole number from ${min} on`,
  );
export const text: Check = expect((value) => typeof value === 'string', 'text');
/** Printable ASCII, as receipt numbers and supply type codes are. */
export const code: Check = expect(
  (value) => typeof value === 'string' && /^[\x21-\x7e]+$/.test(value),
  'a code of printable ASCII characters',
);
export const hex64: Check = expect(
  (value) => typeof value === 'string' && HEX64.test(value),
  'a SHA-256 digest (64 lowercase hex digits)',
);
/** Lowercase hex of whole bytes: keys and signatures. */
export const hex: Check = expect(
  (value) => typeof value === 'string' && /^(?:[0-9a-f]{2})+$/.test(value),
  'lowercase hex digits',
);
export const literal = (expected: string): Check =>
  expect((value) => value === expected, JSON.stringify(expected));
export const nullable =
  (check: Check): Check =>
  (value, path, problems) => {
    if (value !== null) check(value, path, problems);
  };

export const either =
  (a: Check, b: Check, what: string): Check =>
  (value, path, problems) => {
    if (!valid(a, value) && !valid(b, value))
      problems.push(`${named(path)} must be ${what}, not ${describe(value)}`);
  };

export const valid = (check: Check, value: unknown): boolean => {
  const problems: string[] = [];
  check(value, '', problems);
  return problems.length === 0;
};

export const array =
  (item: Check): Check =>
  (value, path, problems) => {
    if (!Array.isArray(value))
      return void problems.push(`${named(path)} must be a list, not ${describe(value)}`);
    value.forEach((element, index) => item(element, `${path}[${index}]`, problems));
  };

/** An object keyed by supply type codes. */
export const record =
  (item: Check): Check =>
  (value, path, problems) => {
    if (!isObject(value))
      return void problems.push(`${named(path)} must be an object, not ${describe(value)}`);
    for (const [key, element] of Object.entries(value)) {
      if (!valid(code, key) || key === '__proto__') {
        problems.push(`${named(path)} has a key ${JSON.stringify(key)} that is not a supply type code`);
      } else item(element, at(path, key), problems);
    }
  };

/** An object with exactly these fields. */
export const object =
  (fields: Record<string, Check>): Check =>
  (value, path, problems) => {
    if (!isObject(value))
      return void problems.push(`${named(path)} must be an object, not ${describe(value)}`);
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(fields, key))
        problems.push(`${named(path)} has an unknown field ${JSON.stringify(key)}`);
    }
    for (const [key, check] of Object.entries(fields)) {
      if (!Object.hasOwn(value, key)) problems.push(`${named(path)} has no field ${JSON.stringify(key)}`);
      else check(value[key], at(path, key), problems);
    }
  };

/** A published result: exactly the fields of its kind. */
const result: Check = (value, path, problems) => {
  const kind = isObject(value) ? value.kind : undefined;
  if (kind === 'reserve') object({ kind: literal('reserve'), reserveNumber: int(1) })(value, path, problems);
  else if (kind === 'won' || kind === 'notWon') object({ kind: literal(kind) })(value, path, problems);
  else if (!isObject(value)) problems.push(`${named(path)} must be an object, not ${describe(value)}`);
  else problems.push(`${path}.kind must be "won", "reserve" or "notWon", not ${describe(kind)}`);
};

export const row = object({
  receiptNumber: code,
  supplyType: code,
  incomeTier: nullable(int()),
  regionalTier: nullable(int()),
});
export const supply = record(object({ winners: int(0), reserves: int(0) }));
export const results = record(array(object({ receiptNumber: code, rank: int(1), result })));

/** The problems of a whole file against its version's form. */
export function shapeProblems(check: Check, value: unknown): string[] {
  const problems: string[] = [];
  check(value, '', problems);
  return problems;
}
