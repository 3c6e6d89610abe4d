import type { RequestHandler } from 'express';

/** Answers that carry personal data (or lead to it) must not be kept by a browser or shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
