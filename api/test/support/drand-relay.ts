// A local drand relay for the draw's tests: they never reach the internet. It serves a chain's
// /info and /public/{round} as api.drand.sh does, and the server checks every beacon with drand-client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { beaconRoundTime, type BeaconChain } from '@portal/shared-types/draw/draw-plan';
import type { Beacon } from '../../src/draw/beacon';

export interface RelayChain {
  chain: BeaconChain;
  beacon(round: number): Beacon | undefined;
}

/**
 * A genuine drand beacon, signed by drand's "walkthrough" test network with the same scheme as quicknet
 * (bls-unchained-g1-rfc9380): drand-client's own test vector.
 */
export const RECORDED: RelayChain & { round: number } = {
  chain: {
    chainHash: 'af8b6fc95693b058a3a59efe586eb31c2c352fe00cf40c62a427d87c34f7a235',
    publicKey:
      '81d320f220ee9c79e60e19dedc838c31e3ab919b15481e9feb52f643628c4f6a13fdc52129493875a818109d767272ca0541cbcdcea9335f2870d781b39b845ba8cbd44fdfe4967781cf72ca5917fc9398bcf97ca0548ed5a709016c4b1ff0f3',
    genesisTime: 1687506816,
    period: 3,
  },
  round: 38,
  beacon: (round) =>
    round === 38
      ? {
          round: 38,
          randomness: 'b2fc21325a24904a6a9e81a6c63f65f6cec3f0b2400df3f4a56b214770e9ccca',
          signature:
            '95c93585c513ebbcb4777ff15599b3140e5ec0295faa0e483f3deadd88fa6d43f0d3703e3a4ce106e8fd6c6987f32126',
        }
      : undefined,
};

const roundMessage = (round: number) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
};

/**
 * A chain of our own: a BLS12-381 key made here signs every round on G1 exactly as quicknet does, so the
 * production verification code checks it against this chain's public key.
 */
export function signingChain(genesisTime: number, period = 3, seed = 7): RelayChain {
  const secret = sha256(new TextEncoder().encode(`portal test drand chain ${seed}`));
  const publicKey = bytesToHex(bls.getPublicKeyForShortSignatures(secret));
  return {
    chain: {
      chainHash: bytesToHex(sha256(new TextEncoder().encode(`chain ${publicKey} ${genesisTime} ${period}`))),
      publicKey,
      genesisTime,
      period,
    },
    beacon: (round) => {
      const signature = bls.signShortSignature(roundMessage(round), secret);
      return { round, randomness: bytesToHex(sha256(signature)), signature: bytesToHex(signature) };
    },
  };
}

export interface DrandRelay {
  url: string;
  /** what it does: answer honestly, answer with a beacon whose randomness was changed, or fail */
  mode: 'honest' | 'tampered' | 'down';
  /** the rounds asked for, in order */
  asked: number[];
  close(): Promise<void>;
}

export async function startDrandRelay(source: RelayChain): Promise<DrandRelay> {
  const { chain } = source;
  const relay: DrandRelay = { url: '', mode: 'honest', asked: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (relay.mode === 'down') return send(503, { error: 'relay down' });
    const url = req.url ?? '';
    if (url === `/${chain.chainHash}/info`) {
      return send(200, {
        public_key: chain.publicKey,
        period: chain.period,
        genesis_time: chain.genesisTime,
        hash: chain.chainHash,
        groupHash: '00',
        schemeID: 'bls-unchained-g1-rfc9380',
        metadata: { beaconID: 'test' },
      });
    }
    const match = new RegExp(`^/${chain.chainHash}/public/(\\d+)$`).exec(url);
    const round = match ? Number(match[1]) : NaN;
    relay.asked.push(round);
    // like a real relay, no round before its time
    const due = Number.isSafeInteger(round) && beaconRoundTime(chain, round) <= Date.now();
    const beacon = due ? source.beacon(round) : undefined;
    if (!beacon) return send(404, { error: 'no such round' });
    if (relay.mode === 'tampered') {
      // a relay that lies: the next round's signature (a valid point, consistent randomness) under this
      // round's number, or, with no other round at hand, other randomness
      const other = source.beacon(round + 1);
      if (other) return send(200, { ...other, round });
      return send(200, { ...beacon, randomness: bytesToHex(sha256(new TextEncoder().encode('other'))) });
    }
    return send(200, beacon);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay.close = () => new Promise((resolve) => server.close(() => resolve()));
  return relay;
}

/** The environment that points the API at the relay's chain. */
export const relayEnv = (relay: DrandRelay, source: RelayChain) => ({
  DRAND_RELAYS: relay.url,
  DRAND_CHAIN_HASH: source.chain.chainHash,
  DRAND_PUBLIC_KEY: source.chain.publicKey,
  DRAND_GENESIS_TIME: String(source.chain.genesisTime),
  DRAND_PERIOD: String(source.chain.period),
});
