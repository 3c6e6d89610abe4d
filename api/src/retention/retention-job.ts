import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  DESTRUCTION_NOTICE_DAYS,
  keepsUntilContract,
  retentionDates,
} from '@portal/shared-types/applicants/retention';
import type { Db } from '../db/database';
import { holdAuditChain, transaction } from '../db/transaction';
import type { Tx } from '../db/tx';
import { applicants, roundDraws, subscriptionRounds } from '../db/schema';
import { audit } from '../audit/audit-log';
import { destroyDocumentsOf } from '../after-draw/after-draw-repository';

/** The actor of the job's own audit entries. */
export const RETENTION_ACTOR = 'system:retention';

export interface RoundDestruction {
  roundId: number;
  /** 미당첨 applicants whose data went in this run */
  others: number;
  /** winners and reserves whose data went in this run */
  winners: number;
}

export interface RetentionRun {
  rounds: RoundDestruction[];
}

interface RoundRetention {
  id: number;
  title: string;
  endTs: Date;
  contractCompletedAt: Date | null;
  retentionHold: string | null;
  drawnAt: Date | null;
}

function roundsWithDates(db: Db | Tx): Promise<RoundRetention[]> {
  return db
    .select({
      id: subscriptionRounds.id,
      title: subscriptionRounds.title,
      endTs: subscriptionRounds.endTs,
      contractCompletedAt: subscriptionRounds.contractCompletedAt,
      retentionHold: subscriptionRounds.retentionHold,
      drawnAt: roundDraws.drawnAt,
    })
    .from(subscriptionRounds)
    .leftJoin(roundDraws, eq(roundDraws.roundId, subscriptionRounds.id));
}

/**
 * Destroys the personal data whose retention period has ended: name, phone number and the answers that
 * are not draw tiers (car, assets). What the public draw record needs stays: receipt number, supply type,
 * tiers (income, regional), result, and the row itself for the counts. Held rounds are skipped. Runs in
 * one transaction that holds the audit chain from its start, so two runs at once (the job queue runs one
 * at a time; an operator's second is not excluded) go one after the other and the second finds the data
 * gone; each round destroyed is written to the audit log with its counts, never the data. Audit entries
 * (접속기록 included) are never touched.
 */
export async function runRetention(
  db: Db,
  now: Date,
  options: {
    /** removes a destroyed document's sealed bytes from the file store, after the commit */
    removeDocument?: (storedName: string) => Promise<void>;
  } = {},
): Promise<RetentionRun> {
  const run = await transaction(db, async (tx) => {
    // the sealed files of this attempt only: a retried transaction starts the list again
    const documents: string[] = [];
    await holdAuditChain(tx);
    const done: RoundDestruction[] = [];
    for (const round of await roundsWithDates(tx)) {
      if (round.retentionHold !== null) continue;
      const dates = retentionDates(round);
      const due = await tx
        .select({ id: applicants.id, winningState: applicants.winningState })
        .from(applicants)
        .where(and(eq(applicants.roundId, round.id), isNull(applicants.destroyedAt)));
      const others = due.filter((row) => !keepsUntilContract(row.winningState));
      const winners = due.filter((row) => keepsUntilContract(row.winningState));
      const ids = [
        ...(now >= dates.others ? others : []),
        ...(dates.winners && now >= dates.winners ? winners : []),
      ].map((row) => row.id);
      if (ids.length === 0) continue;
      await tx
        .update(applicants)
        .set({ name: '', phoneNumber: '', car: null, assetBasis: null, destroyedAt: now, updatedAt: now })
        .where(inArray(applicants.id, ids));
      const sealed = await destroyDocumentsOf(tx, ids);
      documents.push(...sealed);
      const result = {
        roundId: round.id,
        others: now >= dates.others ? others.length : 0,
        winners: dates.winners && now >= dates.winners ? winners.length : 0,
      };
      await audit(tx, {
        actor: RETENTION_ACTOR,
        kind: 'retention',
        action: 'destroy',
        roundId: round.id,
        after: {
          others: result.others,
          winners: result.winners,
          ...(sealed.length > 0 ? { documents: sealed.length } : {}),
        },
      });
      done.push(result);
    }
    return { rounds: done, documents };
  });
  // a removal that fails leaves sealed bytes no row leads to; the rows are gone either way
  for (const storedName of run.documents) await options.removeDocument?.(storedName).catch(() => undefined);
  return { rounds: run.rounds };
}

export interface DestructionNotice {
  roundId: number;
  title: string;
  /** ISO time the data goes */
  at: string;
  /** who: 미당첨 applicants or winners and reserves */
  group: 'others' | 'winners';
  count: number;
}

/** What the dashboard announces: destructions due within the notice period, of rounds not held. */
export async function upcomingDestructions(db: Db, now: Date): Promise<DestructionNotice[]> {
  const horizon = now.getTime() + DESTRUCTION_NOTICE_DAYS * 24 * 60 * 60 * 1000;
  const notices: DestructionNotice[] = [];
  for (const round of await roundsWithDates(db)) {
    if (round.retentionHold !== null) continue;
    const dates = retentionDates(round);
    const rows = await db
      .select({ winningState: applicants.winningState })
      .from(applicants)
      .where(and(eq(applicants.roundId, round.id), isNull(applicants.destroyedAt)));
    const groups = [
      {
        group: 'others' as const,
        at: dates.others,
        count: rows.filter((r) => !keepsUntilContract(r.winningState)).length,
      },
      {
        group: 'winners' as const,
        at: dates.winners,
        count: rows.filter((r) => keepsUntilContract(r.winningState)).length,
      },
    ];
    for (const { group, at, count } of groups)
      if (at && count > 0 && at.getTime() <= horizon)
        notices.push({ roundId: round.id, title: round.title, at: at.toISOString(), group, count });
  }
  return notices.sort((a, b) => a.at.localeCompare(b.at));
}
