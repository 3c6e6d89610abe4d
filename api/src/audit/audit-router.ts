import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@portal/shared-types/notices';
import type { Db } from '../db/database';
import { validate } from '../http/validate';
import { actorOf, audit, AUDIT_KINDS, readAuditLog } from './audit-log';

export const auditQuerySchema = z.object({
  roundId: z.coerce.number().int().positive().optional(),
  kind: z.enum(AUDIT_KINDS, { error: '감사 기록의 종류를 확인해 주세요.' }).optional(),
  beforeId: z.coerce.number().int().positive().optional(),
});

/** What the admin's browser reports of an Excel export it wrote itself (the file never reaches us). */
export const exportRecordSchema = z.object({
  roundId: idParamSchema.shape.id,
  rows: z.number({ error: 'rows는 0 이상의 정수여야 합니다.' }).int().min(0).max(1_000_000),
  search: z.string().max(100).default(''),
});

/** The admin area's audit log (issue 15, point 9): read by round or kind, and the exports recorded. */
export function auditRouter(db: Db, admin: RequestHandler): Router {
  const router = Router();
  router.get('/portal/admin/auditLog', admin, validate({ query: auditQuerySchema }), async (req, res) => {
    res.json(await readAuditLog(db, req.query as z.infer<typeof auditQuerySchema>));
  });
  router.post(
    '/portal/admin/auditLog/export',
    admin,
    validate({ body: exportRecordSchema }),
    async (req, res) => {
      const { roundId, rows, search } = req.body as z.infer<typeof exportRecordSchema>;
      await audit(db, {
        actor: actorOf(res),
        kind: 'export',
        action: 'excel',
        roundId,
        after: { rows, ...(search ? { search: '(검색어 있음)' } : {}) },
      });
      res.status(204).end();
    },
  );
  return router;
}
