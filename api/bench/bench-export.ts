// The Excel export and the draw at scale: `npm run bench:export`. Needs PostgreSQL (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test, in which a database of its own is made and dropped).
// Writes a round of BENCH_APPLICANTS (100,000) applicants straight into the database, runs the API from
// source as a child process and prints, beside references from the same run:
//  - the draw: its time and answer bytes; reference: the draw page (GET /portal/subscription/{id}/draw),
//    which is what the run answered before;
//  - the Excel export (before and after the draw): time, file bytes and the server's peak RSS over its
//    idle RSS; reference: the admin's applicant list of the same round (the rows the export sent before).
// Each call also prints the server's CPU seconds (all its threads, GC included), which a loaded machine
// stretches far less than the time. Figures only: the machine is shared, so the references are the
// yardstick.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { cpuProfileFlags, startApiProcess, waitHealthy } from '../test/support/api-process';
import { CPU_PROFILES_DIR, cpuSecondsOf, rssMb } from './process-figures';
import { serverDatabase } from '../test/support/results-round';
import { sessionTokenOverSql } from '../test/support/tokens';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 100_000);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'a-bench-secret-that-is-long-enough-for-hs256';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const database = await serverDatabase(SERVER);
  try {
    const db = await database.open();
    const day = 86_400_000;
    const now = Date.now();
    // draw/v2 without a beacon or a witnessed number: drawable as soon as it is closed
    const round = await db.db.execute(sql`
      insert into subscription_rounds (title, subscription_types, start_ts, end_ts, supply, draw_plan)
      values ('벤치 회차', array['GENERAL-15', 'SPECIAL-15'], ${new Date(now - 10 * day).toISOString()},
        ${new Date(now - day).toISOString()},
        '{"GENERAL-15": {"winners": 300, "reserves": 600}, "SPECIAL-15": {"winners": 100, "reserves": 200}}'::jsonb,
        '{"beacon": null, "witnessedDigits": null}'::jsonb)
      returning id`);
    const roundId = Number((round as unknown as { rows: { id: number }[] }).rows[0]!.id);
    await db.db.execute(sql`
      insert into applicants (round_id, name, phone_number, subscription_type, consent, income, regional, car,
        asset_basis, receipt_number)
      select ${roundId}, '신청자' || i, '010' || lpad(i::text, 8, '0'),
        case when i % 4 = 0 then 'SPECIAL-15' else 'GENERAL-15' end, true,
        case when i % 4 = 0 then 1 + i % 3 end, case when i % 4 = 0 then 1 + i % 3 end,
        case when i % 4 = 0 then i % 2 = 0 end, case when i % 4 = 0 then true end,
        'B' || lpad(i::text, 9, '0')
      from generate_series(1, ${APPLICANTS}) as i`);
    await db.close();

    const api = await startApiProcess(
      { ...database.env, JWT_SECRET: SECRET, LOG_LEVEL: 'error' },
      'src/server.ts',
      [],
      cpuProfileFlags(CPU_PROFILES_DIR),
    );
    try {
      await waitHealthy(api);
      const pid = api.child.pid!;
      const token = await sessionTokenOverSql(database.env.DATABASE_URL!, 'admin', SECRET);
      const admin = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

      /** One call's time, answer bytes and the server's peak RSS above its RSS just before. */
      const measure = async (label: string, send: () => Promise<Response>) => {
        await sleep(300);
        const idle = rssMb(pid);
        let peak = idle;
        const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) || 0)), 20);
        const begun = performance.now();
        const cpuBefore = cpuSecondsOf(pid);
        let res: Response;
        let bytes: number;
        try {
          res = await send();
          bytes = (await res.arrayBuffer()).byteLength;
        } catch (error) {
          clearInterval(sampler);
          console.log(
            `${label}: failed (${(error as Error).message}); the server said:\n${api.output().slice(-2000)}`,
          );
          throw error;
        }
        const ms = performance.now() - begun;
        const cpu = cpuSecondsOf(pid) - cpuBefore;
        clearInterval(sampler);
        peak = Math.max(peak, rssMb(pid) || 0);
        console.log(
          `${label.padEnd(46)} ${String(res.status).padEnd(4)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)} ${`${cpu.toFixed(2)} s`.padStart(9)}  ${mb(bytes).padStart(11)}  RSS ${idle.toFixed(0)} → ${peak.toFixed(0)} MiB (+${(peak - idle).toFixed(0)})`,
        );
        return res;
      };
      const exportFile = (label: string) =>
        measure(label, () =>
          fetch(`${api.url}/portal/admin/auditLog/export`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({ roundId, search: '', reason: '벤치마크 측정' }),
          }),
        );
      const list = (label: string) =>
        measure(label, () =>
          fetch(`${api.url}/portal/admin/subscriptionApplicants/${roundId}`, { headers: admin }),
        );
      const page = (label: string) =>
        measure(label, () => fetch(`${api.url}/portal/subscription/${roundId}/draw`));

      console.log(
        `${APPLICANTS.toLocaleString('en')} applicants, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      console.log(`${'call'.padEnd(46)} code      time  srv CPU        bytes  server RSS`);
      await exportFile('Excel export, before the draw');
      await measure('close (freezes the list)', () =>
        fetch(`${api.url}/portal/admin/subscription/${roundId}/close`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ isClosed: true }),
        }),
      );
      await measure('draw (its answer)', () =>
        fetch(`${api.url}/portal/admin/subscription/${roundId}/draw`, { method: 'POST', headers: admin }),
      );
      await page('reference: draw page (the old draw answer)');
      await exportFile('Excel export, after the draw (with ranks)');
      // last: at this size the old path may take the server down
      await list('reference: admin list (the old export rows)');
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

await main();
