// Hostile uploads against the API: `npm run bench:uploads`. Runs the server from source on PGlite as a
// child process and prints
//  - its RSS when idle and its peak while BENCH_UPLOADERS clients (8) send ~100 MB document uploads in a
//    loop for BENCH_SECONDS (10) to an application id that does not exist, with a valid verification;
//  - the answer times (p50/p99) of ordinary requests (the public notice list, an applicant's status call)
//    with no hostile load and during it, in the same run.
// Tests never assert on time; this prints figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { signVerificationToken } from '../src/identity/verification-token';
import { startApiProcess, waitHealthy } from '../test/support/api-process';
import { sendHostileUpload } from '../test/support/hostile-upload';
import { percentile } from './load';
import { rssMb } from './process-figures';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 8);
const SECRET = 'a-bench-secret-that-is-long-enough-for-hs256';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request's answer time in ms and its status. */
function timed(url: string, options: http.RequestOptions, body?: string): Promise<[number, number]> {
  const begun = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { agent: false, ...options }, (res) => {
      res.resume();
      res.on('end', () => resolve([performance.now() - begun, res.statusCode ?? 0]));
    });
    req.on('error', () => resolve([performance.now() - begun, 0]));
    req.end(body);
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  const api = await startApiProcess({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'error' });
  try {
    await waitHealthy(api);
    const pid = api.child.pid!;
    const token = () => signVerificationToken(SECRET, { name: '시험자', phone: '01099990000' }, new Date());
    const ordinary = {
      'GET /portal/notice': () => timed(`${api.url}/portal/notice`, { method: 'GET' }),
      'POST /user/applications/status': () =>
        timed(`${api.url}/user/applications/status`, {
          method: 'POST',
          headers: { [VERIFICATION_HEADER]: token(), 'Content-Type': 'application/json' },
        }),
    };
    type Name = keyof typeof ordinary;
    const names = Object.keys(ordinary) as Name[];
    // warm both calls up
    for (let i = 0; i < 50; i += 1) for (const name of names) await ordinary[name]();
    await sleep(500);
    const idle = rssMb(pid);

    const measure = async (until: () => boolean) => {
      const times = new Map<Name, number[]>(names.map((name) => [name, []]));
      const failed = new Map<Name, number>(names.map((name) => [name, 0]));
      while (until()) {
        for (const name of names) {
          const [ms, status] = await ordinary[name]();
          times.get(name)!.push(ms);
          if (status !== 200) failed.set(name, failed.get(name)! + 1);
        }
        await sleep(20);
      }
      return { times, failed };
    };

    const quietEnd = performance.now() + SECONDS * 1000;
    const quiet = await measure(() => performance.now() < quietEnd);

    let peak = idle;
    let hostile = true;
    const statuses = new Map<number, number>();
    const sampler = (async () => {
      while (hostile) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(25);
      }
    })();
    const hostileEnd = performance.now() + SECONDS * 1000;
    let sentBytes = 0;
    const uploader = async () => {
      while (performance.now() < hostileEnd) {
        const answer = await sendHostileUpload(
          `${api.url}/user/applications/999999/documents/idCard`,
          token(),
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        sentBytes += answer.sent;
      }
    };
    const uploaders = Promise.all(Array.from({ length: UPLOADERS }, uploader));
    const loaded = await measure(() => performance.now() < hostileEnd);
    await uploaders;
    hostile = false;
    await sampler;

    const uploads = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nserver RSS: idle ${idle.toFixed(0)} MB, peak during hostile uploads ${peak.toFixed(0)} MB`,
    );
    console.log(`  (+${(peak - idle).toFixed(0)} MB)`);
    console.log(
      `hostile uploads: ${UPLOADERS} clients for ${SECONDS} s, ${uploads} requests of ~100 MB to a wrong id, ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}, ${(sentBytes / 1024 / 1024).toFixed(0)} MB of body sent`,
    );
    console.log('\nordinary requests      quiet p50 / p99 (n)        during hostile uploads p50 / p99 (n)');
    for (const name of names) {
      const row = (sample: typeof quiet) => {
        const values = sample.times.get(name)!;
        const failures = sample.failed.get(name)!;
        return `${percentile(values, 50).toFixed(1)} / ${percentile(values, 99).toFixed(1)} ms (${values.length}${failures ? `, ${failures} not 200` : ''})`;
      };
      console.log(`${name.padEnd(32)} ${row(quiet).padEnd(28)} ${row(loaded)}`);
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
