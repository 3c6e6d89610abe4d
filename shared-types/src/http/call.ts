// A call of the API: its route (./route.ts) joined with what it takes and answers. The server registers
// its handlers from these, validating with the same schemas; the OpenAPI document is generated from them.
import type { z } from 'zod';
import type { AdminRoleRequirement } from '../auth/admin-roles';
import type { Route } from './route';

export interface CallSpec {
  summary: string;
  /** admin: a signed-in admin's bearer token; verification: a verified person's token */
  auth?: 'admin' | 'verification';
  /** an admin call's roles: any one of them may make it (`signedIn`: every admin, for the own account) */
  roles?: AdminRoleRequirement;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** a JSON body */
  body?: z.ZodType;
  /** a multipart body: each part's JSON schema, or a description of a file part */
  multipart?: Record<string, z.ZodType | string>;
  /** the JSON body of the success answer */
  response?: z.ZodType;
  /** the success status, 200 unless named */
  status?: number;
  /**
   * The media type of a success answer that is not JSON (a page, a script, a file), checked on its
   * Content-Type; `image/*` takes any image, and a comma-separated list any of its types. A `text/html` call is a page the browser opens itself, so
   * it tells its errors as a page too.
   */
  produces?: string;
  /**
   * Answers other than the success status and the `{ message }` error (`./error.ts`), by status: the
   * JSON body's schema, or null for no body (`204` of a list with nothing in it).
   */
  otherResponses?: Record<number, z.ZodType | null>;
}

export type Call = Route & CallSpec;

/**
 * Joins a domain's routes with their specs, name by name: a route without a spec, or a spec without a
 * route, does not compile.
 */
export function callsOf<
  Routes extends Record<string, Route>,
  const Specs extends { [Name in keyof Routes]: CallSpec },
>(
  routes: Routes,
  specs: Specs & Record<Exclude<keyof Specs, keyof Routes>, never>,
): { [Name in keyof Routes]: Routes[Name] & Specs[Name] } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, ...specs[name] }]),
  ) as { [Name in keyof Routes]: Routes[Name] & Specs[Name] };
}
