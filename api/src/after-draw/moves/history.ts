// An application's history for the admins: its moves, oldest first, each in Korean (MOVE_RULES' label),
// with who made it, why and the move's own facts.
import { asc, eq } from 'drizzle-orm';
import { MOVE_RULES, MOVES, type Move } from '@portal/shared-types/after-draw/moves';
import {
  applicationEventDetailSchema,
  type ApplicationHistory,
} from '@portal/shared-types/after-draw/history.schema';
import { messages } from '@portal/shared-types/common/messages';
import type { Db } from '../../db/database';
import { applicationEvents } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { findApplicantRow } from '../after-draw-repository';

const isMove = (move: string): move is Move => (MOVES as readonly string[]).includes(move);

export async function applicationHistory(db: Db, applicantId: number): Promise<ApplicationHistory> {
  if (!(await findApplicantRow(db, applicantId))) throw notFound(messages.notFound);
  const events = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicantId, applicantId))
    .orderBy(asc(applicationEvents.id));
  return events
    .filter((event) => isMove(event.move))
    .map((event) => ({
      move: event.move as Move,
      label: MOVE_RULES[event.move as Move].label,
      actor: event.actor,
      reason: event.reason,
      // the facts it names; a row written otherwise shows none rather than failing the history
      detail: applicationEventDetailSchema.safeParse(event.detail).data ?? {},
      at: event.at.toISOString(),
    }));
}
