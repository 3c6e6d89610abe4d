import type { z } from 'zod';
import { allCalls } from '../src/http/contract';
import type { Call } from '../src/http/call';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The places where a schema takes anything (`z.unknown()`, `z.any()`, an object that keeps unnamed
 * keys), by path. Such an answer cannot drift from the contract: it has none.
 */
function looseSpots(schema: z.ZodType, at = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined, path = at) => (inner ? looseSpots(inner, path, seen) : []);
  switch (def.type) {
    case 'unknown':
    case 'any':
      return [at || '(the whole answer)'];
    case 'object': {
      const catchall = def.catchall ? defOf(def.catchall).type : 'none';
      return [
        ...(catchall === 'unknown' || catchall === 'any'
          ? [`${at || '(the whole answer)'} keeps unnamed keys`]
          : []),
        ...Object.entries(def.shape ?? {}).flatMap(([key, inner]) => walk(inner, at ? `${at}.${key}` : key)),
      ];
    }
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'record':
      return [...walk(def.keyType), ...walk(def.valueType, `${at}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk(def.getter?.());
    default:
      return walk(def.innerType);
  }
}

const spelled = (call: Call) => `${call.method.toUpperCase()} ${call.path}`;

describe("the HTTP contract's answers", () => {
  test('every call names what its success answers: JSON with a schema, a media type, or no body (204)', () => {
    const unnamed = allCalls
      .filter((call) => !call.response && !call.produces && call.status !== 204)
      .map(spelled);
    expect(unnamed).toEqual([]);
  });

  test('no answer schema takes anything: no z.unknown(), no z.any(), no object keeping unnamed keys', () => {
    const loose = allCalls.flatMap((call) =>
      [call.response, ...Object.values(call.otherResponses ?? {})]
        .filter((schema): schema is z.ZodType => !!schema)
        .flatMap((schema) => looseSpots(schema).map((spot) => `${spelled(call)}: ${spot}`)),
    );
    expect(loose).toEqual([]);
  });

  test('a 204 call names no body, and a JSON call no media type beside it', () => {
    expect(
      allCalls.filter((call) => call.status === 204 && (call.response || call.produces)).map(spelled),
    ).toEqual([]);
    expect(allCalls.filter((call) => call.response && call.produces).map(spelled)).toEqual([]);
  });

  test('the walk finds what it looks for (so the tests above can fail)', async () => {
    const { z } = await import('zod');
    expect(looseSpots(z.object({ a: z.array(z.object({ b: z.unknown() })) }))).toEqual(['a[].b']);
    expect(looseSpots(z.looseObject({ a: z.string() }))).toEqual(['(the whole answer) keeps unnamed keys']);
    expect(looseSpots(z.record(z.string(), z.any()).nullable())).toEqual(['{}']);
    expect(looseSpots(z.json())).toEqual([]);
  });
});
