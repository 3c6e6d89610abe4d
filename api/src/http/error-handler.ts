import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import {
  isDatabaseUnavailable,
  isInvalidText,
  isInvalidValue,
  isTransactionConflict,
} from '../db/database-errors';
import { AppError } from './app-error';
import { closeAfterAnswer, closesOnRefusal } from './early-refusal';

/** Unknown API paths: 404 JSON, never the HTML of a page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: messages.apiNotFound });
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Seconds a client is asked to wait while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
/** Seconds a client is asked to wait after a write that met other writes' locks on every attempt. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

interface ErrorHandlerOptions {
  /** told of every request that failed because the database could not be reached (logs the outage once) */
  onDatabaseUnavailable?: (error: unknown) => void;
}

/** Turns anything thrown into the contract's `{ message }` JSON; a stack trace never leaves the server. */
export const createErrorHandler = (options: ErrorHandlerOptions = {}): ErrorRequestHandler => {
  const answer: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (!res.headersSent && isDatabaseUnavailable(error)) {
      options.onDatabaseUnavailable?.(error);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ message: apiMessages.serviceUnavailable });
      return;
    }
    errorHandler(error, req, res, next);
  };
  return (error, req, res, next) => {
    if (res.headersSent || req.complete) return answer(error, req, res, next);
    // refused before its body was read (an upload to a wrong id, or without the right): answer and
    // close, rather than let the server read up to the whole body only to drop it; a real client's
    // refusal is answered once the rest of its body was read and dropped (early-refusal.ts)
    if (closesOnRefusal(res)) {
      closeAfterAnswer(req, res);
      return answer(error, req, res, next);
    }
    req.once('end', () => answer(error, req, res, next));
    req.resume();
  };
};

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof AppError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (error instanceof ZodError) {
    res.status(400).json({ message: zodMessage(error) });
    return;
  }
  // a deadlock or serialization conflict on every attempt (db/transaction.ts): nothing was written
  if (isTransactionConflict(error)) {
    req.log?.warn('a write met a deadlock or serialization conflict on every attempt');
    res.setHeader('Retry-After', String(CONFLICT_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: apiMessages.writeConflict });
    return;
  }
  // the last safety net: the schemas refuse NULs first, so this is worth a warning, not a stack
  if (isInvalidText(error)) {
    req.log?.warn('text the database cannot store reached a query');
    res.status(400).json({ message: apiMessages.invalidText });
    return;
  }
  if (isInvalidValue(error)) {
    req.log?.warn('a value the database refuses reached a query');
    res.status(400).json({ message: '요청 값이 올바르지 않습니다.' });
    return;
  }
  const httpish = (typeof error === 'object' && error !== null ? error : {}) as HttpishError;
  if (httpish.type === 'entity.parse.failed') {
    res.status(400).json({ message: messages.badJson });
    return;
  }
  if (httpish.type === 'entity.too.large') {
    res.status(413).json({ message: messages.bodyTooLarge });
    return;
  }
  const status = httpish.status ?? httpish.statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: '요청을 처리할 수 없습니다.' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: messages.serverError });
};

/**
 * The first problem, in the schema's own Korean words. A field's key (`hold`, `urgentReason`) is never
 * put before it: the admin reads Korean, and each schema's message names its field itself.
 */
function zodMessage(error: ZodError): string {
  return error.issues[0]?.message || '요청 값이 올바르지 않습니다.';
}
