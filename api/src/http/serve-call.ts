import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Call } from '@portal/shared-types/http/call';
import { mayCall, type AdminRoleRequirement } from '@portal/shared-types/auth/admin-roles';
import { messages } from '@portal/shared-types/common/messages';
import { AppError } from './app-error';
import { validate } from './validate';

/** What a call's schema parses to; `Otherwise` where the call has none. */
export type Parsed<Schema, Otherwise = never> = Schema extends z.ZodType ? z.output<Schema> : Otherwise;

/** A query after validation: what its schema parses to, else Express's own. */
export type ParsedQuery<Schema> = Parsed<Schema, Record<string, unknown>>;

/** A request of `C` after validation: params, query and body are what its schemas parse to. */
export type CallRequest<C extends Call> = Request<
  Parsed<C['params'], Record<string, string>>,
  unknown,
  Parsed<C['body'], unknown>,
  ParsedQuery<C['query']>
>;

export type CallHandler<C extends Call> = (req: CallRequest<C>, res: Response, next: NextFunction) => unknown;

export interface CallGuards {
  /** answers 401 unless a signed-in admin asks; leaves their roles in `res.locals.admin.roles` */
  admin: RequestHandler;
}

/**
 * Answers 403 unless the signed-in admin holds one of the call's roles. Not audited: nothing happened,
 * and the session goes on (the browser stays signed in and says the work is not theirs).
 */
export function requireRoles(required: AdminRoleRequirement): RequestHandler {
  return (_req, res, next) => {
    const held = (res.locals.admin as { roles?: readonly string[] } | undefined)?.roles ?? [];
    if (!mayCall(held, required)) throw new AppError(403, messages.adminRoleMissing);
    next();
  };
}

/**
 * Registers the handlers of contract calls on a router: the guard the call names (admin) and the call's
 * roles first, then
 * `before` (rate limits, multipart parsing: a limit counts malformed requests too), then the call's
 * params, query and JSON body validated with the contract's schemas, and the handler, which sees the
 * parsed, typed request.
 */
export function serveCalls(router: Router, guards: Partial<CallGuards> = {}) {
  function serve<C extends Call>(call: C, handler: CallHandler<C>): void;
  function serve<C extends Call>(call: C, before: RequestHandler[], handler: CallHandler<C>): void;
  function serve<C extends Call>(
    call: C,
    ...args: [CallHandler<C>] | [RequestHandler[], CallHandler<C>]
  ): void {
    const [before, handler] = args.length === 1 ? [[], args[0]] : args;
    const chain: RequestHandler[] = [];
    if (call.auth === 'admin') {
      if (!guards.admin)
        throw new Error(`${call.method} ${call.path} is an admin call: pass the admin guard`);
      // an admin call without roles would be open to every admin: refused at start instead
      if (!call.roles) throw new Error(`${call.method} ${call.path} is an admin call: name its roles`);
      chain.push(guards.admin, requireRoles(call.roles));
    }
    chain.push(...before);
    // always: validate refuses a NUL anywhere in the request even where the call has no schema
    chain.push(validate({ params: call.params, query: call.query, body: call.body }));
    // the one cast: Express types its handlers with its own parameter and query dictionaries
    router[call.method](call.path, ...chain, handler as unknown as RequestHandler);
  }
  return serve;
}
