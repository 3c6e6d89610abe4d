// The one writer of applicants.winning_state: the draw, the after-draw moves and the admin's
// editor all write through here, with the typed state, so the stored text is made in one place
// (formatWinningState). Each caller keeps its own transaction, locks and audit entries. ESLint refuses a
// write of the column anywhere else in api/src.
import { and, eq, sql } from 'drizzle-orm';
import { formatWinningState, type WinningState } from '@portal/shared-types/draw/winning-state';
import type { Tx } from '../db/tx';
import { applicants } from '../db/schema';

/** The stored text; a reserve without its number is never stored (the schema of every input refuses it). */
function storedText(state: WinningState): string {
  if (state.kind === 'reserve' && state.reserveNumber === undefined)
    throw new Error('A reserve is stored with its number.');
  return formatWinningState(state);
}

/**
 * The draw: sets every drawn applicant's state and rank of the round in one statement (one parameter
 * whatever the count). Answers the texts written, by receipt number, for the draw's audit entry.
 */
export async function writeDrawStates(
  tx: Tx,
  roundId: number,
  drawn: readonly { receiptNumber: string; state: WinningState; rank: number }[],
): Promise<{ receiptNumber: string; state: string }[]> {
  const rows = drawn.map(({ receiptNumber, state, rank }) => ({
    receiptNumber,
    state: storedText(state),
    rank,
  }));
  await tx.execute(sql`
    update ${applicants} a set winning_state = x.state, draw_rank = x.rank, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("receiptNumber" text, state text, rank integer)
    where a.round_id = ${roundId} and a.receipt_number = x."receiptNumber"`);
  return rows.map(({ receiptNumber, state }) => ({ receiptNumber, state }));
}

/**
 * An after-draw move (a reserve called, a correction confirmed): sets the state only if its stored text
 * is still `from`, the text read earlier; false when someone changed it meanwhile.
 */
export async function changeWinningState(
  tx: Tx,
  applicantId: number,
  from: string,
  to: WinningState,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(applicants)
    .set({ winningState: storedText(to), updatedAt: now })
    .where(and(eq(applicants.id, applicantId), eq(applicants.winningState, from)))
    .returning({ id: applicants.id });
  return rows.length > 0;
}

/** The admin's editor before the draw: one statement per changed applicant of the round. */
export async function setWinningStates(
  tx: Tx,
  roundId: number,
  updates: readonly { applicantId: number; state: WinningState }[],
  now: Date,
): Promise<void> {
  for (const update of updates) {
    await tx
      .update(applicants)
      .set({ winningState: storedText(update.state), updatedAt: now })
      .where(and(eq(applicants.id, update.applicantId), eq(applicants.roundId, roundId)));
  }
}
