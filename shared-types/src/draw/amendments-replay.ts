// Replays a round's amendments file over its drawn results (docs/amendments-file.md): every entry must
// start from the receipt number's public state at that point, and each move must follow its rule; a
// reserve call must fill a vacated winner's place of its own supply type, once, with the lowest reserve
// number still waiting. The verifier runs it; its messages are English, like the verifier's.
import { formatWinningState, parseWinningState, WON } from './winning-state';
import type { AmendmentEntry } from './amendments-file';
import type { PublishedResults } from './draw-v3';

// The public labels (the same words the draw page shows), written here so the verifier knows nothing of
// the server's state machine; the drawn states themselves are the stored texts (winning-state.ts).
const ADDED_WIN = '당첨(추가)';
const INELIGIBLE = '부적격';
const GIVEN_UP = '포기';
const LAPSED = '기한 경과';
/** A winner who is out leaves a place the next waiting reserve of the type takes. */
const VACATED = [INELIGIBLE, GIVEN_UP, LAPSED];
const WINNERS = [WON, ADDED_WIN];

/** Each vacating move: the states it may start from and the one it ends in. */
const VACATING: Record<string, { from: readonly string[]; to: string }> = {
  declaredIneligible: { from: [...WINNERS, LAPSED], to: INELIGIBLE },
  gaveUp: { from: WINNERS, to: GIVEN_UP },
  lapsed: { from: WINNERS, to: LAPSED },
};

export interface ReplayOutcome {
  /** the first entry that does not hold, as `entry n: why`; null when every entry holds */
  problem: string | null;
  /** entries accepted as published rather than checked by a rule (corrections, old editor changes) */
  notes: string[];
  /** each receipt number whose state now differs from the drawn one, in the order first changed */
  changed: { receiptNumber: string; drawn: string; now: string }[];
}

const drawnLabel = (result: PublishedResults[string][number]['result']) => formatWinningState(result);

const reserveNumber = (state: string | undefined) => parseWinningState(state).reserveNumber ?? 0;

/** Replays `entries` (already checked as a chain) over `results`, the draw's published results. */
export function replayAmendments(
  results: PublishedResults,
  entries: readonly AmendmentEntry[],
): ReplayOutcome {
  const typeOf = new Map<string, string>();
  const drawn = new Map<string, string>();
  for (const [supplyType, rows] of Object.entries(results)) {
    for (const row of rows) {
      typeOf.set(row.receiptNumber, supplyType);
      drawn.set(row.receiptNumber, drawnLabel(row.result));
    }
  }
  const state = new Map(drawn);
  const filled = new Set<string>();
  const notes: string[] = [];
  const order: string[] = [];

  /** Why `entry` does not hold at this point, or null; a reserve call's place is marked filled. */
  function refusal(entry: AmendmentEntry): string | null {
    const { receiptNumber, move, from, to, place } = entry;
    const now = state.get(receiptNumber);
    if (now === undefined) return `${receiptNumber} is not in draw.json's results`;
    if (from !== now) return `${receiptNumber} is ${now} at this point, not ${from} as the entry says`;
    if (move !== 'reserveCalled' && place !== null)
      return `a ${move} entry names a place (${place}); only a reserve call fills one`;
    const vacating = VACATING[move];
    if (vacating) {
      if (!vacating.from.includes(from)) return `${move} cannot start from ${from}`;
      if (to !== vacating.to) return `${move} ends in ${vacating.to}, not ${to}`;
      return null;
    }
    if (move === 'reserveCalled') return reserveCallRefusal(entry);
    if (move === 'lapseWithdrawn') {
      if (from !== LAPSED || !WINNERS.includes(to))
        return `lapseWithdrawn goes from ${LAPSED} to ${WON} or ${ADDED_WIN}, not from ${from} to ${to}`;
      if (filled.has(receiptNumber)) return `the place of ${receiptNumber} was filled: its lapse stands`;
      return null;
    }
    if (move === 'objectionUpheld') {
      if (from !== INELIGIBLE || !WINNERS.includes(to))
        return `objectionUpheld goes from ${INELIGIBLE} to ${WON} or ${ADDED_WIN}, not from ${from} to ${to}`;
      return null;
    }
    if (move === 'correctionConfirmed' || move === 'editorChange') {
      const what =
        move === 'correctionConfirmed' ? 'a confirmed correction' : 'a change by the old state editor';
      notes.push(
        `entry ${entry.n}: ${receiptNumber} ${from} → ${to} is ${what}, accepted as published (reason: ${entry.reason})`,
      );
      return null;
    }
    return `unknown move ${JSON.stringify(move)}`;
  }

  function reserveCallRefusal({ receiptNumber, from, to, place }: AmendmentEntry): string | null {
    const supplyType = typeOf.get(receiptNumber)!;
    const called = reserveNumber(from);
    if (called === 0) return `a reserve call starts from a reserve number (예비 n), not ${from}`;
    if (to !== ADDED_WIN) return `a reserve call ends in ${ADDED_WIN}, not ${to}`;
    if (place === null) return 'a reserve call names no place';
    const placeState = state.get(place);
    if (placeState === undefined) return `the place ${place} is not in draw.json's results`;
    if (typeOf.get(place) !== supplyType)
      return `the place ${place} is of supply type ${typeOf.get(place)}, the reserve ${receiptNumber} of ${supplyType}`;
    if (!VACATED.includes(placeState))
      return `the place ${place} is ${placeState}, not vacated (${VACATED.join(', ')})`;
    if (filled.has(place)) return `the place ${place} was filled before`;
    let lowest: { receiptNumber: string; number: number } | null = null;
    for (const [other, otherState] of state) {
      const number = reserveNumber(otherState);
      if (typeOf.get(other) !== supplyType || number === 0) continue;
      if (!lowest || number < lowest.number) lowest = { receiptNumber: other, number };
    }
    if (lowest && lowest.number < called)
      return `the place ${place} went to 예비 ${called} (${receiptNumber}), but 예비 ${lowest.number} (${lowest.receiptNumber}) of ${supplyType} was still waiting`;
    filled.add(place);
    return null;
  }

  for (const entry of entries) {
    const problem = refusal(entry);
    if (problem) return { problem: `entry ${entry.n}: ${problem}`, notes, changed: [] };
    if (!order.includes(entry.receiptNumber)) order.push(entry.receiptNumber);
    state.set(entry.receiptNumber, entry.to);
  }
  const changed = order
    .filter((receiptNumber) => state.get(receiptNumber) !== drawn.get(receiptNumber))
    .map((receiptNumber) => ({
      receiptNumber,
      drawn: drawn.get(receiptNumber)!,
      now: state.get(receiptNumber)!,
    }));
  return { problem: null, notes, changed };
}
