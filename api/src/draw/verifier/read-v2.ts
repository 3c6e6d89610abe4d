// draw/v2 (docs/draw-method-v2.md), kept verifying as it was published: its commitment bound the list,
// the supply and the plan, but not the witnessed number typed after the freeze; that is said plainly.
import { DRAW_V2, runDrawV2, verifyDrawFileV2, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import { beaconSignatureProblems, keyOfNamedChain, type KeyChoice } from './beacon-signature';
import { commitmentLine, signatureLine, supplyText, type Given, type VersionReading } from './output';
import {
  array,
  either,
  hex,
  hex64,
  int,
  literal,
  nullable,
  object,
  results,
  row,
  supply,
  text,
} from './shape';

export const shapeV2 = object({
  version: literal(DRAW_V2),
  commitmentDigest: hex64,
  commitment: object({
    method: literal(DRAW_V2),
    listDigest: hex64,
    supply,
    beacon: nullable(object({ chainHash: hex64, round: int(1) })),
    witnessedDigits: nullable(int(1)),
  }),
  list: array(row),
  randomness: object({
    beaconRound: int(0),
    beaconRandomness: either(literal(''), hex64, '"" or a SHA-256 digest (64 lowercase hex digits)'),
    beaconSignature: either(literal(''), hex, '"" or lowercase hex digits'),
    witnessedNumber: text,
  }),
  seed: hex64,
  results,
});

/** Randomness the plan does not have must not appear, and a plan must have some. */
function planProblems({ commitment, randomness }: DrawFileV2): string[] {
  const problems: string[] = [];
  if (!commitment.beacon && commitment.witnessedDigits === null) {
    problems.push(
      'the plan has no randomness: no drand beacon and no witnessed number, so the result was known to anyone holding the list before the draw',
    );
  }
  if (!commitment.beacon) {
    if (randomness.beaconRound !== 0) {
      problems.push(`the plan has no beacon, yet the file gives beaconRound ${randomness.beaconRound}`);
    }
    if (randomness.beaconSignature !== '') {
      problems.push('the plan has no beacon, yet the file holds a beacon signature');
    }
  } else if (randomness.beaconSignature === '') {
    problems.push('the beacon signature is missing, so the beacon cannot be checked');
  }
  return problems;
}

export async function readV2(file: DrawFileV2, given: Given): Promise<VersionReading> {
  const { commitment, randomness } = file;
  const { beacon, witnessedDigits } = commitment;
  const { digest, seed, ranking } = runDrawV2(commitment, file.list, randomness);
  const problems = planProblems(file);
  let choice: KeyChoice = { key: null, source: '', problems: [], notes: [] };
  let signature: string[] = [];
  if (beacon && randomness.beaconSignature !== '') {
    choice = keyOfNamedChain(beacon.chainHash, given.publicKey);
    if (choice.key !== null) {
      signature = await beaconSignatureProblems(
        {
          round: randomness.beaconRound,
          randomness: randomness.beaconRandomness,
          signature: randomness.beaconSignature,
        },
        choice.key,
      );
    }
  }
  const lines = [
    `method ${DRAW_V2}`,
    commitmentLine(digest, given.commitment),
    `list ${commitment.listDigest} (${file.list.length} rows)`,
    `plan beacon ${beacon ? `${beacon.chainHash} round ${beacon.round}` : 'none'}; witnessed digits ${witnessedDigits ?? 'none'}`,
    `supply ${supplyText(commitment.supply)}`,
    `randomness beacon ${randomness.beaconRandomness || '-'}; witnessed number ${randomness.witnessedNumber || '-'}`,
    beacon ? signatureLine(choice.key, choice.source, signature) : 'signature none: the plan has no beacon',
    `seed ${seed}`,
  ];
  if (witnessedDigits !== null) {
    lines.push(
      'not bound: draw/v2 did not bind the witnessed number: it was typed after the freeze and could have been chosen by whoever typed it',
    );
    if (!beacon) {
      lines.push('not bound: this plan had no drand beacon, so that number alone decided the result');
    }
  }
  if (given.publicKey !== undefined && !beacon) {
    choice.notes.push('--public-key was not used: this plan has no beacon');
  }
  problems.push(...choice.problems, ...signature, ...verifyDrawFileV2(file, given.commitment));
  return { lines, ranking, problems, notes: choice.notes };
}
