/** PostgreSQL's unique violation (23505) in the error or one it wraps, as Drizzle does; else undefined. */
function uniqueViolation(error: unknown): { constraint?: unknown } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return current as { constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the error is a unique violation; of the named index only, when one is given. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const violation = uniqueViolation(error);
  return violation !== undefined && (index === undefined || violation.constraint === index);
}
