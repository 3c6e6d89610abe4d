import { CONTRACT_VERSION, contractModules, isCompatibleContract } from '@portal/web-runtime/contract';
import { CONTRACT_MARK } from './load-errors';

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/**
 * The contract modules a remote's manifest says it was built against, when they differ from this
 * shell's: empty when the remote fits. A remote that shares none of them is checked by the share
 * scope itself (strictVersion).
 */
export function contractMismatches(manifest: unknown): string[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return (shared as ManifestShared[]).flatMap((entry) => {
    if (typeof entry?.name !== 'string' || !(contractModules as readonly string[]).includes(entry.name))
      return [];
    const built = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : String(entry.version);
    return isCompatibleContract(CONTRACT_VERSION, built) ? [] : [`${entry.name} ${built}`];
  });
}

/** Refuses a remote built against another contract, loudly, before any of its code runs. */
export function assertContract(remote: string, manifest: unknown): void {
  const mismatches = contractMismatches(manifest);
  if (mismatches.length === 0) return;
  const message =
    `${CONTRACT_MARK} ${remote} was built against another shell contract (${mismatches.join(', ')}); ` +
    `this shell provides ${CONTRACT_VERSION}. It is not loaded: rebuild it against the current shared-types.`;
  console.error(message);
  throw new Error(message);
}
