// The draw verifier that a round's draw page offers (issue 15, point 6): bundled by api/build.mjs into one
// file that runs with plain node and no dependencies. It recomputes the draw from the published file with
// the same functions the server used, and prints the ranking and a `verified` line.
//   node draw-verifier.mjs <draw.json> [receipt number]
import { readFileSync } from 'node:fs';
import { runDraw, verifyDrawFile, type DrawFile } from '@portal/shared-types/draw/draw';

const resultText = (result: DrawFile['results'][string][number]['result']) =>
  result.kind === 'won' ? '당첨' : result.kind === 'reserve' ? `예비 ${result.reserveNumber}` : '미당첨';

function main(argv: string[]): number {
  const [file, receiptNumber] = argv;
  if (!file) {
    console.error('usage: node draw-verifier.mjs <draw.json> [receipt number]');
    return 2;
  }
  let draw: DrawFile;
  try {
    draw = JSON.parse(readFileSync(file, 'utf8')) as DrawFile;
  } catch (error) {
    console.error(`NOT verified: ${file} is not a readable JSON file (${(error as Error).message})`);
    return 1;
  }
  const { seed, ranking } = runDraw(draw.list ?? [], draw.inputs, draw.supply ?? {});
  console.log(`seed ${seed}`);
  for (const [supplyType, rows] of Object.entries(ranking)) {
    console.log(`\n${supplyType}`);
    for (const row of rows) {
      if (receiptNumber && row.receiptNumber !== receiptNumber.toUpperCase()) continue;
      console.log(`${String(row.rank).padStart(5)}  ${row.receiptNumber}  ${resultText(row.result)}`);
    }
  }
  const problems = verifyDrawFile(draw);
  if (problems.length > 0) {
    console.log(`\nNOT verified:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    return 1;
  }
  console.log('\nverified');
  return 0;
}

process.exitCode = main(process.argv.slice(2));
