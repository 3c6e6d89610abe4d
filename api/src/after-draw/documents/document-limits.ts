// How often an applicant may change their documents: every upload and delete writes an audit row that
// is never removed, so one token must not write thousands a minute. The numbers are far above what a
// person does (9 checklist items, a few files each, a mistake or two), counted per person (by the
// verification's name and phone, hashed: no personal data in Redis) and per address (a shared address,
// a community centre helping several people, gets four people's worth).
import { createHmac } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { closeAfterAnswer } from '../../http/early-refusal';
import {
  documentMessages,
  MAX_DOCUMENT_FILE_BYTES,
  MAX_DOCUMENT_FILES_PER_ITEM,
} from '@portal/shared-types/after-draw/documents';
import { MAX_OBJECTION_FILES, OBJECTION_TEXT_MAX } from '@portal/shared-types/after-draw/moves';
import type { VerifiedPerson } from '../../identity/verification-token';
import type { SharedLimits } from '../../limits/shared-limits';

const MINUTE = 60 * 1000;

/** The largest body a real upload of one checklist item can have: its files and the form's framing. */
export const MAX_DOCUMENT_UPLOAD_BODY_BYTES =
  MAX_DOCUMENT_FILES_PER_ITEM * MAX_DOCUMENT_FILE_BYTES + 1024 * 1024;

/** The same for a 소명: its files, its text and the framing. */
export const MAX_OBJECTION_UPLOAD_BODY_BYTES =
  MAX_OBJECTION_FILES * MAX_DOCUMENT_FILE_BYTES + OBJECTION_TEXT_MAX * 3 + 1024 * 1024;

export const DOCUMENT_CHANGE_LIMITS = {
  /** uploads and deletes of one person in 10 minutes */
  personPer10Minutes: 30,
  /** uploads and deletes of one person in a day */
  personPerDay: 200,
  /** uploads and deletes from one address in 10 minutes */
  addressPer10Minutes: 120,
} as const;

/** The person's bucket: a keyed hash of the verified name and phone. */
const personKey = (secret: string, res: Response) => {
  const person = res.locals.person as VerifiedPerson;
  return createHmac('sha256', secret).update(`${person.name.trim()}\n${person.phone}`).digest('base64url');
};

function limiter(
  limits: SharedLimits,
  name: string,
  windowMs: number,
  limit: number,
  keyGenerator?: (res: Response) => string,
): RequestHandler {
  return rateLimit({
    ...limits(name),
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(keyGenerator ? { keyGenerator: (_req, res) => keyGenerator(res) } : {}),
    handler: (req, res) => {
      // the upload's body is still unread: answer and close rather than read it to no use
      closeAfterAnswer(req, res);
      res.status(429).json({ message: documentMessages.tooManyChanges });
    },
  });
}

/** The limits every document upload and delete passes, after the verification and before anything else. */
export function documentChangeLimits(limits: SharedLimits, secret: string): RequestHandler[] {
  const person = (res: Response) => personKey(secret, res);
  return [
    limiter(limits, 'documents-address', 10 * MINUTE, DOCUMENT_CHANGE_LIMITS.addressPer10Minutes),
    limiter(limits, 'documents-person', 10 * MINUTE, DOCUMENT_CHANGE_LIMITS.personPer10Minutes, person),
    limiter(limits, 'documents-person-day', 24 * 60 * MINUTE, DOCUMENT_CHANGE_LIMITS.personPerDay, person),
  ];
}
