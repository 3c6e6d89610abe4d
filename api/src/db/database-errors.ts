/** The error codes of a failed query, outermost first: Drizzle wraps the driver's error in `cause`. */
function codes(error: unknown): string[] {
  const found: string[] = [];
  for (let item = error, depth = 0; typeof item === 'object' && item !== null && depth < 5; depth++) {
    const { code, cause } = item as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') found.push(code);
    item = cause;
  }
  return found;
}

function messages(error: unknown): string[] {
  const found: string[] = [];
  for (let item = error, depth = 0; item instanceof Error && depth < 5; depth++) {
    found.push(item.message);
    item = item.cause;
  }
  return found;
}

// 08: connection exception; 57P01-57P03: the server is shutting down or starting; 53300: too many connections
const UNAVAILABLE_CODES =
  /^(08...|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|EAI_AGAIN)$/;
// node-postgres reports a lost or unobtainable connection without a code
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/** The database cannot be reached (down, restarting, network cut): a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    codes(error).some((code) => UNAVAILABLE_CODES.test(code)) ||
    messages(error).some((message) => UNAVAILABLE_MESSAGES.test(message))
  );
}

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01) or a serialization conflict (40001): the
 * same transaction run again normally goes through.
 */
export function isTransactionConflict(error: unknown): boolean {
  return codes(error).some((code) => code === '40P01' || code === '40001');
}

/** Text PostgreSQL refuses to store (a NUL, an invalid byte sequence): bad input that slipped past the schemas. */
export function isInvalidText(error: unknown): boolean {
  return codes(error).some((code) => code === '22021' || code === '22P05');
}

/** Any other value PostgreSQL refuses (class 22: a number out of range, an unreadable date, ...). */
export function isInvalidValue(error: unknown): boolean {
  return codes(error).some((code) => /^22...$/.test(code));
}
