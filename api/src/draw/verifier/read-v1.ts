// draw/v1, for rounds drawn before draw/v2: no commitment, no beacon signature kept. It still verifies
// under its own rules, and the verifier says what draw/v1 could not bind.
import { DRAW_VERSION, runDraw, verifyDrawFile, type DrawFile } from '@portal/shared-types/draw/draw';
import { supplyText, type Given, type VersionReading } from './output';
import { array, either, hex64, int, literal, object, results, row, supply, text } from './shape';

const emptyOrHex64 = either(literal(''), hex64, '"" or a SHA-256 digest (64 lowercase hex digits)');

export const shapeV1 = object({
  version: literal(DRAW_VERSION),
  inputs: object({
    chainHash: emptyOrHex64,
    beaconRound: int(0),
    beaconRandomness: emptyOrHex64,
    witnessedNumber: text,
    listDigest: hex64,
  }),
  supply,
  list: array(row),
  results,
});

/** Randomness the round did not use must not appear, the beacon must be whole, and some must be used. */
function inputProblems({ inputs }: DrawFile): string[] {
  const problems: string[] = [];
  const { chainHash, beaconRound, beaconRandomness, witnessedNumber } = inputs;
  if (chainHash === '' && witnessedNumber === '') {
    problems.push(
      'the draw used no randomness: no drand beacon and no witnessed number, so the result was known to anyone holding the list before the draw',
    );
  }
  if (chainHash === '') {
    if (beaconRound !== 0)
      problems.push(`the draw has no beacon, yet the file gives beaconRound ${beaconRound}`);
    if (beaconRandomness !== '')
      problems.push('the draw has no beacon, yet the file holds a beacon randomness');
  } else {
    if (beaconRound === 0) problems.push('the beacon round is missing');
    if (beaconRandomness === '') problems.push('the beacon randomness is missing');
  }
  if (!/^[0-9]*$/.test(witnessedNumber)) {
    problems.push(`the witnessed number ${JSON.stringify(witnessedNumber)} is not digits`);
  }
  return problems;
}

export function readV1(file: DrawFile, given: Given): VersionReading {
  const { inputs } = file;
  const { seed, ranking } = runDraw(file.list, inputs, file.supply);
  const lines = [
    `method ${DRAW_VERSION}`,
    `list ${inputs.listDigest} (${file.list.length} rows)`,
    `plan beacon ${inputs.chainHash ? `${inputs.chainHash} round ${inputs.beaconRound}` : 'none'}`,
    `supply ${supplyText(file.supply)}`,
    `randomness beacon ${inputs.beaconRandomness || '-'}; witnessed number ${inputs.witnessedNumber || '-'}`,
    inputs.chainHash
      ? `signature not kept: draw/v1 files hold no beacon signature; compare the randomness with https://api.drand.sh/${inputs.chainHash}/public/${inputs.beaconRound}`
      : 'signature none: the draw used no beacon',
    `seed ${seed}`,
    'not bound: draw/v1 did not bind the supply: it was not committed before the draw; compare it with the draw page',
    inputs.witnessedNumber
      ? 'not bound: draw/v1 did not bind the witnessed number: it was typed after the list was frozen and could have been chosen by whoever typed it'
      : 'not bound: draw/v1 did not bind the plan: nothing committed before the draw that it would use no witnessed number; compare it with the plan the draw page stated',
  ];
  const problems = [...inputProblems(file), ...verifyDrawFile(file)];
  if (given.commitment !== undefined)
    problems.push('a draw/v1 round published no commitment to compare with');
  const notes =
    given.publicKey !== undefined
      ? ['--public-key was not used: draw/v1 files hold no beacon signature']
      : [];
  return { lines, ranking, problems, notes };
}
