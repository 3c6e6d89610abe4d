// Type-checks every package with its own tsconfig (strict everywhere, one shared base) in tsc's build mode.
// The packages others import (shared-types, web-runtime) are composite projects: tsc checks them once and
// writes their declarations, which the projects that reference them read instead of checking the same
// sources again. Every project keeps its .tsbuildinfo (and the declarations) in node_modules/.cache/tsc,
// so a second run checks only what changed since the first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, workspacePackages } from './packages.mjs';
import { run, runLimited } from './run.mjs';

// every workspace, then the browser tests and the scripts' own tests
const projects = [...workspacePackages, 'e2e', 'scripts/test'];
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

/** The projects a tsconfig references, as folders from the repository root. */
function referencesOf(project) {
  const config = JSON.parse(readFileSync(path.join(repoRoot, project, 'tsconfig.json'), 'utf8'));
  return (config.references ?? []).map((reference) =>
    path.relative(repoRoot, path.resolve(repoRoot, project, reference.path)),
  );
}

/** Checks the projects, `limit` at once, and ends the run naming those with type errors. */
async function check(list, limit) {
  const checks = list.map((project) => async () => ({
    project,
    ...(await run(process.execPath, [tsc, '--build', project], { cwd: repoRoot })),
  }));
  const failed = (await runLimited(checks, limit)).filter((result) => result.code !== 0);
  if (!failed.length) return;
  console.error(`Type errors in: ${failed.map((result) => result.project).join(', ')}`);
  process.exit(1);
}

// First the referenced projects, one at a time in the workspaces' order (a package before those that
// import it), so that no two tsc write the same declarations at once. Their errors would come again in
// every project that reads them, so the others wait until they are sound.
const referenced = new Set(projects.flatMap(referencesOf));
const shared = projects.filter((project) => referenced.has(project));
await check(shared, 1);
// Then the others two at a time (the machines have 2 cores): each finds its references up to date.
const others = projects.filter((project) => !referenced.has(project));
await check(others, 2);
console.log(`Types are sound in ${projects.length} projects.`);
