// B1: a document upload is refused before its body is read, so hostile bodies cannot fill the server's
// memory. The API runs as its own process (PGlite) and its RSS is read from /proc while eight ~100 MB
// bodies arrive at once: to an application id that does not exist, and to a real one of someone else.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { signVerificationToken } from '../src/identity/verification-token';
import { signInOverHttp } from './support/admin-sign-in';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';
import { generalApplication } from './support/applications';
import { sendHostileUpload } from './support/hostile-upload';

const SECRET = 'a-test-secret-for-the-upload-memory-test-0000';
const OWNER = { name: '김서류', phone: '01071000001' };
const STRANGER = { name: '박남남', phone: '01071000002' };
/** what eight hostile bodies may add to the server's resident memory */
const MAX_GROWTH_MB = 64;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const token = (person: { name: string; phone: string }) => signVerificationToken(SECRET, person, new Date());

async function postJson(url: string, body: object, headers: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.equal(res.status, 201, text);
  return JSON.parse(text) as { id: number };
}

describe('hostile uploads against the running server', () => {
  let api: ApiProcess;
  let applicationId: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upload-memory-data-'));
  const uploadTemp = mkdtempSync(path.join(tmpdir(), 'upload-memory-temp-'));

  before(async () => {
    api = await startApiProcess({ DATA_DIR: dataDir, UPLOAD_TEMP_DIR: uploadTemp, JWT_SECRET: SECRET });
    await waitHealthy(api);
    const admin = await signInOverHttp(api.url, 'admin', 'test-operator-password');
    const day = 24 * 3600 * 1000;
    const round = await postJson(
      `${api.url}/portal/admin/subscription`,
      {
        title: '서류 회차',
        description: '',
        subscriptionType: ['GENERAL-15'],
        startTs: new Date(Date.now() - day).toISOString(),
        endTs: new Date(Date.now() + 30 * day).toISOString(),
      },
      { Authorization: `Bearer ${admin}` },
    );
    applicationId = (
      await postJson(`${api.url}/user/subscriptionApplicants`, generalApplication(round.id, OWNER), {
        [VERIFICATION_HEADER]: token(OWNER),
      })
    ).id;
  });
  after(async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(uploadTemp, { recursive: true, force: true });
  });

  /** Eight bodies at once; the statuses and the largest RSS growth over `idle` seen meanwhile. */
  async function eightAtOnce(url: string, idle: number) {
    const pid = api.child.pid!;
    let peak = idle;
    let sending = true;
    const sampler = (async () => {
      while (sending) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(20);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendHostileUpload(url, token(STRANGER))),
    );
    // what the server may still hold once the answers are out
    await sleep(200);
    peak = Math.max(peak, rssMb(pid));
    sending = false;
    await sampler;
    return { statuses: answers.map((answer) => answer.status), growth: peak - idle };
  }

  test('when eight 100 MB uploads go to a wrong id and to someone else’s application, then all are refused and RSS stays within 64 MB of idle', async (t) => {
    // warm the upload path once, then measure idle
    await sendHostileUpload(`${api.url}/user/applications/999999/documents/idCard`, token(STRANGER), 1);
    await sleep(300);
    const idle = rssMb(api.child.pid!);
    for (const id of [999999, applicationId]) {
      const { statuses, growth } = await eightAtOnce(
        `${api.url}/user/applications/${id}/documents/idCard`,
        idle,
      );
      assert.deepEqual(statuses, Array(8).fill(404), `answers to id ${id}`);
      t.diagnostic(
        `id ${id}: answers ${statuses.join(',')}, RSS +${growth.toFixed(0)} MB over idle ${idle.toFixed(0)} MB`,
      );
      assert.ok(
        growth <= MAX_GROWTH_MB,
        `id ${id}: RSS grew ${growth.toFixed(0)} MB over idle ${idle.toFixed(0)} MB`,
      );
    }
    assert.deepEqual(readdirSync(uploadTemp), [], 'no upload left a temporary folder');
  });
});
