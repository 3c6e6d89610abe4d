// The ids of stored rows, as paths and links carry them: the rules without zod, for public pages.

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** An id in a path read as a number (as `idParamSchema` coerces it): a positive integer, else null. */
export function positiveIdOf(text: unknown): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}
