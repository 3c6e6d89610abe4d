// The one way a move is written: its event (the application's history), its audit entry, its public
// amendment when the move is public, and the applicant's message, in the caller's transaction. Every
// after-draw use case that changes an application calls this; nothing else writes application_events.
import { MOVE_RULES, type Move } from '@portal/shared-types/after-draw/moves';
import type { AuditKind } from '@portal/shared-types/audit/audit.schema';
import { auditEntry } from '../../audit/audit-log';
import { applicationEvents } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { appendAmendment } from '../../draw/amendments-chain';
import { enqueue } from '../../notify/outbox';
import { afterDrawMessage, type AfterDrawEvent } from '../after-draw-messages';

export interface MoveRecord {
  applicant: { id: number; roundId: number; receiptNumber: string };
  move: Move;
  /** an admin's username, APPLICANT_ACTOR or SYSTEM_ACTOR */
  actor: string;
  at: Date;
  /** the reason as written (the applicant and admins read it); null when the move takes none */
  reason?: string | null;
  /** the move's own facts: a deadline, a reserve number, the place filled */
  detail?: Record<string, unknown>;
  audit: { kind: AuditKind; action: string; before?: unknown; after?: unknown };
  /** a public move's entry: the public labels before and after, a reason naming no person, the place */
  public?: { from: string; to: string; reason: string; place?: string | null };
  /** the applicant's message, keyed by the audit entry so it is sent once */
  message?: AfterDrawEvent;
}

/** Who writes the moves nobody asked for (기한 경과 found by the sweep). */
export const SYSTEM_ACTOR = '(시스템)';

export async function recordMove(tx: Tx, record: MoveRecord): Promise<{ eventId: number; changeId: number }> {
  const { applicant, move, actor, at } = record;
  if (MOVE_RULES[move].public !== Boolean(record.public))
    throw new Error(`move ${move} is ${MOVE_RULES[move].public ? '' : 'not '}public`);
  const changeId = await auditEntry(tx, {
    actor,
    kind: record.audit.kind,
    action: record.audit.action,
    roundId: applicant.roundId,
    target: applicant.receiptNumber,
    before: record.audit.before,
    after: record.audit.after,
  });
  const [event] = await tx
    .insert(applicationEvents)
    .values({
      applicantId: applicant.id,
      roundId: applicant.roundId,
      move,
      actor,
      reason: record.reason ?? null,
      detail: record.detail ?? {},
      auditId: changeId,
      at,
    })
    .returning({ id: applicationEvents.id });
  if (record.public)
    await appendAmendment(tx, applicant.roundId, {
      receiptNumber: applicant.receiptNumber,
      move,
      from: record.public.from,
      to: record.public.to,
      reason: record.public.reason,
      place: record.public.place ?? null,
      at: at.toISOString(),
      actor,
    });
  if (record.message) await enqueue(tx, [afterDrawMessage(record.message, applicant, changeId)], at);
  return { eventId: event!.id, changeId };
}
