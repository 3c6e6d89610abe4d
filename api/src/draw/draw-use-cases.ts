import { runDraw, type DrawInputs, type RankedRow } from '@portal/shared-types/draw/draw';
import {
  drawMessages,
  type DrawInputsV3,
  type DrawRunSummary,
} from '@portal/shared-types/draw/draw-api.schema';
import { drawCounts } from '@portal/shared-types/draw/draw-summary';
import { SUPPLY_TYPE_CODES } from '@portal/shared-types/supply/supply-type-labels';
import { DRAW_V2, runDrawV2, type DrawInputsV2 } from '@portal/shared-types/draw/draw-v2';
import { DRAW_V3, runDrawV3 } from '@portal/shared-types/draw/draw-v3';
import { messages } from '@portal/shared-types/common/messages';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import { chainOfPlan, planMethod, roundSupply } from '@portal/shared-types/draw/draw-plan';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import { audit } from '../audit/audit-log';
import { enqueueResultsPublished } from '../notify/outbox';
import {
  findRoundSettings,
  lockRound,
  setRoundClosed,
  type RoundSettings,
} from '../rounds/rounds-repository';
import type { Beacon } from './beacon';
import { commitmentOf, target, type AnyCommitment, type DrawDeps } from './commitments';
import {
  clearWitnessedNumber,
  currentFreeze,
  findDraw,
  freezeList,
  recordReopen,
  saveDraw,
  waitingDraws,
  type DrawRow,
  type FreezeRow,
} from './draw-repository';
import { cycleWitnesses } from './witnesses-repository';
import { writeDrawStates } from '../applicants/winning-state-repository';

export type { DrawDeps } from './commitments';

/** What a draw read, under the method of its freeze. */
export type AnyDrawInputs = DrawInputs | DrawInputsV2 | DrawInputsV3;

const CHAIN_MISMATCH = '이 회차가 약속한 drand 체인이 서버 설정과 다릅니다. 관리자에게 문의해 주세요.';

/**
 * True once the draw's randomness exists (the beacon's time has come, or the number was entered). A
 * draw/v2 round still without its witnessed number at the beacon's time can never be drawn (the number is
 * refused from then on): its randomness is not taken to exist, so it may be reopened.
 */
export function randomnessExists(
  deps: DrawDeps,
  settings: RoundSettings,
  freeze: FreezeRow | null,
  draw: DrawRow | null,
): boolean {
  if (draw?.witnessedNumber || draw?.beacon || draw?.drawnAt) return true;
  const beacon = freeze && target(deps.chain, settings, freeze);
  if (!beacon || deps.clock.now().getTime() < beacon.at) return false;
  const plan = settings.drawPlan;
  return !(planMethod(plan) === DRAW_V2 && plan.witnessedDigits);
}

/** Refuses a reopening once the randomness exists; called inside the close's transaction. */
export async function assertReopenable(deps: DrawDeps, tx: Tx, roundId: number): Promise<void> {
  const settings = await findRoundSettings(tx, roundId);
  if (!settings) return;
  const [freeze, draw] = await Promise.all([currentFreeze(tx, roundId), findDraw(tx, roundId)]);
  if (randomnessExists(deps, settings, freeze, draw)) throw conflict(drawMessages.reopenAfterRandomness);
}

async function frozenState(deps: DrawDeps, roundId: number) {
  const settings = await findRoundSettings(deps.db, roundId);
  if (!settings) throw notFound('청약 회차를 찾을 수 없습니다.');
  const [freeze, draw] = await Promise.all([currentFreeze(deps.db, roundId), findDraw(deps.db, roundId)]);
  return { settings, freeze, draw };
}

/**
 * One admin's entry of the witnessed number after the freeze (draw/v2 plans; its digit count is the
 * plan's), before the beacon's time. It counts only when a second, different admin enters the same number:
 * the first entry waits, unseen; the same admin again is refused; a different number clears the waiting
 * entry, and both start over.
 */
export async function enterWitnessedNumber(
  deps: DrawDeps,
  roundId: number,
  entry: { number: string; place: string },
  actor: string,
): Promise<'waiting' | 'counted'> {
  const { number, place } = entry;
  const { settings, freeze } = await frozenState(deps, roundId);
  const digits = settings.drawPlan.witnessedDigits;
  if (!digits) throw badRequest(drawMessages.witnessedNotPlanned);
  if (!new RegExp(`^\\d{${digits}}$`).test(number)) throw badRequest(drawMessages.witnessedNumber(digits));
  if (!settings.closed || !freeze) throw conflict(drawMessages.witnessedBeforeFreeze);
  const at = deps.clock.now();
  // a number entered once the beacon is public could be chosen to fit it
  const beacon = target(deps.chain, settings, freeze);
  if (beacon && at.getTime() >= beacon.at) throw conflict(drawMessages.witnessedAfterBeacon);
  return auditedWrite(deps.db, async (tx) => {
    await lockRound(tx, roundId, 'update');
    if ((await currentFreeze(tx, roundId))?.id !== freeze.id)
      throw conflict(drawMessages.witnessedBeforeFreeze);
    const draw = await findDraw(tx, roundId, true);
    if (draw?.witnessedNumber) throw conflict(drawMessages.witnessedTwice);
    const pending = draw?.witnessPending ?? null;
    if (!pending) {
      await saveDraw(tx, roundId, {
        witnessPending: { actor, number, at: at.toISOString() },
        witnessPlace: place,
      });
      // the number stays out of the log until it counts: a second admin must not copy it from there
      await audit(tx, { actor, kind: 'draw', action: 'witness-entry', roundId, after: { place } });
      return 'waiting';
    }
    if (pending.actor === actor) throw conflict(drawMessages.witnessSameAdmin);
    if (pending.number !== number) {
      await saveDraw(tx, roundId, { witnessPending: null });
      await audit(tx, {
        actor,
        kind: 'draw',
        action: 'witness-mismatch',
        roundId,
        after: { first: { actor: pending.actor, number: pending.number }, second: { actor, number } },
      });
      return 'mismatch' as const;
    }
    // both admins' places are kept: each saw the witnessing from where they were
    const places = [...new Set([draw?.witnessPlace ?? place, place])].join(' / ');
    await saveDraw(tx, roundId, {
      witnessedNumber: number,
      witnessedBy: [pending.actor, actor].join(','),
      witnessedAt: at,
      witnessPending: null,
      witnessPlace: places,
    });
    await audit(tx, {
      actor,
      kind: 'draw',
      action: 'witness',
      roundId,
      after: { witnessedNumber: number, witnesses: [pending.actor, actor], place: places },
    });
    return 'counted';
  }).then((outcome) => {
    // the clearing is kept (outside the refused answer), then the mismatch is reported
    if (outcome === 'mismatch') throw conflict(drawMessages.witnessMismatch);
    return outcome;
  });
}

/**
 * Runs the draw of a frozen round: fetches and checks the beacon when the plan has one, then ranks and
 * writes every winning state in one transaction. Refused (nothing changed) before the freeze, before the
 * randomness exists, or a second time. When the beacon cannot be had, the request is remembered and
 * `retryWaitingDraws` finishes it later. Answers a summary (counts per supply type, the seed and what it
 * came from), never every applicant's result: at 100,000 applicants that was 17 MB.
 */
export async function requestDraw(deps: DrawDeps, roundId: number, actor: string): Promise<DrawRunSummary> {
  const { settings, freeze, draw } = await frozenState(deps, roundId);
  if (draw?.drawnAt) throw conflict(drawMessages.drawnTwice);
  if (!settings.closed || !freeze) throw conflict(drawMessages.notFrozen);
  const plan = settings.drawPlan;
  if (plan.witnessedDigits && !draw?.witnessedNumber) throw conflict(drawMessages.witnessedMissing);
  let beacon = draw?.beacon ?? null;
  const wanted = target(deps.chain, settings, freeze);
  if (plan.beacon && wanted && !beacon) {
    if (plan.beacon.chainHash !== deps.chain.chainHash) throw conflict(CHAIN_MISMATCH);
    if (deps.clock.now().getTime() < wanted.at) {
      throw conflict(drawMessages.beaconNotYet(wanted.round, formatAdminDateTime(wanted.at)));
    }
    try {
      beacon = await deps.beacons(wanted.round);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 300);
      await saveDraw(deps.db, roundId, { requestedBy: actor, beaconError: reason });
      throw new AppError(409, drawMessages.beaconUnavailable(reason));
    }
  }
  const commitment = commitmentOf(freeze);
  // a row of a type without supply would be ranked nowhere: such a list is not drawn
  const orphans = commitment
    ? [...new Set((freeze.list ?? []).map((row) => row.supplyType))].filter(
        (type) => !Object.hasOwn(commitment.supply, type),
      )
    : [];
  if (orphans.length > 0) throw conflict(drawMessages.noSupplyForType(orphans.join(', ')));
  return auditedWrite(deps.db, async (tx) => {
    await lockRound(tx, roundId, 'update');
    const again = await findDraw(tx, roundId, true);
    if (again?.drawnAt) throw conflict(drawMessages.drawnTwice);
    if ((await currentFreeze(tx, roundId))?.id !== freeze.id) throw conflict(drawMessages.notFrozen);
    // read under the round's lock: a reveal still being written is in, or refused
    const inputs = await drawInputs(tx, roundId, freeze, commitment, beacon, again, settings);
    const supply = commitment?.supply ?? roundSupply(settings.supplyTypes, settings.supply);
    const { seed, ranking } = drawOf(freeze.list ?? [], inputs, supply, commitment);
    const drawn = Object.values(ranking).flatMap((rows) =>
      rows.map((row) => ({
        receiptNumber: row.receiptNumber,
        state: row.result,
        rank: row.rank,
      })),
    );
    const states = await writeDrawStates(tx, roundId, drawn);
    const drawnAt = deps.clock.now();
    await enqueueResultsPublished(tx, roundId, drawnAt);
    await saveDraw(tx, roundId, {
      beacon,
      beaconError: null,
      inputs,
      seed,
      supply,
      drawnBy: actor,
      drawnAt,
      requestedBy: again?.requestedBy ?? actor,
    });
    await audit(tx, {
      actor,
      kind: 'draw',
      action: 'draw',
      roundId,
      // every state the draw set, by receipt number: the log holds each change, not only the run
      after: { seed, inputs, supply, applicants: states.length, states },
    });
    return {
      roundId,
      drawnAt: drawnAt.toISOString(),
      method: commitment?.method ?? 'draw/v1',
      seed,
      listDigest: freeze.listDigest!,
      commitmentDigest: freeze.commitmentDigest,
      beaconRound: beacon?.round ?? null,
      applicants: states.length,
      supply: drawCounts(ranking, supply, SUPPLY_TYPE_CODES),
    };
  });
}

/**
 * The randomness the draw reads, as stored with it: under draw/v3 the beacon and one reveal per committed
 * witness in the commitment's order (null for one not revealed before the beacon's time).
 */
async function drawInputs(
  tx: Tx,
  roundId: number,
  freeze: FreezeRow,
  commitment: AnyCommitment | null,
  beacon: Beacon | null,
  draw: DrawRow | null,
  settings: RoundSettings,
): Promise<AnyDrawInputs> {
  const beaconRound = beacon?.round ?? 0;
  const beaconRandomness = beacon?.randomness ?? '';
  if (commitment?.method === DRAW_V3) {
    if (!beacon) throw new Error(`round ${roundId}: a draw/v3 draw without its beacon`);
    const revealed = new Map(
      (await cycleWitnesses(tx, roundId, freeze.id)).map((row) => [row.commitment, row]),
    );
    return {
      method: DRAW_V3,
      commitmentDigest: freeze.commitmentDigest!,
      beaconRound,
      beaconRandomness,
      beaconSignature: beacon.signature,
      reveals: [...commitment.witnesses].sort().map((hash) => ({
        commitment: hash,
        value: revealed.get(hash)?.value ?? null,
        salt: revealed.get(hash)?.salt ?? null,
      })),
    };
  }
  const witnessedNumber = draw?.witnessedNumber ?? '';
  if (commitment) {
    return {
      method: DRAW_V2,
      commitmentDigest: freeze.commitmentDigest!,
      beaconRound,
      beaconRandomness,
      witnessedNumber,
    };
  }
  const plan = settings.drawPlan;
  return {
    chainHash: plan.beacon ? plan.beacon.chainHash : '',
    beaconRound,
    beaconRandomness,
    witnessedNumber,
    listDigest: freeze.listDigest!,
  };
}

/** The draw under the method its freeze committed to: draw/v3 or v2 with a commitment, else draw/v1. */
export function drawOf(
  list: FreezeRow['list'] & object,
  inputs: AnyDrawInputs,
  supply: Record<string, { winners: number; reserves: number }>,
  commitment: AnyCommitment | null,
): { seed: string; ranking: Record<string, RankedRow[]> } {
  if ('method' in inputs && inputs.method === DRAW_V3 && commitment?.method === DRAW_V3)
    return runDrawV3(commitment, list, inputs);
  if ('method' in inputs && inputs.method === DRAW_V2 && commitment?.method === DRAW_V2)
    return runDrawV2(commitment, list, inputs);
  return runDraw(list, inputs as DrawInputs, supply);
}

/** Tries every draw still waiting for its beacon again; returns how many there were. */
export async function retryWaitingDraws(deps: DrawDeps): Promise<number> {
  const waiting = await waitingDraws(deps.db);
  for (const roundId of waiting) {
    const draw = await findDraw(deps.db, roundId);
    await requestDraw(deps, roundId, draw?.requestedBy ?? 'system').catch(() => undefined);
  }
  return waiting.length;
}

/**
 * The admin closes a round, which freezes its list, or reopens it, which unfreezes the list and is
 * refused once the randomness exists; the audit entry lands in the same transaction. A reopening voids
 * every pending entry: draw/v3 witnesses commit again for the next close, a draw/v2 number is entered again.
 */
export async function closeOrReopenRound(
  deps: DrawDeps,
  roundId: number,
  isClosed: boolean,
  actor: string,
): Promise<Round> {
  const result = await setRoundClosed(deps.db, roundId, isClosed, async (tx) => {
    const at = deps.clock.now();
    const settings = await findRoundSettings(tx, roundId);
    const v3 = settings !== null && planMethod(settings.drawPlan) === DRAW_V3;
    if (isClosed) {
      // the commitment names the plan's chain with its public key: one the server knows
      const chain = settings?.drawPlan.beacon
        ? chainOfPlan(deps.chain, settings.drawPlan.beacon.chainHash)
        : deps.chain;
      if (v3 && !chain) throw conflict(CHAIN_MISMATCH);
      const freeze = await freezeList(tx, roundId, at, chain ?? deps.chain);
      await audit(tx, {
        actor,
        kind: 'round',
        action: 'close',
        roundId,
        after: {
          closed: true,
          listDigest: freeze.listDigest,
          commitmentDigest: freeze.commitmentDigest,
          applicants: freeze.list?.length ?? 0,
        },
      });
    } else {
      await assertReopenable(deps, tx, roundId);
      await recordReopen(tx, roundId, at);
      if (!v3) await clearWitnessedNumber(tx, roundId);
      await audit(tx, { actor, kind: 'round', action: 'reopen', roundId, after: { closed: false } });
    }
  });
  if (result.kind === 'missing') throw notFound(messages.notFound);
  if (result.kind === 'conflict') throw conflict(messages.roundOverlap);
  return result.round;
}
