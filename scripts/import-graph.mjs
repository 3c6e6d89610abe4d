#!/usr/bin/env node
// Figures of the API's shape, read from the import statements of api/src (node scripts/import-graph.mjs).
//
// The graph: every .ts file under api/src, and its relative imports (type imports and lazy imports
// included, as in scripts/test/import-cycles.ts). A file's folder is its first folder under api/src
// (api/src/rounds/x.ts → rounds); a file straight in api/src (app.ts, server.ts) is a
// node of its own. The folder graph has an edge A → B when a file of A imports a file of B (A ≠ B).
//
// - floors: the number of layers in the folder graph. Folders that import each other in a cycle are
//   one node (a strongly connected component); floors is the number of nodes on the longest chain of
//   imports through those nodes. app.ts and server.ts are left out: they wire everything and would add
//   one or two to every answer.
// - back-up imports: pairs of files {a, b} where a imports b and b comes back to a: either b reaches a
//   through the file graph, or a and b lie in different folders and b's folder reaches a's folder
//   through the folder graph (an import that goes "up" a floor). Each pair counts once.
// - largest router: the longest file named *-router.ts or *-routes.ts, in lines.
// - round-id names: the names api/src gives a round's id, outside the wire (req.params/req.body/
//   req.query members, which the contract's types fix). Words searched: supplyUid, subscriptionUid,
//   uid, subscriptionId, roundId; and `id` where it stands for a round, found by a heuristic: a
//   bare `id` (not a member like round.id, not an object key) compared with subscriptionRounds.id,
//   given as roundId, passed to a function whose name speaks of a round, freeze or draw, or bound
//   from req.params.id in a file serving round or draw calls.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  import.meta.dirname,
  '..',
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'api/src',
);

const importPattern =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of ['.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(base + extension)) return base + extension;
  return null;
}

const files = sourceFiles(root);
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const graph = new Map(
  files.map((file) => [
    file,
    [...texts.get(file).matchAll(importPattern)]
      .map((match) => resolve(file, match[1] ?? match[2]))
      .filter((target) => target !== null && texts.has(target)),
  ]),
);
const folderOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.ts$/, '');
};

/** Every node each node reaches (itself excluded unless through a cycle). */
function reach(edges) {
  const reached = new Map();
  for (const start of edges.keys()) {
    const seen = new Set();
    const todo = [...(edges.get(start) ?? [])];
    while (todo.length) {
      const next = todo.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...(edges.get(next) ?? []));
    }
    reached.set(start, seen);
  }
  return reached;
}

const folders = new Map();
for (const [file, targets] of graph) {
  const from = folderOf(file);
  if (!folders.has(from)) folders.set(from, new Set());
  for (const target of targets) if (folderOf(target) !== from) folders.get(from).add(folderOf(target));
}
const folderReach = reach(new Map([...folders].map(([folder, to]) => [folder, [...to]])));
const fileReach = reach(graph);

// floors: longest chain through the folders' strongly connected components, (root) left out
const component = (folder) =>
  [...folders.keys()]
    .filter(
      (other) =>
        other === folder || (folderReach.get(folder).has(other) && folderReach.get(other).has(folder)),
    )
    .sort()
    .join('+');
const memo = new Map();
function height(node) {
  if (memo.has(node)) return memo.get(node);
  memo.set(node, 1); // a guard: components form no cycle
  const members = node.split('+');
  const below = new Set(
    members.flatMap((member) => [...folders.get(member)].map(component)).filter((other) => other !== node),
  );
  const value = 1 + Math.max(0, ...[...below].map(height));
  memo.set(node, value);
  return value;
}
const wiring = ['app', 'server'];
const components = new Set([...folders.keys()].filter((folder) => !wiring.includes(folder)).map(component));
const floors = Math.max(...[...components].map(height));
const cycles = [...components].filter((node) => node.includes('+'));

// back-up imports
const pairs = new Set();
for (const [file, targets] of graph)
  for (const target of targets) {
    const [a, b] = [folderOf(file), folderOf(target)];
    const back = fileReach.get(target).has(file) || (a !== b && folderReach.get(b).has(a));
    if (back)
      pairs.add(
        [file, target]
          .map((f) => path.relative(root, f))
          .sort()
          .join(' ⇄ '),
      );
  }

// largest router
const routers = files
  .filter((file) => /-(router|routes)\.ts$/.test(file))
  .map((file) => ({ file: path.relative(root, file), lines: texts.get(file).split('\n').length - 1 }))
  .sort((a, b) => b.lines - a.lines);

// round-id names
const wire = /\breq\.(params|body|query)\.\w+/g;
const names = {};
const count = (name, file) => {
  names[name] ??= new Set();
  names[name].add(path.relative(root, file));
};
// a bare `id` (not a member such as round.id, not an object key such as { id: ... })
const roundish = /\b\w*(Round|round|Freeze|freeze|Draw|draw)\w*\([^()]*(?<![.'"\w])id\b(?!\s*:)/;
for (const [file, text] of texts) {
  const servesRounds = /calls\/(rounds|draw)'/.test(text);
  for (const rawLine of text.split('\n')) {
    const bindsParam = servesRounds && /\b(const|let) id = req\.params\.id\b/.test(rawLine);
    const line = rawLine.replace(wire, '');
    for (const name of ['supplyUid', 'subscriptionUid', 'uid', 'subscriptionId', 'roundId'])
      if (new RegExp(`(?<![.'"])\\b${name}\\b`).test(line)) count(name, file);
    if (
      bindsParam ||
      /eq\(subscriptionRounds\.id, id\)/.test(line) ||
      /\broundId: id\b/.test(line) ||
      roundish.test(line)
    )
      count('id', file);
  }
}

console.log(`api/src: ${files.length} files in ${folders.size} folders`);
console.log(`floors: ${floors}`);
for (const node of cycles) console.log(`  folders in a cycle (one floor): ${node}`);
console.log(`back-up imports: ${pairs.size}`);
if (process.argv.includes('--list')) for (const pair of [...pairs].sort()) console.log(`  ${pair}`);
console.log(`largest router: ${routers[0]?.file} (${routers[0]?.lines} lines)`);
for (const { file, lines } of routers.slice(1, 4)) console.log(`  then ${file} (${lines} lines)`);
console.log(`round-id names: ${Object.keys(names).length}`);
for (const [name, where] of Object.entries(names)) console.log(`  ${name}: ${[...where].sort().join(', ')}`);
