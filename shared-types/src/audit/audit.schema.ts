import { z } from 'zod';
import { idParamSchema } from '../common/params.schema';
import { jsonValueSchema, timestampSchema } from '../common/fields.schema';
import { isIsoDate } from '../common/dates';
import { ACCESS_KINDS, AUDIT_KINDS, type AccessKind } from './audit-kinds';

export { ACCESS_KINDS, AUDIT_KINDS, type AccessKind, type AuditKind } from './audit-kinds';
/** The Korean names of the 접속기록 kinds, for the admin pages (the one table: audit-labels.ts). */
export { ACCESS_KIND_LABELS } from './audit-labels';

/** How long 접속기록 are kept at the least (고유식별정보를 처리하는 시스템: 2년), in months. */
export const ACCESS_RECORD_RETENTION_MONTHS = 24;

const seoulDate = z.string().refine(isIsoDate, { error: '날짜는 YYYY-MM-DD 형식이어야 합니다.' }).optional();

/**
 * `GET /portal/admin/auditLog`: by round, kind (or every 접속기록 kind with `scope=access`), admin and
 * period (Seoul dates, both included), newest first; `beforeId` pages on.
 */
export const auditQuerySchema = z.object({
  roundId: z.coerce.number().int().positive().optional(),
  kind: z.enum(AUDIT_KINDS, { error: '감사 기록의 종류를 확인해 주세요.' }).optional(),
  scope: z.literal('access', { error: 'scope는 access만 쓸 수 있습니다.' }).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  from: seoulDate,
  to: seoulDate,
  beforeId: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** How many entries one answer of the log holds, newest first; `beforeId` asks for the next ones. */
export const AUDIT_PAGE_SIZE = 50;

export const accessMessages = {
  exportReasonRequired: '다운로드 사유를 입력해 주세요.',
  reviewMonth: '점검할 달은 YYYY-MM 형식이어야 합니다.',
  reviewFuture: '아직 끝나지 않은 달은 점검 완료로 표시할 수 없습니다.',
};

/**
 * An Excel export: the round, the admin's search and the reason (사유). The server answers the rows to
 * write, so the record holds the count and receipt numbers it sent itself, never what a browser claims.
 */
export const exportRecordSchema = z.object({
  roundId: idParamSchema.shape.id,
  search: z.string().max(100).default(''),
  reason: z
    .string({ error: accessMessages.exportReasonRequired })
    .trim()
    .min(2, { error: accessMessages.exportReasonRequired })
    .max(200, { error: '사유는 200자 이내로 입력해 주세요.' }),
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

/** `POST /portal/admin/auditLog/review`: a finished month (YYYY-MM, Seoul) marked as reviewed. */
export const accessReviewSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: accessMessages.reviewMonth }),
});
export type AccessReview = z.infer<typeof accessReviewSchema>;

/** The reads of personal data: every 접속기록 kind but the monthly review's own entry. */
export const ACCESS_READ_KINDS = ACCESS_KINDS.filter(
  (kind): kind is Exclude<AccessKind, 'accessReview'> => kind !== 'accessReview',
);

/** How many reads without a reason a month's findings list at most (the count holds them all). */
export const ACCESS_FINDINGS_LIMIT = 200;

/** `GET /portal/admin/auditLog/findings?month=YYYY-MM`: the month to review. */
export const accessFindingsQuerySchema = accessReviewSchema;

/**
 * The monthly review's findings: the month's reads of personal data, and those without a reason (사유),
 * oldest first, each a finding to look into.
 */
export const accessFindingsSchema = z.object({
  month: z.string(),
  reads: z.number().int(),
  withoutReason: z.number().int(),
  findings: z.array(auditEntrySchema).max(ACCESS_FINDINGS_LIMIT),
});
export type AccessFindings = z.infer<typeof accessFindingsSchema>;
