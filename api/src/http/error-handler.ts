import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { messages } from '@portal/shared-types/messages';
import { AppError } from './app-error';

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

/** Turns anything thrown into the contract's `{ message }` JSON; a stack trace never leaves the server. */
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

/** The first problem, naming its field when the schema's own message does not already. */
function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '요청 값이 올바르지 않습니다.';
  const field = issue.path.map(String).join('.');
  return field && !issue.message.includes(String(issue.path[0]))
    ? `${field}: ${issue.message}`
    : issue.message;
}
