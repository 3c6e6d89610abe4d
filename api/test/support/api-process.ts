import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from './free-port';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far */
  output: () => string;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Runs a script of the API from source (`src/server.ts`, `src/cli/admin.ts`) as its own process. */
/** node's flags that make a process write a V8 CPU profile into `dir` when it exits; none without one. */
export const cpuProfileFlags = (dir: string | undefined): string[] =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];

export async function startApiProcess(
  env: Record<string, string>,
  script = 'src/server.ts',
  args: string[] = [],
  /** node's own flags, e.g. `--cpu-prof` for a bench */
  nodeArgs: string[] = [],
) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(apiRoot, script), ...args],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'test-operator-password',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const process_: ApiProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return process_;
}

/** Resolves when `/healthz` answers; rejects with the process's output when it exits first. */
export async function waitHealthy(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`exited with ${exitCode}: ${api.output()}`);
    try {
      const res = await fetch(`${api.url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not healthy after ${timeoutMs} ms: ${api.output()}`);
}
