import {
  DRAW_VERSION,
  runDraw,
  type DrawFile,
  type DrawInputs,
  type RankedRow,
} from '@portal/shared-types/draw/draw';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { publicStates } from '../after-draw/public-states';
import {
  DRAW_V2,
  listTextV2,
  runDrawV2,
  type Commitment,
  type DrawFileV2,
  type DrawInputsV2,
} from '@portal/shared-types/draw/draw-v2';
import { canonicalListJson } from '@portal/shared-types/draw/frozen-list';
import { messages } from '@portal/shared-types/common/messages';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import {
  beaconRoundTime,
  competitionRate,
  describeDrawPlan,
  roundSupply,
  targetBeaconRound,
  type BeaconChain,
} from '@portal/shared-types/draw/draw-plan';
import { formatWinningState } from '@portal/shared-types/applicants/winning-state-rules';
import { SUPPLY_TYPE_CODES } from '@portal/shared-types/supply/supply-type-labels';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
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
import type { BeaconSource } from './beacon';
import {
  amendmentsOf,
  currentFreeze,
  findDraw,
  freezeHistory,
  freezeList,
  recordReopen,
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

/** The commitment a draw/v2 freeze published; null for a freeze made under draw/v1. */
export const commitmentOf = (freeze: FreezeRow): Commitment | null =>
  freeze.commitment ? (JSON.parse(freeze.commitment) as Commitment) : null;

/** The drand round a frozen list waits for (the committed one under draw/v2), or null without a beacon. */
function target(deps: DrawDeps, settings: RoundSettings, freeze: FreezeRow) {
  const beacon = settings.drawPlan.beacon;
  if (!beacon) return null;
  const round =
    commitmentOf(freeze)?.beacon?.round ??
    targetBeaconRound(deps.chain, freeze.at.getTime(), beacon.delayHours);
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

/**
 * One admin's entry of the witnessed number after the freeze (its digit count is the plan's). It counts
 * only when a second, different admin enters the same number: the first entry waits, unseen; the same
 * admin again is refused; a different number clears the waiting entry, and both start over.
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
  return auditedWrite(deps.db, async (tx) => {
    await lockRound(tx, roundId, 'update');
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
    await saveDraw(tx, roundId, {
      witnessedNumber: number,
      witnessedBy: [pending.actor, actor].join(','),
      witnessedAt: at,
      witnessPending: null,
      witnessPlace: draw?.witnessPlace ?? place,
    });
    await audit(tx, {
      actor,
      kind: 'draw',
      action: 'witness',
      roundId,
      after: {
        witnessedNumber: number,
        witnesses: [pending.actor, actor],
        place: draw?.witnessPlace ?? place,
      },
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
  const commitment = commitmentOf(freeze);
  // a row of a type without supply would be ranked nowhere: such a list is not drawn
  const orphans = commitment
    ? [...new Set((freeze.list ?? []).map((row) => row.supplyType))].filter(
        (type) => !Object.hasOwn(commitment.supply, type),
      )
    : [];
  if (orphans.length > 0) throw conflict(drawMessages.noSupplyForType(orphans.join(', ')));
  const inputs: DrawInputs | DrawInputsV2 = commitment
    ? {
        method: DRAW_V2,
        commitmentDigest: freeze.commitmentDigest!,
        beaconRound: beacon?.round ?? 0,
        beaconRandomness: beacon?.randomness ?? '',
        witnessedNumber: draw?.witnessedNumber ?? '',
      }
    : {
        chainHash: plan.beacon ? plan.beacon.chainHash : '',
        beaconRound: beacon?.round ?? 0,
        beaconRandomness: beacon?.randomness ?? '',
        witnessedNumber: draw?.witnessedNumber ?? '',
        listDigest: freeze.listDigest!,
      };
  await auditedWrite(deps.db, async (tx) => {
    await lockRound(tx, roundId, 'update');
    const again = await findDraw(tx, roundId, true);
    if (again?.drawnAt) throw conflict(drawMessages.drawnTwice);
    if ((await currentFreeze(tx, roundId))?.id !== freeze.id) throw conflict(drawMessages.notFrozen);
    const supply = commitment?.supply ?? roundSupply(settings.subscriptionTypes, settings.supply);
    const { seed, ranking } = drawOf(freeze.list ?? [], inputs, supply, commitment);
    const states = Object.values(ranking).flatMap((rows) =>
      rows.map((row) => ({ receiptNumber: row.receiptNumber, state: formatWinningState(row.result) })),
    );
    await writeDrawStates(tx, roundId, states);
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
  });
}

/** The draw under the method its freeze committed to: draw/v2 with a commitment, else draw/v1. */
function drawOf(
  list: FreezeRow['list'] & object,
  inputs: DrawInputs | DrawInputsV2,
  supply: Record<string, { winners: number; reserves: number }>,
  commitment: Commitment | null,
): { seed: string; ranking: Record<string, RankedRow[]> } {
  if ('method' in inputs && commitment) return runDrawV2(commitment, list, inputs);
  return runDraw(list, inputs as DrawInputs, supply);
}

/** Finishes the draws that wait for their beacon; each failure stays recorded for the admin screen. */
/** Tries every draw still waiting for its beacon again; returns how many there were. */
export async function retryWaitingDraws(deps: DrawDeps): Promise<number> {
  const waiting = await waitingDraws(deps.db);
  for (const roundId of waiting) {
    const draw = await findDraw(deps.db, roundId);
    await requestDraw(deps, roundId, draw?.requestedBy ?? 'system').catch(() => undefined);
  }
  return waiting.length;
}

/** Everything the round's public draw page shows. */
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
  const commitment = freeze && commitmentOf(freeze);
  const supply =
    draw?.supply ?? commitment?.supply ?? roundSupply(settings.subscriptionTypes, settings.supply);
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
  const drawn = draw?.drawnAt && draw.inputs ? drawOf(list, draw.inputs, supply, commitment) : null;
  const amended = amendments.map((row, index) => ({
    number: index + 1,
    receiptNumber: row.receiptNumber,
    oldState: row.oldState,
    newState: row.newState,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
  return {
    roundId,
    title: settings.title,
    closed: settings.closed,
    startTs: settings.startTs.toISOString(),
    endTs: settings.endTs.toISOString(),
    plan: settings.drawPlan,
    planText: describeDrawPlan(settings.drawPlan),
    supply,
    method: freeze && !freeze.commitment ? 'draw/v1' : DRAW_V2,
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      listDigest: event.listDigest,
      commitmentDigest: event.commitmentDigest,
    })),
    frozen: freeze
      ? {
          at: freeze.at.toISOString(),
          listDigest: freeze.listDigest!,
          list,
          commitment: freeze.commitment,
          commitmentDigest: freeze.commitmentDigest,
        }
      : null,
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
        ? {
            number: draw.witnessedNumber,
            at: draw.witnessedAt.toISOString(),
            by: (draw.witnessedBy ?? '').split(',').filter(Boolean),
            place: draw.witnessPlace,
          }
        : null,
    witnessPending: draw?.witnessPending
      ? { by: draw.witnessPending.actor, at: draw.witnessPending.at }
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
    amendments: amended,
    // the state now of each receipt number: derived like every other surface (after-draw)
    changed: await publicStates(deps.db, roundId, amended, deps.clock.now()),
  };
}

/** The round's public draw page; 404 without such a round. */
export async function drawInfo(deps: DrawDeps, roundId: number): Promise<RoundDrawInfo> {
  const info = await roundDrawInfo(deps, roundId);
  if (!info) throw notFound(messages.notFound);
  return info;
}

/** Everything needed to recompute the draw, in the verifier's format of the round's method. */
export async function drawFile(deps: DrawDeps, roundId: number): Promise<DrawFile | DrawFileV2> {
  const info = await drawInfo(deps, roundId);
  if (!info.draw || !info.frozen) throw notFound(drawMessages.noDraw);
  const { inputs } = info.draw;
  if ('method' in inputs && info.frozen.commitment)
    return {
      version: DRAW_V2,
      commitmentDigest: inputs.commitmentDigest,
      commitment: JSON.parse(info.frozen.commitment) as DrawFileV2['commitment'],
      list: info.frozen.list,
      randomness: {
        beaconRound: inputs.beaconRound,
        beaconRandomness: inputs.beaconRandomness,
        beaconSignature: info.beacon?.signature ?? '',
        witnessedNumber: inputs.witnessedNumber,
      },
      seed: info.draw.seed,
      results: info.draw.results,
    };
  return {
    version: DRAW_VERSION,
    inputs: inputs as DrawInputs,
    supply: info.supply,
    list: info.frozen.list,
    results: info.draw.results,
  };
}

/** The frozen list in exactly the bytes its published digest hashes. */
export async function frozenListText(deps: DrawDeps, roundId: number): Promise<string> {
  const freeze = await currentFreeze(deps.db, roundId);
  if (!freeze) throw notFound(drawMessages.notFrozen);
  const list = freeze.list ?? [];
  return commitmentOf(freeze) ? listTextV2(list) : canonicalListJson(list);
}

/** The published commitment (draw/v2), in the bytes its digest hashes. */
export async function frozenCommitmentText(deps: DrawDeps, roundId: number): Promise<string> {
  const freeze = await currentFreeze(deps.db, roundId);
  if (!freeze?.commitment) throw notFound(drawMessages.notFrozen);
  return freeze.commitment;
}

/**
 * The admin closes a round, which freezes its list, or reopens it, which unfreezes the list and is
 * refused once the randomness exists; the audit entry lands in the same transaction.
 */
export async function closeOrReopenRound(
  deps: DrawDeps,
  roundId: number,
  isClosed: boolean,
  actor: string,
): Promise<Round> {
  const result = await setRoundClosed(deps.db, roundId, isClosed, async (tx) => {
    const at = deps.clock.now();
    if (isClosed) {
      const freeze = await freezeList(tx, roundId, at, deps.chain);
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
      await audit(tx, { actor, kind: 'round', action: 'reopen', roundId, after: { closed: false } });
    }
  });
  if (result.kind === 'missing') throw notFound(messages.notFound);
  if (result.kind === 'conflict') throw conflict(messages.roundOverlap);
  return result.round;
}
