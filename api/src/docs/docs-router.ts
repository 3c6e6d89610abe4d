import { Router } from 'express';
import { openApiDocument } from './openapi';

export function docsRouter(): Router {
  const router = Router();
  router.get('/api/docs', (_req, res) => {
    res.json(openApiDocument());
  });
  return router;
}
