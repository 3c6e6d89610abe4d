import type { DrawResult, Supply } from './draw';

/** One supply type's outcome of a draw: its supply and how many applicants got each result. */
export interface DrawTypeCounts {
  supplyType: string;
  winners: number;
  reserves: number;
  applicants: number;
  won: number;
  reserve: number;
  notWon: number;
}

/**
 * The draw's outcome per supply type, in the given type order (others after, by name): what the run's
 * answer says instead of every applicant's result, which the screens read through their own calls.
 */
export function drawCounts(
  ranking: Record<string, readonly { result: DrawResult }[]>,
  supply: Record<string, Supply>,
  order: readonly string[] = [],
): DrawTypeCounts[] {
  const place = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  const types = [...new Set([...Object.keys(supply), ...Object.keys(ranking)])].sort(
    (a, b) => place(a) - place(b) || a.localeCompare(b),
  );
  return types.map((supplyType) => {
    const rows = ranking[supplyType] ?? [];
    const count = (kind: DrawResult['kind']) => rows.filter((row) => row.result.kind === kind).length;
    return {
      supplyType,
      winners: supply[supplyType]?.winners ?? 0,
      reserves: supply[supplyType]?.reserves ?? 0,
      applicants: rows.length,
      won: count('won'),
      reserve: count('reserve'),
      notWon: count('notWon'),
    };
  });
}
