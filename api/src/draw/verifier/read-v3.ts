// draw/v3 (docs/draw-method-v3.md): the form of its file, then the method's own checks, the witnesses'
// reveals and the beacon's signature against the key the commitment names.
import {
  DRAW_V3,
  MAX_WITNESSES,
  runDrawV3,
  verifyDrawFileV3,
  type DrawFileV3,
} from '@portal/shared-types/draw/draw-v3';
import { beaconSignatureProblems, keyOfCommitment } from './beacon-signature';
import { commitmentLine, signatureLine, supplyText, type Given, type VersionReading } from './output';
import { array, hex, hex64, int, literal, nullable, object, results, row, supply, text } from './shape';

export const shapeV3 = object({
  version: literal(DRAW_V3),
  commitmentDigest: hex64,
  commitment: object({
    method: literal(DRAW_V3),
    listDigest: hex64,
    supply,
    beacon: object({ chainHash: hex64, publicKey: hex, round: int(1) }),
    witnesses: array(hex64),
  }),
  list: array(row),
  randomness: object({
    beaconRound: int(1),
    beaconRandomness: hex64,
    beaconSignature: hex,
    reveals: array(object({ commitment: hex64, value: nullable(text), salt: nullable(text) })),
  }),
  seed: hex64,
  results,
});

export async function readV3(file: DrawFileV3, given: Given): Promise<VersionReading> {
  const { commitment, randomness } = file;
  const { beacon } = commitment;
  const { digest, seed, ranking } = runDrawV3(commitment, file.list, randomness);
  const choice = keyOfCommitment(beacon.chainHash, beacon.publicKey, given.publicKey);
  const signature = await beaconSignatureProblems(
    {
      round: randomness.beaconRound,
      randomness: randomness.beaconRandomness,
      signature: randomness.beaconSignature,
    },
    beacon.publicKey,
  );
  const revealed = new Map(randomness.reveals.map((reveal) => [reveal.commitment, reveal.value]));
  const witnesses = [...commitment.witnesses].sort();
  const lines = [
    `method ${DRAW_V3}`,
    commitmentLine(digest, given.commitment),
    `list ${commitment.listDigest} (${file.list.length} rows)`,
    `plan beacon ${beacon.chainHash} round ${beacon.round}, public key ${beacon.publicKey}; witnesses ${witnesses.length}`,
    `supply ${supplyText(commitment.supply)}`,
    ...witnesses.map((hash) => `witness ${hash} → ${revealed.get(hash) ?? 'not revealed'}`),
    `randomness beacon ${randomness.beaconRandomness}`,
    signatureLine(beacon.publicKey, choice.source, signature),
    `seed ${seed}`,
  ];
  const problems = [...choice.problems, ...signature];
  if (witnesses.length > MAX_WITNESSES) {
    problems.push(
      `the commitment holds ${witnesses.length} witnesses; draw/v3 allows at most ${MAX_WITNESSES}`,
    );
  }
  problems.push(...verifyDrawFileV3(file, given.commitment));
  return { lines, ranking, problems, notes: choice.notes };
}
