// Writes messages into the outbox. Every function takes the transaction of the change it announces:
// the message exists exactly when the change does. The worker then gives each its pg-boss job (delivery.ts).
import { sql } from 'drizzle-orm';
import {
  renderMessage,
  templateOfEvent,
  type NotifyEvent,
  type TemplateCode,
} from '@portal/shared-types/notify/templates';
import { NOTICE_TEMPLATE } from '@portal/shared-types/notify/notice';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { applicants, outboxMessages } from '../db/schema';

/** The key of one message: the event, which occurrence of it, the application and the template. */
export const idempotencyKey = (event: NotifyEvent, eventKey: string, applicantId: number, template: string) =>
  `${event}:${eventKey}:${applicantId}:${template}`;

export interface NewMessage {
  event: NotifyEvent;
  eventKey: string;
  applicantId: number;
  roundId: number;
  template: TemplateCode;
  body: string;
}

/**
 * Queues messages; one whose key exists already is left out (the same event never gives two). Answers
 * how many were new.
 */
export async function enqueue(db: Db | Tx, messages: NewMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        ...message,
        idempotencyKey: idempotencyKey(
          message.event,
          message.eventKey,
          message.applicantId,
          message.template,
        ),
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** 접수 완료, with the 접수번호. */
export const submittedMessage = (applicant: {
  id: number;
  roundId: number;
  receiptNumber: string;
}): NewMessage => ({
  event: 'submitted',
  eventKey: '',
  applicantId: applicant.id,
  roundId: applicant.roundId,
  template: templateOfEvent.submitted,
  body: renderMessage(templateOfEvent.submitted, { receiptNumber: applicant.receiptNumber }),
});

/** The draw's results are published: one message to every applicant of the round whose data is kept. */
export async function enqueueResultsPublished(tx: Tx, roundId: number, now: Date): Promise<void> {
  const template = templateOfEvent.resultsPublished;
  const body = renderMessage(template);
  // one statement whatever the round's size: a round of thousands queues as fast as one
  await tx.execute(sql`
    insert into ${outboxMessages}
      (event, event_key, applicant_id, round_id, template, body, idempotency_key, next_attempt_at)
    select 'resultsPublished', 'draw', a.id, a.round_id, ${template}, ${body},
      'resultsPublished:draw:' || a.id || ':' || ${template}, ${now.toISOString()}
    from ${applicants} a
    where a.round_id = ${roundId} and a.destroyed_at is null
    on conflict (idempotency_key) do nothing`);
}

/** An admin changed an applicant's winning state; `changeId` is the audit entry of that change. */
export const winningStateChangedMessage = (
  applicant: { id: number; roundId: number },
  changeId: number,
): NewMessage => ({
  event: 'winningStateChanged',
  eventKey: `audit-${changeId}`,
  applicantId: applicant.id,
  roundId: applicant.roundId,
  template: templateOfEvent.winningStateChanged,
  body: renderMessage(templateOfEvent.winningStateChanged),
});

/**
 * An admin's notice: one message to each applicant chosen (noticeAudience), in one statement. `noticeId` is the
 * occurrence: the same notice confirmed twice queues nothing the second time. Answers the rows queued.
 */
export async function enqueueNotice(
  tx: Tx,
  notice: { roundId: number; applicantIds: readonly number[]; noticeId: string; body: string },
  now: Date,
): Promise<number> {
  if (notice.applicantIds.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into ${outboxMessages}
      (event, event_key, applicant_id, round_id, template, body, idempotency_key, next_attempt_at)
    select 'adminNotice', ${notice.noticeId}, a.id, a.round_id, ${NOTICE_TEMPLATE}, ${notice.body},
      'adminNotice:' || ${notice.noticeId} || ':' || a.id || ':' || ${NOTICE_TEMPLATE}, ${now.toISOString()}
    from ${applicants} a
    where a.round_id = ${notice.roundId} and a.destroyed_at is null
      and a.id in (${sql.join(
        notice.applicantIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    on conflict (idempotency_key) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
