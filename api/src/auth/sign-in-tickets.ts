import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { usedSignInTickets } from '../db/schema';
import type { Ticket } from './second-factor';

/** Whether a ticket has already signed someone in. */
export async function isTicketUsed(db: Db, ticket: Ticket): Promise<boolean> {
  const [row] = await db
    .select({ jti: usedSignInTickets.jti })
    .from(usedSignInTickets)
    .where(eq(usedSignInTickets.jti, ticket.jti));
  return Boolean(row);
}

/**
 * Spends a ticket in the sign-in's transaction: false when another sign-in spent it first (the
 * primary key decides). Rows of expired tickets go at the same time; an expired ticket is refused anyway.
 */
export async function spendTicket(tx: Tx, ticket: Ticket, now: Date): Promise<boolean> {
  await tx.delete(usedSignInTickets).where(lt(usedSignInTickets.expiresAt, now));
  const spent = await tx
    .insert(usedSignInTickets)
    .values({ jti: ticket.jti, expiresAt: new Date(ticket.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: usedSignInTickets.jti });
  return spent.length > 0;
}
