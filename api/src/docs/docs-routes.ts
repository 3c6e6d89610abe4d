import { Router } from 'express';
import { siteCalls } from '@portal/shared-types/http/calls/site';
import { serveCalls } from '../http/serve-call';
import { openApiDocument } from './openapi';

export function docsRouter(): Router {
  const router = Router();
  serveCalls(router)(siteCalls.docs, (_req, res) => {
    res.json(openApiDocument());
  });
  return router;
}
