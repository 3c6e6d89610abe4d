// 기한 경과 as a move: a winner whose deadline passed with nothing handed in is out, and the public file
// says so once per deadline. The sweep (every minute, beside the deadline reminders) and a reserve call for
// the place write it; whichever comes first, the other finds it written. A later deadline (기한 연장, a
// 보완 요청's deadline, the round's) brings the winner back, and a lapse of that new deadline is a new move.
import { sql } from 'drizzle-orm';
import { and, asc, eq } from 'drizzle-orm';
import { applicationStateLabels } from '@portal/shared-types/after-draw/application-status';
import { ADDED_WIN } from '@portal/shared-types/after-draw/status-rules';
import { WON } from '@portal/shared-types/draw/winning-state';
import type { Db } from '../../db/database';
import { applicationEvents } from '../../db/schema';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { stateOf, type ApplicationRows, type ApplicationState } from '../status/application-state';
import { lockedApplicationRows } from '../status/round-statuses';
import { recordMove, SYSTEM_ACTOR } from './record-move';

/** The public reason of a lapse: fixed, naming nobody. */
export const LAPSE_REASON = '서류 제출 기한 경과';

/** The public word of a winner before they leave: 당첨, or 당첨(추가) for a called reserve. */
export const winnerWord = (state: ApplicationState): string =>
  state.result.calledFromReserve !== null ? ADDED_WIN : WON;

async function lapsedDeadlines(tx: Tx, applicantId: number): Promise<(string | null)[]> {
  const rows = await tx
    .select({ detail: applicationEvents.detail })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicantId, applicantId), eq(applicationEvents.move, 'lapsed')))
    .orderBy(asc(applicationEvents.id));
  return rows.map((row) => (typeof row.detail.deadline === 'string' ? row.detail.deadline : null));
}

/**
 * Writes the 기한 경과 move when the application is lapsed now and its lapse is not written yet: none for
 * the deadline that applies now, or none at all once a reserve took the place (a deadline moved later
 * after that does not bring the winner back). Answers whether it wrote one.
 */
export async function lapseIfDue(
  tx: Tx,
  rows: ApplicationRows,
  state: ApplicationState,
  now: Date,
): Promise<boolean> {
  if (state.state !== 'lapsed') return false;
  const written = await lapsedDeadlines(tx, rows.applicant.id);
  if (rows.filled ? written.length > 0 : written.includes(state.deadline)) return false;
  await recordMove(tx, {
    applicant: rows.applicant,
    move: 'lapsed',
    actor: SYSTEM_ACTOR,
    at: now,
    reason: LAPSE_REASON,
    detail: { deadline: state.deadline },
    audit: {
      kind: 'review',
      action: 'lapsed',
      before: { stage: state.stage, deadline: state.deadline },
      after: { state: 'lapsed' },
    },
    public: { from: winnerWord(state), to: applicationStateLabels.lapsed, reason: LAPSE_REASON },
  });
  return true;
}

/** ISO text of a timestamp as JavaScript writes it, so the SQL compares it with the events' deadlines. */
const isoOf = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The winners whose deadline passed with nothing handed in and whose lapse of that deadline is not
 * written: a cheap first look, each checked again under its lock by the derivation itself.
 */
async function lapseCandidates(db: Db, now: Date): Promise<number[]> {
  const deadline = sql`coalesce(r.own_deadline, ad.documents_deadline)`;
  const result = await db.execute(sql`
    select a.id
    from applicants a
    left join round_after_draw ad on ad.round_id = a.round_id
    left join application_reviews r on r.applicant_id = a.id
    where a.destroyed_at is null
      and a.winning_state = ${WON}
      and (r.applicant_id is null
        or (r.stage in ('requested', 'supplement') and r.given_up_at is null and r.contract_done_at is null))
      and ${deadline} < ${now.toISOString()}::timestamptz
      and not exists (
        select 1 from application_events e
        where e.applicant_id = a.id and e.move = 'lapsed'
          and (e.detail->>'deadline' = ${isoOf(deadline)}
            or exists (select 1 from reserve_calls v where v.vacancy_applicant_id = a.id)))
    order by a.id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * The lapse sweep: writes the 기한 경과 move (by the system) for every winner lapsed now whose lapse is
 * not written yet, one transaction each. Sweeping again writes nothing. Answers how many it wrote.
 */
export async function recordLapses(db: Db, now: Date): Promise<number> {
  let written = 0;
  for (const id of await lapseCandidates(db, now)) {
    const wrote = await auditedWrite(db, async (tx) => {
      const rows = await lockedApplicationRows(tx, id);
      if (!rows) return false;
      return lapseIfDue(tx, rows, stateOf(rows, now), now);
    });
    if (wrote) written += 1;
  }
  return written;
}

/**
 * A lapsed winner brought back (a later deadline, or 적격 on documents handed in another way) while no
 * reserve took the place: the public file says 기한 경과 no more, with why. Nothing when the winner was not
 * lapsed before the change or is still out after it.
 */
export async function withdrawLapse(
  tx: Tx,
  change: { applicant: ApplicationRows['applicant']; before: ApplicationState; outAfter: boolean },
  actor: string,
  at: Date,
  reason: string,
): Promise<void> {
  const { applicant, before, outAfter } = change;
  if (before.state !== 'lapsed' || outAfter) return;
  await recordMove(tx, {
    applicant,
    move: 'lapseWithdrawn',
    actor,
    at,
    reason,
    detail: { deadline: before.deadline },
    audit: {
      kind: 'review',
      action: 'lapseWithdrawn',
      before: { state: 'lapsed', deadline: before.deadline },
      after: { reason },
    },
    public: { from: applicationStateLabels.lapsed, to: winnerWord(before), reason },
  });
}

/** The public reasons a lapse is withdrawn for: fixed, naming nobody. */
export const LAPSE_WITHDRAWN_REASONS = {
  extended: '제출 기한 연장으로 기한 경과 취소',
  eligible: '서류 심사 결과 적격으로 기한 경과 취소',
} as const;
