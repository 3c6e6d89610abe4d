// The draw verifier as it is published (dist/public/draw-verifier.mjs, built here), copied alone into an
// empty folder with no node_modules it could lean on, and run there with plain node as a reader would.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before } from 'node:test';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');

export interface VerifierRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface PublishedVerifier {
  /** the folder it runs in */
  dir(): string;
  /** the copied file */
  file(): string;
  /** writes a file beside it and answers its path */
  write(text: string | Buffer): string;
  /** runs it with plain node in its folder: its output and exit code */
  run(...args: string[]): Promise<VerifierRun>;
}

/** Builds and copies the verifier before the file's tests, and removes its folder after them. */
export function publishedVerifierForTests(prefix: string): PublishedVerifier {
  let dir = '';
  let file = '';
  let written = 0;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    // built into a folder of its own: another test file may be building at the same time
    const built = path.join(dir, 'build');
    await run(process.execPath, ['build.mjs', '--outdir', built], { cwd: apiDir });
    mkdirSync(path.join(dir, 'bin'));
    file = path.join(dir, 'bin', 'draw-verifier.mjs');
    copyFileSync(path.join(built, 'public/draw-verifier.mjs'), file);
    rmSync(built, { recursive: true, force: true });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    file: () => file,
    write(text) {
      const target = path.join(dir, `file-${(written += 1)}.json`);
      writeFileSync(target, text);
      return target;
    },
    async run(...args) {
      try {
        const { stdout, stderr } = await run(process.execPath, [file, ...args], {
          cwd: dir,
          maxBuffer: 16 * 1024 * 1024,
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as VerifierRun;
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    },
  };
}
