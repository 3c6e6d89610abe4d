import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { adminUsers } from '../db/schema';
import type { Ticket } from './second-factor';

/**
 * Wrong codes in a row (since the account's last sign-in) after which codes are refused for a while.
 * NIST SP 800-63B 5.2.2 allows at most 100 consecutive failures; ten is plenty for typing mistakes.
 */
export const WRONG_CODE_CAP = 10;
const FIRST_BLOCK_MS = 15 * 60 * 1000;
const LONGEST_BLOCK_MS = 24 * 60 * 60 * 1000;

/**
 * How long codes are refused after a wrong one, by the wrong codes in a row: none below the cap, then
 * 15 minutes, doubling with each further wrong code up to a day. Someone who has the password gets ten
 * guesses, then one per block: 16 in the first 24 hours and one a day after (3 in a million each).
 */
export const codeBlockMs = (wrongCodes: number) =>
  wrongCodes < WRONG_CODE_CAP
    ? 0
    : Math.min(LONGEST_BLOCK_MS, FIRST_BLOCK_MS * 2 ** (wrongCodes - WRONG_CODE_CAP));

/** Counts one wrong code of an account whose password was right, and blocks codes at the cap. */
export async function recordWrongCode(db: Db, username: string, now: Date): Promise<void> {
  const [row] = await db
    .update(adminUsers)
    .set({ wrongCodes: sql`${adminUsers.wrongCodes} + 1` })
    .where(eq(adminUsers.username, username))
    .returning({ wrongCodes: adminUsers.wrongCodes });
  const blockMs = codeBlockMs(row?.wrongCodes ?? 0);
  if (blockMs > 0)
    await db
      .update(adminUsers)
      .set({ codesBlockedUntil: new Date(now.getTime() + blockMs) })
      .where(eq(adminUsers.username, username));
}

/**
 * Whether a TOTP code may be tried with this ticket: codes are refused until the block ends, and after
 * it only with a ticket of a password typed after the block began (the release needs the password
 * again). A recovery code is not blocked: 80 random bits cannot be guessed, and it lets the owner in.
 */
export function codesState(
  user: { codesBlockedUntil: Date | null },
  ticket: Ticket,
  now: Date,
): { state: 'open' } | { state: 'blocked'; minutesLeft: number } | { state: 'passwordAgain' } {
  const until = user.codesBlockedUntil;
  if (!until || ticket.iat * 1000 >= until.getTime()) return { state: 'open' };
  const left = until.getTime() - now.getTime();
  if (left > 0) return { state: 'blocked', minutesLeft: Math.ceil(left / 60_000) };
  return { state: 'passwordAgain' };
}

/** A sign-in ends the run of wrong codes; answers how many there were (the admin is told). */
export async function clearWrongCodes(tx: Tx, username: string): Promise<number> {
  const [before] = await tx
    .select({ wrongCodes: adminUsers.wrongCodes })
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .for('update');
  await tx
    .update(adminUsers)
    .set({ wrongCodes: 0, codesBlockedUntil: null })
    .where(eq(adminUsers.username, username));
  return before?.wrongCodes ?? 0;
}
