import { fetchBeacon, HttpChain, HttpChainClient, type ChainOptions } from 'drand-client';
import type { BeaconChain } from '@portal/shared-types/draw/draw-plan';

export interface Beacon {
  round: number;
  randomness: string;
  signature: string;
}

/** Fetches one round of the chain and checks its BLS signature against the configured public key. */
export type BeaconSource = (round: number) => Promise<Beacon>;

const FETCH_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within 10 s`)), FETCH_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * drand-client against each relay in turn: the chain's info must carry our chain hash and public key,
 * and the beacon must verify under that key for exactly the asked round (a tampered beacon is refused).
 */
export function drandBeaconSource(chain: BeaconChain, relays: readonly string[]): BeaconSource {
  const options: ChainOptions = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: chain.chainHash, publicKey: chain.publicKey },
  };
  return async (round) => {
    const failures: string[] = [];
    for (const relay of relays) {
      const base = `${relay.replace(/\/+$/, '')}/${chain.chainHash}`;
      try {
        const client = new HttpChainClient(new HttpChain(base, options), options);
        const beacon = await withTimeout(fetchBeacon(client, round), relay);
        if (beacon.round !== round) throw new Error(`the relay answered round ${beacon.round}`);
        return { round: beacon.round, randomness: beacon.randomness, signature: beacon.signature };
      } catch (error) {
        failures.push(`${relay}: ${(error as Error).message}`);
      }
    }
    throw new Error(failures.join('; ') || 'no relay configured');
  };
}
