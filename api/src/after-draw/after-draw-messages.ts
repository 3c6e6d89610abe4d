// The messages of the after-draw events, each written by the use case in its change's transaction.
// The text names nothing of the applicant: it sends them to /inquiry, where they verify and read it.
import { renderMessage, templateOfEvent } from '@portal/shared-types/notify/templates';
import type { NewMessage } from '../notify/outbox';

export type AfterDrawEvent =
  | 'documentsRequested'
  | 'supplementRequested'
  | 'eligibilityDecided'
  | 'reserveCalled'
  | 'contractNotice'
  | 'objectionDecided';

/** One message of `event` to the applicant; `changeId` is the audit entry of the change it announces. */
export const afterDrawMessage = (
  event: AfterDrawEvent,
  applicant: { id: number; roundId: number },
  changeId: number,
): NewMessage => ({
  event,
  eventKey: `audit-${changeId}`,
  applicantId: applicant.id,
  roundId: applicant.roundId,
  template: templateOfEvent[event],
  body: renderMessage(templateOfEvent[event]),
});
