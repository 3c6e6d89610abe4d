import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The imports that reach the bundle (`import type` is erased, so it changes nothing at run time). */
const localImports = (source) =>
  [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm)].map((match) => match[1]);

const sharedTypesSource = path.resolve(import.meta.dirname, '../../shared-types/src');

const resolveLocal = (from, request) => {
  // a module shared by its code's hash must be all code of its own package, or a change elsewhere
  // (an npm package's new version) would keep the hash while changing what runs
  if (!request.startsWith('.') && !request.startsWith('@portal/shared-types/'))
    throw new Error(`${from}: a module shared by its code's hash cannot import ${request}`);
  const base = request.startsWith('.')
    ? path.resolve(path.dirname(from), request)
    : path.join(sharedTypesSource, request.slice('@portal/shared-types/'.length));
  const file = ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find(existsSync);
  if (!file) throw new Error(`${from}: cannot find ${request}`);
  return file;
};

/**
 * The version a module is shared at: a short hash of its source and of every module it imports locally,
 * as a semver prerelease (`0.0.0-h1a2b3c4d`; the `h` keeps an all-digit hash a valid identifier). Two builds
 * from the same code get the same version, and any change to what the module bundles gives another.
 */
export function sourceVersion(file) {
  const hash = createHash('sha256');
  const seen = new Set();
  const add = (current) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    hash.update(`${path.basename(current)}\0${source}\0`);
    for (const request of localImports(source)) add(resolveLocal(current, request));
  };
  add(file);
  return `0.0.0-h${hash.digest('hex').slice(0, 8)}`;
}
