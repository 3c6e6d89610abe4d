import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code and how long it took. */
export function run(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
    child.on('error', () => resolve({ code: 1, ms: Date.now() - started }));
  });
}

/** Runs tasks with at most `limit` at once (the machines have 2 cores). */
export async function runLimited(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
