// What the audit log reads of an HTTP request: the signed-in admin, and for a 접속기록 the client and the
// reason the admin gave. The routes read these and hand the use cases plain values.
import type { Response } from 'express';
import { ACCESS_REASON_HEADER, accessReasonHeaderSchema } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { badRequest } from '../http/app-error';
import type { AccessBy } from './audit-log';

/** What a 접속기록 reads of the request: the client address (behind the trusted proxies) and agent. */
export interface AccessRequest {
  ip?: string | undefined;
  get(name: string): string | undefined;
}

/** The admin of the request, as requireAdmin verified it. */
export const actorOf = (res: Response): string =>
  (res.locals.admin as { sub?: string } | undefined)?.sub ?? '';

/** The reason header of a read: absent is null (recorded as 사유 없음); present but unfit is a 400. */
function accessReasonOf(req: AccessRequest): string | null {
  const header = req.get(ACCESS_REASON_HEADER);
  if (header === undefined) return null;
  const parsed = accessReasonHeaderSchema.safeParse(header);
  if (!parsed.success) throw badRequest(apiMessages.accessReasonInvalid);
  return parsed.data;
}

/** The admin and client behind a request, as a 접속기록 holds them. */
export const accessByOf = (req: AccessRequest, res: Response): AccessBy => ({
  actor: actorOf(res),
  address: req.ip ?? '',
  userAgent: (req.get('user-agent') ?? '').slice(0, 200),
  reason: accessReasonOf(req),
});
