// The deadline reminder: a sweep the worker runs (every minute in the server) that queues, on the Seoul day
// before an applicant's documents deadline, one reminder to each winner or called reserve who has not
// submitted and whose place no reserve took. The key names the applicant and the deadline, so sweeping again queues nothing new, and a
// moved deadline is reminded of again.
import { sql } from 'drizzle-orm';
import { calledReserveDeadline, effectiveDeadline } from '@portal/shared-types/after-draw/status-rules';
import { WON } from '@portal/shared-types/draw/winning-state';
import { reminderDueToday, reminderKey } from '@portal/shared-types/notify/reminder';
import { renderMessage, templateOfEvent } from '@portal/shared-types/notify/templates';
import type { Db } from '../db/database';
import { enqueue, type NewMessage } from './outbox';

interface Candidate {
  id: number;
  round_id: number;
  documents_deadline: Date | string | null;
  own_deadline: Date | string | null;
  called_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Queues the reminders due now; answers how many were new. */
export async function enqueueDeadlineReminders(db: Db, now: Date): Promise<number> {
  // those still asked for documents: a winner or a called reserve, no review yet or one open for uploads,
  // neither given up nor contracted, data kept; only rounds that have a deadline somewhere
  const result = await db.execute(sql`
    select a.id, a.round_id, ad.documents_deadline, r.own_deadline, rc.at as called_at
    from applicants a
    left join round_after_draw ad on ad.round_id = a.round_id
    left join application_reviews r on r.applicant_id = a.id
    left join reserve_calls rc on rc.called_applicant_id = a.id
    where a.destroyed_at is null
      and a.round_id in (
        select round_id from round_after_draw where documents_deadline is not null
        union select round_id from reserve_calls
        union select round_id from application_reviews where own_deadline is not null)
      and (a.winning_state = ${WON} or rc.id is not null)
      -- a place a reserve took is vacated for good (application-status.ts), whatever its deadline says
      and not exists (select 1 from reserve_calls v where v.vacancy_applicant_id = a.id)
      and (r.applicant_id is null
        or (r.stage in ('requested', 'supplement') and r.given_up_at is null and r.contract_done_at is null))`);
  const template = templateOfEvent.deadlineReminder;
  const due: NewMessage[] = [];
  for (const row of (result as unknown as { rows: Candidate[] }).rows) {
    const roundDeadline = iso(row.documents_deadline);
    const own = iso(row.own_deadline);
    const deadline =
      row.called_at !== null && own === null
        ? calledReserveDeadline(roundDeadline, new Date(row.called_at))
        : effectiveDeadline(roundDeadline, own);
    if (deadline === null || !reminderDueToday(new Date(deadline), now)) continue;
    due.push({
      event: 'deadlineReminder',
      eventKey: reminderKey(new Date(deadline)),
      applicantId: Number(row.id),
      roundId: Number(row.round_id),
      template,
      body: renderMessage(template),
    });
  }
  return enqueue(db, due, now);
}
