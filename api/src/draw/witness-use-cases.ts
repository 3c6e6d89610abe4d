// draw/v3's witnesses: a salted commitment before the close, its reveal after the freeze and before the
// beacon's time. Each write locks the round, so a close or a draw sees a commitment or a reveal whole.
import {
  drawMessages,
  type WitnessCommitInput,
  type WitnessRevealInput,
} from '@portal/shared-types/draw/draw-api.schema';
import { DRAW_V3, witnessCommitment } from '@portal/shared-types/draw/draw-v3';
import { planMethod } from '@portal/shared-types/draw/draw-plan';
import { messages } from '@portal/shared-types/common/messages';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { conflict, notFound } from '../http/app-error';
import { audit } from '../audit/audit-log';
import { isUniqueViolation } from '../db/unique-violation';
import { findRoundSettings, lockRound } from '../rounds/rounds-repository';
import { target, type DrawDeps } from './commitments';
import { currentFreeze } from './draw-repository';
import { commitmentUsed, cycleWitnesses, insertCommitment, saveReveal } from './witnesses-repository';

const COMMITMENT_KEY = 'draw_witnesses_commitment_key';

/** The round, locked for update, with its plan: only draw/v3 plans with witnesses take them. */
async function lockedV3Round(tx: Tx, roundId: number) {
  if (!(await lockRound(tx, roundId, 'update'))) throw notFound(messages.notFound);
  const settings = (await findRoundSettings(tx, roundId))!;
  const allowed = planMethod(settings.drawPlan) === DRAW_V3 ? (settings.drawPlan.witnesses ?? 0) : 0;
  if (allowed === 0) throw conflict(drawMessages.commitNotPlanned);
  return { settings, allowed };
}

/**
 * A witness's commitment before the close. The server sees only the salted digest, never the value. Each
 * admin commits once a cycle, up to the plan's number of witnesses; a digest used before (in any round)
 * is refused, so a value and salt are never counted twice.
 */
export async function commitWitness(
  deps: DrawDeps,
  roundId: number,
  input: WitnessCommitInput,
  actor: string,
): Promise<void> {
  const { commitment, place } = input;
  try {
    await auditedWrite(deps.db, async (tx) => {
      const { settings, allowed } = await lockedV3Round(tx, roundId);
      if (settings.closed) throw conflict(drawMessages.commitAfterClose);
      const cycle = await cycleWitnesses(tx, roundId, null);
      if (cycle.some((row) => row.committedBy === actor)) throw conflict(drawMessages.commitTwice);
      if (cycle.length >= allowed) throw conflict(drawMessages.commitFull(allowed));
      if (await commitmentUsed(tx, commitment)) throw conflict(drawMessages.commitReused);
      const committedAt = deps.clock.now();
      await insertCommitment(tx, {
        roundId,
        commitment,
        committedBy: actor,
        committedPlace: place,
        committedAt,
      });
      // the value is not known here, and not logged: only its salted digest
      await audit(tx, {
        actor,
        kind: 'draw',
        action: 'witness-commit',
        roundId,
        after: { commitment, place },
      });
    });
  } catch (error) {
    // the same digest committed at the same moment to another round
    if (isUniqueViolation(error, COMMITMENT_KEY)) throw conflict(drawMessages.commitReused);
    throw error;
  }
}

/**
 * A witness's reveal after the freeze and strictly before the beacon's time: the value and salt must hash
 * to a commitment of the current freeze not yet revealed. Any admin may bring it (the salt is the proof).
 */
export async function revealWitness(
  deps: DrawDeps,
  roundId: number,
  input: WitnessRevealInput,
  actor: string,
): Promise<void> {
  const { value, salt, place } = input;
  await auditedWrite(deps.db, async (tx) => {
    const { settings } = await lockedV3Round(tx, roundId);
    const freeze = await currentFreeze(tx, roundId);
    if (!settings.closed || !freeze) throw conflict(drawMessages.revealBeforeFreeze);
    const at = deps.clock.now();
    const beacon = target(deps.chain, settings, freeze);
    if (!beacon || at.getTime() >= beacon.at) throw conflict(drawMessages.revealAfterBeacon);
    const commitment = witnessCommitment(salt, value);
    const row = (await cycleWitnesses(tx, roundId, freeze.id)).find((item) => item.commitment === commitment);
    if (!row) throw conflict(drawMessages.revealMismatch);
    if (row.value !== null) throw conflict(drawMessages.revealTwice);
    await saveReveal(tx, row.id, {
      value,
      salt,
      revealedBy: actor,
      revealedPlace: place,
      revealedAt: at,
    });
    await audit(tx, {
      actor,
      kind: 'draw',
      action: 'witness-reveal',
      roundId,
      after: { commitment, value, salt, place },
    });
  });
}
