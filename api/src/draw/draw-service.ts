import { runDraw, type DrawInputs } from '@portal/shared-types/draw/draw';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api';
import {
  beaconRoundTime,
  competitionRate,
  describeDrawPlan,
  roundSupply,
  targetBeaconRound,
  type BeaconChain,
} from '@portal/shared-types/draw/draw-plan';
import { formatWinningState } from '@portal/shared-types/applicants/winning-state-rules';
import { SUPPLY_TYPE_CODES } from '@portal/shared-types/rounds/supply-type-labels';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import { audit } from '../audit/audit-log';
import { findRoundSettings, lockRound, type RoundSettings } from '../rounds/rounds-repository';
import type { BeaconSource } from './beacon';
import {
  amendmentsOf,
  currentFreeze,
  findDraw,
  freezeHistory,
  saveDraw,
  waitingDraws,
  writeDrawStates,
  type DrawRow,
  type FreezeRow,
} from './draw-repository';

/** Supply types in the order the forms list them. */
const typeOrder = (type: string) => (SUPPLY_TYPE_CODES as readonly string[]).indexOf(type);

export interface DrawDeps {
  db: Db;
  clock: Clock;
  chain: BeaconChain;
  beacons: BeaconSource;
}

/** The drand round a frozen list waits for, or null when the plan has no beacon. */
function target(deps: DrawDeps, settings: RoundSettings, freeze: FreezeRow) {
  const beacon = settings.drawPlan.beacon;
  if (!beacon) return null;
  const round = targetBeaconRound(deps.chain, freeze.at.getTime(), beacon.delayHours);
  return { round, at: beaconRoundTime(deps.chain, round) };
}

/** True once the draw's randomness exists (the beacon's time has come, or the number was entered). */
export function randomnessExists(
  deps: DrawDeps,
  settings: RoundSettings,
  freeze: FreezeRow | null,
  draw: DrawRow | null,
): boolean {
  if (draw?.witnessedNumber || draw?.beacon || draw?.drawnAt) return true;
  const beacon = freeze && target(deps, settings, freeze);
  return beacon ? deps.clock.now().getTime() >= beacon.at : false;
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

/** The witnessed number, entered once after the freeze; its digit count is the plan's. */
export async function enterWitnessedNumber(deps: DrawDeps, roundId: number, number: string, actor: string) {
  const { settings, freeze, draw } = await frozenState(deps, roundId);
  const digits = settings.drawPlan.witnessedDigits;
  if (!digits) throw badRequest(drawMessages.witnessedNotPlanned);
  if (!new RegExp(`^\\d{${digits}}$`).test(number)) throw badRequest(drawMessages.witnessedNumber(digits));
  if (!settings.closed || !freeze) throw conflict(drawMessages.witnessedBeforeFreeze);
  if (draw?.witnessedNumber) throw conflict(drawMessages.witnessedTwice);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveDraw(tx, roundId, { witnessedNumber: number, witnessedBy: actor, witnessedAt: at });
    await audit(tx, { actor, kind: 'draw', action: 'witness', roundId, after: { witnessedNumber: number } });
  });
}

/**
 * Runs the draw of a frozen round: fetches and checks the beacon when the plan has one, then ranks and
 * writes every winning state in one transaction. Refused (nothing changed) before the freeze, before the
 * randomness exists, or a second time. When the beacon cannot be had, the request is remembered and
 * `retryWaitingDraws` finishes it later.
 */
export async function requestDraw(deps: DrawDeps, roundId: number, actor: string): Promise<void> {
  const { settings, freeze, draw } = await frozenState(deps, roundId);
  if (draw?.drawnAt) throw conflict(drawMessages.drawnTwice);
  if (!settings.closed || !freeze) throw conflict(drawMessages.notFrozen);
  const plan = settings.drawPlan;
  if (plan.witnessedDigits && !draw?.witnessedNumber) throw conflict(drawMessages.witnessedMissing);
  let beacon = draw?.beacon ?? null;
  const wanted = target(deps, settings, freeze);
  if (plan.beacon && wanted && !beacon) {
    if (plan.beacon.chainHash !== deps.chain.chainHash) {
      throw conflict('이 회차가 약속한 drand 체인이 서버 설정과 다릅니다. 관리자에게 문의해 주세요.');
    }
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
  const inputs: DrawInputs = {
    chainHash: plan.beacon ? plan.beacon.chainHash : '',
    beaconRound: beacon?.round ?? 0,
    beaconRandomness: beacon?.randomness ?? '',
    witnessedNumber: draw?.witnessedNumber ?? '',
    listDigest: freeze.listDigest!,
  };
  await deps.db.transaction(async (tx) => {
    await lockRound(tx, roundId, 'update');
    const again = await findDraw(tx, roundId, true);
    if (again?.drawnAt) throw conflict(drawMessages.drawnTwice);
    if ((await currentFreeze(tx, roundId))?.id !== freeze.id) throw conflict(drawMessages.notFrozen);
    const supply = roundSupply(settings.subscriptionTypes, settings.supply);
    const { seed, ranking } = runDraw(freeze.list ?? [], inputs, supply);
    const states = Object.values(ranking).flatMap((rows) =>
      rows.map((row) => ({ receiptNumber: row.receiptNumber, state: formatWinningState(row.result) })),
    );
    await writeDrawStates(tx, roundId, states);
    const drawnAt = deps.clock.now();
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
  });
}

/** Finishes the draws that wait for their beacon; each failure stays recorded for the admin screen. */
/** Tries every draw still waiting for its beacon again; answers how many there were. */
export async function retryWaitingDraws(deps: DrawDeps): Promise<number> {
  const waiting = await waitingDraws(deps.db);
  for (const roundId of waiting) {
    const draw = await findDraw(deps.db, roundId);
    await requestDraw(deps, roundId, draw?.requestedBy ?? 'system').catch(() => undefined);
  }
  return waiting.length;
}

/** Everything the round's public draw page shows (issue 15, points 3 to 8). */
export async function roundDrawInfo(deps: DrawDeps, roundId: number): Promise<RoundDrawInfo | null> {
  const settings = await findRoundSettings(deps.db, roundId);
  if (!settings) return null;
  const [history, draw, amendments] = await Promise.all([
    freezeHistory(deps.db, roundId),
    findDraw(deps.db, roundId),
    amendmentsOf(deps.db, roundId),
  ]);
  const last = history.at(-1);
  const freeze = last?.kind === 'freeze' ? last : null;
  const supply = draw?.supply ?? roundSupply(settings.subscriptionTypes, settings.supply);
  const list = freeze?.list ?? [];
  const competition = freeze
    ? Object.entries(supply)
        .sort(([a], [b]) => typeOrder(a) - typeOrder(b))
        .map(([supplyType, { winners, reserves }]) => {
          const applicants = list.filter((row) => row.supplyType === supplyType).length;
          return { supplyType, winners, reserves, applicants, rate: competitionRate(applicants, winners) };
        })
    : [];
  const wanted = freeze && target(deps, settings, freeze);
  const drawn = draw?.drawnAt && draw.inputs ? runDraw(list, draw.inputs, supply) : null;
  return {
    roundId,
    title: settings.title,
    closed: settings.closed,
    plan: settings.drawPlan,
    planText: describeDrawPlan(settings.drawPlan),
    supply,
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      listDigest: event.listDigest,
    })),
    frozen: freeze ? { at: freeze.at.toISOString(), listDigest: freeze.listDigest!, list } : null,
    competition,
    beacon:
      wanted && settings.drawPlan.beacon
        ? {
            chainHash: settings.drawPlan.beacon.chainHash,
            round: wanted.round,
            at: new Date(wanted.at).toISOString(),
            randomness: draw?.beacon?.randomness ?? null,
            signature: draw?.beacon?.signature ?? null,
            error: draw?.beacon ? null : (draw?.beaconError ?? null),
          }
        : null,
    witnessed:
      draw?.witnessedNumber && draw.witnessedAt
        ? { number: draw.witnessedNumber, at: draw.witnessedAt.toISOString() }
        : null,
    draw:
      drawn && draw?.drawnAt && draw.inputs
        ? {
            drawnAt: draw.drawnAt.toISOString(),
            seed: drawn.seed,
            inputs: draw.inputs,
            results: Object.fromEntries(
              Object.entries(drawn.ranking).map(([type, rows]) => [
                type,
                rows.map(({ receiptNumber, rank, result }) => ({ receiptNumber, rank, result })),
              ]),
            ),
          }
        : null,
    amendments: amendments.map((row) => ({
      receiptNumber: row.receiptNumber,
      oldState: row.oldState,
      newState: row.newState,
      reason: row.reason,
      at: row.at.toISOString(),
    })),
  };
}
