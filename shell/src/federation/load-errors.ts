/** Marks the errors the shell raises itself, so they survive the runtime wrapping them in its own. */
export const TIMEOUT_MARK = '[portal-timeout]';
export const CONTRACT_MARK = '[portal-contract]';

const text = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** A load that timed out already waited its limit: it is not retried and does not reload the page. */
export function isTimeout(error: unknown): boolean {
  return /\[portal-timeout\]|TimeoutError|timed out/.test(text(error));
}

/** A remote built against another contract fails the same way on every try. */
export function isContractRefusal(error: unknown): boolean {
  return text(error).includes(CONTRACT_MARK);
}

/** What a retry or a reload can cure: a file that did not come (network, 404 after a deploy). */
export function isRetryable(error: unknown): boolean {
  return !isTimeout(error) && !isContractRefusal(error);
}
