// The draw verifier that a round's draw page offers: bundled by api/build.mjs into one file that runs
// with plain node and no dependencies. It reads the file strictly (one JSON value, no key twice, exactly
// the fields of its version), checks the drand beacon's BLS signature, recomputes the draw with the same
// functions the server used, prints what it used, the ranking and a `verified` line. It reads draw/v3
// (docs/draw-method-v3.md), and draw/v2 and draw/v1 for rounds drawn before it, saying what those could
// not bind. Given the round's amendments.json too, it checks that file's chain and replays it over the
// results (docs/amendments-file.md).
//   node draw-verifier.mjs <draw.json> [receipt number] [--commitment <digest>] [--public-key <hex>]
//     [--amendments <amendments.json>]
// Exit codes: 0 verified, 1 NOT verified, 2 the command is not as it should be, 3 verified but the
// receipt number asked for is not in the list.
import { readFileSync } from 'node:fs';
import type { RankedRow } from '@portal/shared-types/draw/draw';
import type { FrozenRow } from '@portal/shared-types/draw/frozen-list';
import type { DrawFile } from '@portal/shared-types/draw/draw';
import type { DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import type { DrawFileV3 } from '@portal/shared-types/draw/draw-v3';
import { readArguments, USAGE } from './verifier/arguments';
import { resultText, type Given, type VersionReading } from './verifier/output';
import { readAmendments } from './verifier/read-amendments';
import { readV1, shapeV1 } from './verifier/read-v1';
import { readV2, shapeV2 } from './verifier/read-v2';
import { readV3, shapeV3 } from './verifier/read-v3';
import { shapeProblems, type Check } from './verifier/shape';
import { readStrictJson } from './verifier/strict-json';
import { versionOf, type Version } from './verifier/versions';

const MAX_PROBLEMS_SHOWN = 20;

type Read<File> = (file: File, given: Given) => VersionReading | Promise<VersionReading>;
const METHODS: Record<Version, { shape: Check; read: Read<never> }> = {
  'draw/v1': { shape: shapeV1, read: readV1 as Read<DrawFile> },
  'draw/v2': { shape: shapeV2, read: readV2 as Read<DrawFileV2> },
  'draw/v3': { shape: shapeV3, read: readV3 as Read<DrawFileV3> },
};

const say = (line = '') => console.log(line);

function refuse(problems: readonly string[]): number {
  if (problems.length === 1) say(`NOT verified: ${problems[0]}`);
  else {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `- ${problem}`);
    if (problems.length > MAX_PROBLEMS_SHOWN)
      shown.push(`- and ${problems.length - MAX_PROBLEMS_SHOWN} more`);
    say(`NOT verified:\n${shown.join('\n')}`);
  }
  return 1;
}

function readBytes(file: string): Uint8Array | string {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `there is no file ${file}`;
    if (code === 'EISDIR') return `${file} is a folder, not a file`;
    if (code === 'EACCES') return `${file} cannot be read: permission denied`;
    return `${file} cannot be read${code ? ` (${code})` : ''}`;
  }
}

/** A verified reading with what the amendments are checked against: the method and its list. */
type Verified = VersionReading & { version: Version; list: readonly FrozenRow[] };

/** Every check, in order: nothing is computed before the file's form is known to be its version's. */
async function verify(file: string, given: Given): Promise<Verified | string[]> {
  const bytes = readBytes(file);
  if (typeof bytes === 'string') return [bytes];
  const reading = readStrictJson(bytes);
  for (const note of reading.notes) say(`note: ${note}`);
  if (!reading.ok) return [reading.reason];
  const found = versionOf(reading.value);
  if ('problem' in found) return [found.problem];
  const method = METHODS[found.version];
  const shape = shapeProblems(method.shape, reading.value);
  if (shape.length > 0) return shape;
  const read = await method.read(reading.value as never, given);
  return { ...read, version: found.version, list: (reading.value as unknown as { list: FrozenRow[] }).list };
}

/** The amendments file's check, once draw.json holds: its lines, or why it does not hold. */
function verifyAmendments(file: string, draw: Verified): string[] {
  const bytes = readBytes(file);
  if (typeof bytes === 'string') return [`amendments: ${bytes}`];
  const { lines, notes, problems } = readAmendments(bytes, draw);
  for (const note of notes) say(`note: ${note}`);
  if (problems.length > 0) return problems;
  say();
  for (const line of lines) say(line);
  return [];
}

function printRanking(ranking: Record<string, RankedRow[]>, receiptNumber: string | undefined): boolean {
  let found = false;
  for (const [supplyType, rows] of Object.entries(ranking)) {
    const shown = receiptNumber ? rows.filter((row) => row.receiptNumber === receiptNumber) : rows;
    if (receiptNumber && shown.length === 0) continue;
    say(`\n${supplyType}`);
    if (shown.length === 0) say('    no applicants');
    for (const row of shown) {
      found = true;
      say(`${String(row.rank).padStart(5)}  ${row.receiptNumber}  ${resultText(row.result)}`);
    }
  }
  return found;
}

async function main(argv: string[]): Promise<number> {
  const args = readArguments(argv);
  if (!args.file || args.usage.length > 0) {
    for (const problem of args.usage) console.error(problem);
    console.error(USAGE);
    return 2;
  }
  for (const note of args.notes) say(`note: ${note}`);
  if (args.problems.length > 0) return refuse(args.problems);
  const given: Given = { commitment: args.commitment, publicKey: args.publicKey };
  let result: Verified | string[];
  try {
    result = await verify(args.file, given);
  } catch {
    // the checks above leave nothing to throw; should one still, the file is not called verified
    result = ['the verifier could not finish checking this file (a fault of the verifier: please report it)'];
  }
  if (Array.isArray(result)) return refuse(result);
  const { lines, ranking, problems, notes } = result;
  for (const line of lines) say(line);
  for (const note of notes) say(`note: ${note}`);
  const found = printRanking(ranking, args.receiptNumber);
  if (args.receiptNumber && !found) say(`\nreceipt number ${args.receiptNumber} is not in the list`);
  say();
  if (problems.length > 0) return refuse(problems);
  if (args.amendments) {
    const amended = verifyAmendments(args.amendments, result);
    if (amended.length > 0) return refuse(amended);
  }
  say('verified');
  return args.receiptNumber && !found ? 3 : 0;
}

process.exitCode = await main(process.argv.slice(2));
