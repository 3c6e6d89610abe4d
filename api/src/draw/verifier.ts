// The draw verifier that a round's draw page offers: bundled by api/build.mjs into one file that runs
// with plain node and no dependencies. It recomputes the draw from the published file with the same
// functions the server used, prints what it used, the ranking and a `verified` line. It reads both
// methods: draw/v2 (docs/draw-method-v2.md) and draw/v1 for rounds drawn before it.
//   node draw-verifier.mjs <draw.json> [receipt number] [--commitment <published digest>]
import { readFileSync } from 'node:fs';
import {
  DRAW_VERSION,
  runDraw,
  verifyDrawFile,
  type DrawFile,
  type RankedRow,
} from '@portal/shared-types/draw/draw';
import { DRAW_V2, runDrawV2, verifyDrawFileV2, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';

const USAGE = 'usage: node draw-verifier.mjs <draw.json> [receipt number] [--commitment <published digest>]';

const resultText = (result: RankedRow['result']) =>
  result.kind === 'won' ? '당첨' : result.kind === 'reserve' ? `예비 ${result.reserveNumber}` : '미당첨';

const supplyText = (supply: Record<string, { winners: number; reserves: number }>) =>
  Object.keys(supply)
    .sort()
    .map((type) => `${type} winners ${supply[type]!.winners} reserves ${supply[type]!.reserves}`)
    .join('; ');

function arguments_(argv: string[]) {
  const rest: string[] = [];
  let commitment: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--commitment') commitment = argv[(i += 1)] ?? '';
    else if (arg.startsWith('--commitment=')) commitment = arg.slice('--commitment='.length);
    else rest.push(arg);
  }
  return { file: rest[0], receiptNumber: rest[1]?.trim().toUpperCase(), commitment };
}

/** Prints what a draw/v2 file committed to and the randomness it used; returns its ranking and problems. */
function readV2(draw: DrawFileV2, published: string | undefined) {
  const { commitment, randomness } = draw;
  const list = Array.isArray(draw.list) ? draw.list : [];
  const { digest, seed, ranking } = runDrawV2(commitment, list, randomness);
  console.log(`method ${DRAW_V2}`);
  console.log(`commitment ${digest}${published ? ` (published ${published})` : ''}`);
  console.log(`list ${commitment.listDigest} (${list.length} rows)`);
  console.log(
    `plan beacon ${commitment.beacon ? `${commitment.beacon.chainHash} round ${commitment.beacon.round}` : 'none'}; witnessed digits ${commitment.witnessedDigits ?? 'none'}`,
  );
  console.log(`supply ${supplyText(commitment.supply)}`);
  console.log(
    `randomness beacon ${randomness.beaconRandomness || '-'}; witnessed number ${randomness.witnessedNumber || '-'}`,
  );
  console.log(`seed ${seed}`);
  return { ranking, problems: verifyDrawFileV2(draw, published) };
}

function readV1(draw: DrawFile, published: string | undefined) {
  const { seed, ranking } = runDraw(draw.list ?? [], draw.inputs, draw.supply ?? {});
  const { inputs } = draw;
  console.log(`method ${DRAW_VERSION}`);
  console.log(`list ${inputs.listDigest} (${(draw.list ?? []).length} rows)`);
  console.log(
    `plan beacon ${inputs.chainHash ? `${inputs.chainHash} round ${inputs.beaconRound}` : 'none'}; the supply was not committed under draw/v1: compare it with the draw page`,
  );
  console.log(`supply ${supplyText(draw.supply ?? {})}`);
  console.log(
    `randomness beacon ${inputs.beaconRandomness || '-'}; witnessed number ${inputs.witnessedNumber || '-'}`,
  );
  console.log(`seed ${seed}`);
  const problems = verifyDrawFile(draw);
  if (published !== undefined) problems.push('a draw/v1 round published no commitment to compare with');
  return { ranking, problems };
}

function main(argv: string[]): number {
  const { file, receiptNumber, commitment } = arguments_(argv);
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  let draw: DrawFile | DrawFileV2;
  try {
    draw = JSON.parse(readFileSync(file, 'utf8')) as DrawFile | DrawFileV2;
  } catch (error) {
    console.log(`NOT verified: ${file} is not a readable JSON file (${(error as Error).message})`);
    return 1;
  }
  let read: { ranking: Record<string, RankedRow[]>; problems: string[] };
  try {
    if (draw?.version === DRAW_V2) read = readV2(draw, commitment);
    else if (draw?.version === DRAW_VERSION) read = readV1(draw, commitment);
    else {
      console.log(`NOT verified: unknown method ${String((draw as { version?: unknown })?.version)}`);
      return 1;
    }
  } catch (error) {
    console.log(`NOT verified: the file is malformed (${(error as Error).message})`);
    return 1;
  }
  const { ranking, problems } = read;
  let found = false;
  for (const [supplyType, rows] of Object.entries(ranking)) {
    const shown = receiptNumber ? rows.filter((row) => row.receiptNumber === receiptNumber) : rows;
    if (receiptNumber && shown.length === 0) continue;
    console.log(`\n${supplyType}`);
    for (const row of shown) {
      found = true;
      console.log(`${String(row.rank).padStart(5)}  ${row.receiptNumber}  ${resultText(row.result)}`);
    }
  }
  if (receiptNumber && !found) console.log(`\nreceipt number ${receiptNumber} is not in the list`);
  if (problems.length > 0) {
    console.log(`\nNOT verified:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    return 1;
  }
  console.log('\nverified');
  return receiptNumber && !found ? 3 : 0;
}

process.exitCode = main(process.argv.slice(2));
