/**
 * How long and how often the shell tries to load a remote, in one place (docs/architecture.md).
 * A manifest or remote entry that does not answer in time fails, so its route shows the error and
 * retry instead of 로딩 중... forever; chunks keep the spec's 120 seconds, set in each
 * build's `output.chunkLoadTimeout`.
 */
export const loadLimits = {
  manifestTimeoutMs: 10_000,
  entryTimeoutMs: 30_000,
  /** pauses before each automatic retry of a failed load (timeouts are not retried) */
  retryDelaysMs: [500, 1_500],
  /** a remote that still fails reloads the page at most once in this window (per tab, per remote) */
  reloadGuardMs: 60_000,
} as const;
