import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError } from './errors';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file, or undefined when the file is gone. */
function holderOf(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Creates the lock file, or returns the pid of the live process holding it. A dead holder's lock is taken over.
 * The file appears whole: its pid is written to a file of this process first and then linked into place
 * (link fails when the name exists), so another process never reads it empty and takes it for a dead
 * holder's lock.
 */
function tryLock(file: string): number | null {
  const own = `${file}.${process.pid}`;
  writeFileSync(own, String(process.pid));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(own, file);
        return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(file);
      if (holder === undefined) continue; // released meanwhile: try again
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) return holder;
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(own, { force: true });
  }
  throw new DeployError(`cannot take the lock ${file}`);
}

export interface Lock {
  release(): void;
}

const lockFile = (deployDir: string, name: string) => {
  const dir = path.join(deployDir, '.locks');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.lock`);
};

function held(file: string): Lock {
  return { release: () => rmSync(file, { force: true }) };
}

/** One deploy, rollback or prune of a remote at a time: a second one is refused, naming the first. */
export function lockRemote(deployDir: string, folder: string): Lock {
  const file = lockFile(deployDir, folder);
  const holder = tryLock(file);
  if (holder !== null) {
    throw new DeployError(`${folder}: another deploy (pid ${holder}) is running; try again when it ends`);
  }
  return held(file);
}

/** The short lock around reading and rewriting deployment.json, which every remote shares: waits for it. */
export async function lockDeploymentFile(deployDir: string, timeoutMs = 30_000): Promise<Lock> {
  const file = lockFile(deployDir, 'deployment');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holder = tryLock(file);
    if (holder === null) return held(file);
    if (Date.now() > deadline) {
      throw new DeployError(`deployment.json stays locked by pid ${holder}; try again later`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
