import { z } from 'zod';
import { apiMessages } from '../common/api-messages';

/**
 * The reason (사유) of an admin's reads of personal data (개인정보의 안전성 확보조치 기준 제8조): typed
 * once per task and sent with each read in this header, never in the URL, so no free text lands in an
 * address bar, a proxy's log or a shared cache.
 */
export const ACCESS_REASON_HEADER = 'X-Access-Reason';

export const ACCESS_REASON_MAX_LENGTH = 200;

// control characters and line or paragraph separators would forge lines in a log or a report
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** The reason as the admin types it. */
export const accessReasonSchema = z
  .string({ error: apiMessages.accessReasonInvalid })
  .trim()
  .min(2, { error: apiMessages.accessReasonInvalid })
  .max(ACCESS_REASON_MAX_LENGTH, { error: apiMessages.accessReasonInvalid })
  .refine((reason) => !CONTROL.test(reason), { error: apiMessages.accessReasonInvalid });

/** A header value is Latin-1 only: the Korean reason travels percent-encoded UTF-8. */
export const encodeAccessReason = (reason: string): string => encodeURIComponent(reason.trim());

/** The header as it arrives: percent-encoded UTF-8 (each character at most 9 characters encoded). */
export const accessReasonHeaderSchema = z
  .string()
  .max(ACCESS_REASON_MAX_LENGTH * 9, { error: apiMessages.accessReasonInvalid })
  .transform((encoded, ctx) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      ctx.addIssue({ code: 'custom', message: apiMessages.accessReasonInvalid });
      return z.NEVER;
    }
  })
  .pipe(accessReasonSchema);
