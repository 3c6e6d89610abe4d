// The types of a contract call's request and answer, for browser endpoints: a type-only import of
// `typeof calls.x`, so that no zod reaches a public page.
//   build.query<ResponseOf<typeof noticeCalls.detail>, ParamsOf<typeof noticeCalls.detail>['id']>
import type { z } from 'zod';
import type { PathParams } from './route';

/** What a call answers on success: its response schema's output; `void` for a call without a body (204). */
export type ResponseOf<C> = C extends { response: infer Schema extends z.ZodType } ? z.output<Schema> : void;

/** A call's JSON body as a client sends it (its schema's input: defaults may be left out). */
export type BodyOf<C> = C extends { body: infer Schema extends z.ZodType } ? z.input<Schema> : never;

/** A call's path parameters as a client fills them into its URL (`urlOf`, `requestOf`). */
export type ParamsOf<C> = C extends { path: infer Path extends string }
  ? Record<PathParams<Path>, string | number>
  : never;

/**
 * A call's query as a client sends it: the keys its schema takes, optional where the schema lets them
 * be, with the values the server reads (a coerced number is sent as a number).
 */
export type QueryOf<C> = C extends { query: infer Schema extends z.ZodType }
  ? { [Key in keyof z.input<Schema>]: Key extends keyof z.output<Schema> ? z.output<Schema>[Key] : never }
  : never;
