import { readFileSync, statSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Evaluates a CommonJS server build (one file, scripts/webpack/create-server-config.mjs) in this
 * process, with `require` answering the given modules by name: so a remote's server build uses the
 * host's one React, React Router and Redux store, whatever folder (version) it lives in. Node built-ins are
 * allowed; any other package the build left out is an error (the build must bundle it).
 */
export function evaluateServerBuild(file: string, provided: Record<string, unknown>): unknown {
  const code = readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  const nodeRequire = createRequire(file);
  const requireProvided = (id: string) => {
    if (Object.hasOwn(provided, id)) return provided[id];
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`${id} is not provided to server builds (${file})`);
  };
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireProvided, module, file, path.dirname(file));
  return module.exports;
}

/** A file's identity for caching: a rebuilt file (new mtime) is loaded again, an immutable one once. */
export function fileStamp(file: string): string | null {
  try {
    const stat = statSync(file);
    return stat.isFile() ? `${file}:${stat.mtimeMs}` : null;
  } catch {
    return null;
  }
}
