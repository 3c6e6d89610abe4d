// Finds import cycles between the source files of the repository (type imports included: a cycle of
// types is still two files that must change together). Relative imports only; packages are acyclic by
// the boundaries rules (eslint-plugin-boundaries in eslint.config.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const importPattern =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  const withoutJs = base.replace(/\.js$/, '');
  for (const extension of extensions) if (existsSync(withoutJs + extension)) return withoutJs + extension;
  return null;
}

/** The relative imports of each file, resolved to files. */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)]
      .map((match) => resolve(file, (match[1] ?? match[2])!))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Each cycle once, as the files along it (the first repeated at the end). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The graph of groups of files (folders, say): an edge when a file of one imports a file of another. */
export function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string | null) {
  const groups = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    const edges = groups.get(from) ?? [];
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== null && to !== from && !edges.includes(to)) edges.push(to);
    }
    groups.set(from, edges);
  }
  return groups;
}
