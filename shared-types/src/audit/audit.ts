import { z } from 'zod';
import { idParamSchema } from '../board/notices';
import { jsonValueSchema, timestampSchema } from '../common/fields';

/** What the audit log names: the kinds of data an admin changes (issue 15, point 9). */
export const AUDIT_KINDS = [
  'auth',
  'notice',
  'resource',
  'popup',
  'round',
  'winningState',
  'draw',
  'export',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** `GET /portal/admin/auditLog`: by round or kind, newest first; `beforeId` pages on. */
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
export type ExportRecord = z.input<typeof exportRecordSchema>;

/**
 * One entry of the audit log as `GET /portal/admin/auditLog` answers it, newest first. `before` and
 * `after` are the changed data's snapshots (a post's rich content only as its length), any JSON.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  roundId: z.number().int().nullable(),
  target: z.string().nullable(),
  before: jsonValueSchema,
  after: jsonValueSchema,
  /** the chain: the previous row's hash and this row's own (null for rows from before the chain) */
  prevHash: z.string().nullable(),
  hash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The chain's head now, and the last verification that found the whole chain intact. */
export const auditChainStatusSchema = z.object({
  head: z.object({ id: z.number().int(), hash: z.string() }).nullable(),
  lastGoodVerification: z
    .object({ at: timestampSchema, rows: z.number().int(), headHash: z.string().nullable() })
    .nullable(),
  lastVerification: z
    .object({ at: timestampSchema, ok: z.boolean(), brokenId: z.number().int().nullable() })
    .nullable(),
});
export type AuditChainStatus = z.infer<typeof auditChainStatusSchema>;
