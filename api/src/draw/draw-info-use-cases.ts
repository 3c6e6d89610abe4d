import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { publicStates } from '../after-draw/status/public-states';
import { publishedResultsV3, DRAW_V3 } from '@portal/shared-types/draw/draw-v3';
import { messages } from '@portal/shared-types/common/messages';
import {
  competitionRate,
  describeDrawPlan,
  operatorCouldChoose,
  OPERATOR_CHOICE_WARNING,
  planMethod,
  roundSupply,
} from '@portal/shared-types/draw/draw-plan';
import { SUPPLY_TYPE_CODES } from '@portal/shared-types/supply/supply-type-labels';
import { notFound } from '../http/app-error';
import { findRoundSettings } from '../rounds/rounds-repository';
import { commitmentOf, methodOf, target, type DrawDeps } from './commitments';
import { amendmentsFileOf } from './amendments-file';
import { amendmentsOf, findDraw, freezeHistory, storedDrawRanks, type DrawRow } from './draw-repository';
import { drawOf } from './draw-use-cases';
import { cycleWitnesses, type WitnessRow } from './witnesses-repository';

/** Supply types in the order the forms list them. */
const typeOrder = (type: string) => (SUPPLY_TYPE_CODES as readonly string[]).indexOf(type);

/** A witness as the draw page shows it: who committed where and when, and the reveal once made. */
const witnessOf = (row: WitnessRow): RoundDrawInfo['witnesses'][number] => ({
  commitment: row.commitment,
  by: row.committedBy,
  place: row.committedPlace,
  at: row.committedAt.toISOString(),
  reveal:
    row.value !== null && row.salt !== null && row.revealedAt
      ? {
          value: row.value,
          salt: row.salt,
          by: row.revealedBy ?? '',
          place: row.revealedPlace ?? '',
          at: row.revealedAt.toISOString(),
        }
      : null,
});

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
  // the current cycle: bound to the current freeze, or made since the last reopening
  const witnesses = await cycleWitnesses(deps.db, roundId, freeze?.id ?? null);
  const supply = draw?.supply ?? commitment?.supply ?? roundSupply(settings.supplyTypes, settings.supply);
  const list = freeze?.list ?? [];
  const competition = freeze
    ? Object.entries(supply)
        .sort(([a], [b]) => typeOrder(a) - typeOrder(b))
        .map(([supplyType, { winners, reserves }]) => {
          const applicants = list.filter((row) => row.supplyType === supplyType).length;
          return { supplyType, winners, reserves, applicants, rate: competitionRate(applicants, winners) };
        })
    : [];
  const wanted = freeze && target(deps.chain, settings, freeze);
  const drawn = draw?.drawnAt && draw.inputs ? drawOf(list, draw.inputs, supply, commitment) : null;
  // the list and the file come from the same rows: entry n of amendments.json is amendment n here
  const file = drawn && freeze ? amendmentsFileOf(roundId, freeze.listDigest ?? '', amendments) : null;
  const amended = amendments.map((row, index) => ({
    number: index + 1,
    receiptNumber: row.receiptNumber,
    move: row.move ?? 'editorChange',
    oldState: row.oldState,
    newState: row.newState,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
  let freezes = 0;
  return {
    roundId,
    title: settings.title,
    closed: settings.closed,
    startTs: settings.startTs.toISOString(),
    endTs: settings.endTs.toISOString(),
    plan: settings.drawPlan,
    planText: describeDrawPlan(settings.drawPlan),
    supply,
    method: freeze ? methodOf(freeze) : planMethod(settings.drawPlan),
    planWarning: operatorCouldChoose(settings.drawPlan) ? OPERATOR_CHOICE_WARNING : null,
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      listDigest: event.listDigest,
      commitmentDigest: event.commitmentDigest,
      freeze: event.kind === 'freeze' ? (freezes += 1) : null,
      method: event.kind === 'freeze' ? methodOf(event) : null,
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
    witnesses: witnesses.map(witnessOf),
    revealUntil: wanted && commitment?.method === DRAW_V3 ? new Date(wanted.at).toISOString() : null,
    draw:
      drawn && draw?.drawnAt && draw.inputs
        ? {
            drawnAt: draw.drawnAt.toISOString(),
            seed: drawn.seed,
            inputs: draw.inputs,
            results: publishedResultsV3(drawn.ranking),
          }
        : null,
    amendments: amended,
    amendmentsFile: file ? { count: file.entries.length, head: file.head, genesis: file.genesis } : null,
    // the state now of each receipt number: derived like every other surface (after-draw)
    changed: await publicStates(deps.db, roundId, amended, deps.clock.now()),
  };
}

/**
 * Each receipt number's place in the draw of its supply type (the Excel file's 추첨순위), as the draw
 * wrote it with the results; undefined before the draw. A round drawn before the ranks were kept has
 * them recomputed from the stored inputs, as the draw page does (at 100,000 applicants, seconds).
 */
export async function drawnRanks(
  deps: Pick<DrawDeps, 'db'>,
  roundId: number,
): Promise<Map<string, number> | undefined> {
  const draw = await findDraw(deps.db, roundId);
  if (!draw?.drawnAt || !draw.inputs) return undefined;
  const stored = await storedDrawRanks(deps.db, roundId);
  return stored.size > 0 ? stored : recomputedRanks(deps, roundId, draw, draw.inputs);
}

async function recomputedRanks(
  deps: Pick<DrawDeps, 'db'>,
  roundId: number,
  draw: DrawRow,
  inputs: NonNullable<DrawRow['inputs']>,
): Promise<Map<string, number> | undefined> {
  const [settings, history] = await Promise.all([
    findRoundSettings(deps.db, roundId),
    freezeHistory(deps.db, roundId),
  ]);
  const last = history.at(-1);
  const freeze = last?.kind === 'freeze' ? last : null;
  if (!settings || !freeze) return undefined;
  const commitment = commitmentOf(freeze);
  const supply = draw.supply ?? commitment?.supply ?? roundSupply(settings.supplyTypes, settings.supply);
  const { ranking } = drawOf(freeze.list ?? [], inputs, supply, commitment);
  return new Map(
    Object.values(ranking).flatMap((rows) => rows.map((row) => [row.receiptNumber, row.rank] as const)),
  );
}

/** The round's public draw page; 404 without such a round. */
export async function drawInfo(deps: DrawDeps, roundId: number): Promise<RoundDrawInfo> {
  const info = await roundDrawInfo(deps, roundId);
  if (!info) throw notFound(messages.notFound);
  return info;
}
