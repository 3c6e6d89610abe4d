// What every draw story reads of a freeze: the commitment it published, its method, the beacon it waits for.
import type { Commitment } from '@portal/shared-types/draw/draw-v2';
import type { CommitmentV3 } from '@portal/shared-types/draw/draw-v3';
import { beaconRoundTime, targetBeaconRound, type BeaconChain } from '@portal/shared-types/draw/draw-plan';
import type { Clock } from '../time/clock';
import type { Db } from '../db/database';
import type { RoundSettings } from '../rounds/rounds-repository';
import type { BeaconSource } from './beacon';
import type { FreezeRow } from './draw-repository';

export interface DrawDeps {
  db: Db;
  clock: Clock;
  chain: BeaconChain;
  beacons: BeaconSource;
}

export type AnyCommitment = Commitment | CommitmentV3;
export type DrawMethod = 'draw/v1' | AnyCommitment['method'];

/** The commitment a freeze published (draw/v2 or v3); null for a freeze made under draw/v1. */
export const commitmentOf = (freeze: FreezeRow): AnyCommitment | null =>
  freeze.commitment ? (JSON.parse(freeze.commitment) as AnyCommitment) : null;

/** The method a freeze committed to: its commitment's, or draw/v1 for one made before commitments. */
export const methodOf = (freeze: FreezeRow): DrawMethod => commitmentOf(freeze)?.method ?? 'draw/v1';

/** The drand round a frozen list waits for (the committed one since draw/v2), or null without a beacon. */
export function target(chain: BeaconChain, settings: RoundSettings, freeze: FreezeRow) {
  const beacon = settings.drawPlan.beacon;
  if (!beacon) return null;
  const round =
    commitmentOf(freeze)?.beacon?.round ?? targetBeaconRound(chain, freeze.at.getTime(), beacon.delayHours);
  return { round, at: beaconRoundTime(chain, round) };
}
