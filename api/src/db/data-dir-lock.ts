import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file's name inside DATA_DIR; it holds the pid of the process that owns the folder. */
export const LOCK_FILE = 'api.lock';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes this process the only writer of `dataDir` (PGlite has no lock of its own: two processes on one
 * folder both start and then overwrite each other's rows). The lock file is created exclusively; one left
 * by a process that is gone is taken over. Returns the release, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderPid(file);
      if (attempt > 0 || (pid !== undefined && pid !== process.pid && isAlive(pid))) {
        throw new DataDirLockedError(
          `The data folder ${folder} is in use by another process (pid ${pid ?? 'unknown'}): stop it first or set another DATA_DIR.`,
        );
      }
      // left by a crashed process (or an unreadable leftover): take it over once
      unlinkSync(file);
    }
  }
  const release = () => {
    process.off('exit', release);
    if (holderPid(file) === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
