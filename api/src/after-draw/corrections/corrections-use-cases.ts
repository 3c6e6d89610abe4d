// Corrections of a drawn result (추첨 결과 정정): one admin proposes, another confirms, and only then does
// the result change, in public. Each step locks the application first, so the rules (correction-rules.ts)
// are read against the state as it is, and one step waits for the other.
import {
  confirmationRefusal,
  correctionMessages,
  correctionRefusal,
  correctionStatus,
  withdrawalRefusal,
  type CorrectionRow as RuleRow,
} from '@portal/shared-types/after-draw/correction-rules';
import type {
  Correction,
  CorrectionProposalInput,
  Corrections,
} from '@portal/shared-types/after-draw/corrections.schema';
import { calledReserveDeadline } from '@portal/shared-types/after-draw/status-rules';
import { normalizeWinningState } from '@portal/shared-types/applicants/winning-state-rules';
import { parseWinningState, WON } from '@portal/shared-types/draw/winning-state';
import { messages } from '@portal/shared-types/common/messages';
import { roundSupply } from '@portal/shared-types/draw/draw-plan';
import type { Db } from '../../db/database';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { findDraw } from '../../draw/draw-repository';
import { changeWinningState } from '../../applicants/winning-state-repository';
import { conflict, notFound } from '../../http/app-error';
import {
  findRoundRow,
  findSettings,
  lockApplicantRow,
  saveReview,
  type ApplicantRow,
} from '../after-draw-repository';
import {
  closeCorrection,
  correctionsOfRound,
  findCorrection,
  insertCorrection,
  pendingCorrectionOf,
  type CorrectionRow,
} from './corrections-repository';
import { recordMove } from '../moves/record-move';
import { roundStatuses } from '../status/round-statuses';

export interface CorrectionDeps {
  db: Db;
  now: () => Date;
}

/** The round as the rules read it: drawn or not, the reserves of its plan, and each application's place. */
async function roundFacts(tx: Tx, roundId: number, now: Date) {
  const [draw, round, statuses] = await Promise.all([
    findDraw(tx, roundId),
    findRoundRow(tx, roundId),
    roundStatuses(tx, roundId, now),
  ]);
  const supply = draw?.supply ?? roundSupply(round?.supplyTypes ?? [], round?.supply ?? {});
  const rows: RuleRow[] = statuses.map(({ applicant, rows: facts }) => ({
    id: applicant.id,
    supplyType: applicant.supplyType,
    winningState: applicant.winningState,
    calledFromReserve: facts.call?.reserveNumber ?? null,
    placeFilled: facts.filled,
  }));
  return {
    round: {
      drawn: Boolean(draw?.drawnAt),
      reserves: Object.fromEntries(Object.entries(supply).map(([type, { reserves }]) => [type, reserves])),
    },
    rows,
    statusOf: (id: number) => statuses.find(({ applicant }) => applicant.id === id)!.state,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function correctionResponse(
  row: CorrectionRow,
  applicant: { receiptNumber: string; supplyType: string },
  actor: string,
): Correction {
  return {
    id: row.id,
    applicantId: row.applicantId,
    receiptNumber: applicant.receiptNumber,
    supplyType: applicant.supplyType,
    from: row.fromState,
    to: row.toState,
    reason: row.reason,
    status: correctionStatus(row),
    proposedBy: row.proposedBy,
    proposedAt: row.proposedAt.toISOString(),
    confirmedBy: row.confirmedBy,
    confirmedAt: iso(row.confirmedAt),
    withdrawnBy: row.withdrawnBy,
    withdrawnAt: iso(row.withdrawnAt),
    proposedByYou: row.proposedBy === actor,
  };
}

const nameOf = (applicant: ApplicantRow) => ({
  receiptNumber: applicant.receiptNumber,
  supplyType: applicant.supplyType,
});

export async function corrections(
  { db }: CorrectionDeps,
  roundId: number,
  actor: string,
): Promise<Corrections> {
  if (!(await findRoundRow(db, roundId))) throw notFound(messages.notFound);
  const all = (await correctionsOfRound(db, roundId)).map((row) => correctionResponse(row, row, actor));
  return {
    roundId,
    pending: all.filter((one) => one.status === 'pending'),
    past: all.filter((one) => one.status !== 'pending').reverse(),
  };
}

/** Writes a proposal and its move (not public: nothing changes until another admin confirms). */
export async function proposeCorrection(
  { db, now }: CorrectionDeps,
  applicantId: number,
  input: CorrectionProposalInput,
  actor: string,
): Promise<Correction> {
  return auditedWrite(db, async (tx) => {
    const applicant = await lockApplicantRow(tx, applicantId);
    if (!applicant) throw notFound(messages.notFound);
    const at = now();
    const { round, rows } = await roundFacts(tx, applicant.roundId, at);
    const pending = await pendingCorrectionOf(tx, applicant.id);
    const row = rows.find((one) => one.id === applicant.id)!;
    const refused = correctionRefusal(round, rows, row, input.result, pending !== null);
    if (refused) throw conflict(refused);
    const from = normalizeWinningState(applicant.winningState);
    const correction = await insertCorrection(tx, {
      applicantId: applicant.id,
      roundId: applicant.roundId,
      fromState: from,
      toState: input.result,
      reason: input.reason,
      proposedBy: actor,
      proposedAt: at,
    });
    await recordMove(tx, {
      applicant,
      move: 'correctionProposed',
      actor,
      at,
      reason: input.reason,
      detail: { correctionId: correction.id, from, to: input.result },
      audit: {
        kind: 'winningState',
        action: 'correctionProposed',
        before: { winningState: from },
        after: { winningState: input.result, reason: input.reason, correctionId: correction.id },
      },
    });
    return correctionResponse(correction, nameOf(applicant), actor);
  });
}

/** The proposal and its application, locked: the application first, as every move of it does. */
async function lockProposal(tx: Tx, correctionId: number) {
  const found = await findCorrection(tx, correctionId);
  const applicant = found && (await lockApplicantRow(tx, found.applicantId));
  if (!applicant) throw notFound(messages.notFound);
  return { applicant, correction: (await findCorrection(tx, correctionId, true))! };
}

/**
 * Another admin confirms: the result changes (only if it is still the one read), the proposal closes, and
 * the correction is published with the proposal's reason and told to the applicant, in one transaction.
 */
export async function confirmCorrection(
  { db, now }: CorrectionDeps,
  correctionId: number,
  actor: string,
): Promise<Correction> {
  return auditedWrite(db, async (tx) => {
    const { applicant, correction } = await lockProposal(tx, correctionId);
    const at = now();
    const { round, rows, statusOf } = await roundFacts(tx, applicant.roundId, at);
    const row = rows.find((one) => one.id === applicant.id)!;
    const refused = confirmationRefusal(round, rows, row, correction, actor);
    if (refused) throw conflict(refused);
    const before = statusOf(applicant.id);
    const to = parseWinningState(correction.toState);
    if (!(await changeWinningState(tx, applicant.id, applicant.winningState, to, at)))
      throw conflict(correctionMessages.raced);
    const closed = await closeCorrection(tx, correction.id, { confirmedBy: actor, confirmedAt: at });
    if (!closed) throw conflict(correctionMessages.raced);
    // a new winner hands in documents like a called reserve: a deadline of their own, never one already past
    const settings = await findSettings(tx, applicant.roundId);
    if (correction.toState === WON && !before.winner && settings?.documentsDeadline)
      await saveReview(
        tx,
        applicant,
        {
          stage: 'requested',
          ownDeadline: new Date(calledReserveDeadline(settings.documentsDeadline.toISOString(), at)),
        },
        at,
      );
    await recordMove(tx, {
      applicant,
      move: 'correctionConfirmed',
      actor,
      at,
      reason: correction.reason,
      detail: {
        correctionId: correction.id,
        from: correction.fromState,
        to: correction.toState,
        proposedBy: correction.proposedBy,
      },
      audit: {
        kind: 'winningState',
        action: 'correctionConfirmed',
        before: { winningState: correction.fromState },
        after: {
          winningState: correction.toState,
          reason: correction.reason,
          correctionId: correction.id,
          proposedBy: correction.proposedBy,
        },
      },
      public: { from: before.publicLabel, to: correction.toState, reason: correction.reason },
      message: 'winningStateChanged',
    });
    return correctionResponse(closed, nameOf(applicant), actor);
  });
}

/** Either admin withdraws a pending proposal; nothing else changes. */
export async function withdrawCorrection(
  { db, now }: CorrectionDeps,
  correctionId: number,
  actor: string,
): Promise<Correction> {
  return auditedWrite(db, async (tx) => {
    const { applicant, correction } = await lockProposal(tx, correctionId);
    const refused = withdrawalRefusal(correction);
    if (refused) throw conflict(refused);
    const at = now();
    const closed = (await closeCorrection(tx, correction.id, { withdrawnBy: actor, withdrawnAt: at }))!;
    await recordMove(tx, {
      applicant,
      move: 'correctionWithdrawn',
      actor,
      at,
      detail: { correctionId: correction.id, from: correction.fromState, to: correction.toState },
      audit: {
        kind: 'winningState',
        action: 'correctionWithdrawn',
        before: { correctionId: correction.id, status: 'pending', to: correction.toState },
        after: { correctionId: correction.id, status: 'withdrawn' },
      },
    });
    return correctionResponse(closed, nameOf(applicant), actor);
  });
}
