import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { rejectNul } from './text-input';

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Parses params, query and body with the shared zod schemas and replaces them with the parsed values,
 * so handlers only ever see validated input. A failure becomes a 400 with the schema's Korean message.
 * A NUL anywhere in the request's text is refused first: PostgreSQL cannot store it.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    rejectNul(req.params, 'params');
    rejectNul(req.query, 'query');
    rejectNul(req.body, 'body');
    if (schemas.params) req.params = schemas.params.parse(req.params) as typeof req.params;
    // Express 5 exposes req.query as a getter, so the parsed value is defined over it.
    if (schemas.query) Object.defineProperty(req, 'query', { value: schemas.query.parse(req.query) });
    if (schemas.body) req.body = schemas.body.parse(req.body ?? {});
    next();
  };
}
