import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createDeployment } from '../src/site/deployment';

const V1 = '0.1.0-1a2b3c4d';
const V2 = '0.1.0-5e6f7a8b';

describe('the live deployment read by the API', () => {
  let deployDir: string;
  const file = () => path.join(deployDir, 'deployment.json');
  const publish = (version: string) => {
    mkdirSync(path.join(deployDir, 'remotes/mf-board', version), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes/mf-board', version, 'mf-manifest.json'), '{}');
  };
  const makeLive = (version: string, deployedAt = '2026-11-23T10:00:00.000Z') => {
    const record = { version, gitSha: '46f67e5', deployedAt };
    const text = JSON.stringify({
      remotes: { mf_board: { ...record, history: [{ ...record, action: 'deploy' }] } },
    });
    // written aside and renamed, as the deploy command does
    writeFileSync(`${file()}.tmp`, text);
    renameSync(`${file()}.tmp`, file());
  };
  before(() => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'portal-deployment-'));
  });
  after(() => rmSync(deployDir, { recursive: true, force: true }));

  test('when deployment.json changes, then the next answer follows it, with the live folder', () => {
    publish(V1);
    publish(V2);
    makeLive(V1);
    const deployment = createDeployment({ deployDir, overrides: {}, log: () => {} });
    assert.deepEqual(deployment.live().mf_board, {
      entry: `/remotes/mf-board/${V1}/mf-manifest.json`,
      version: V1,
      deployedAt: '2026-11-23T10:00:00.000Z',
      dir: path.join(deployDir, 'remotes/mf-board', V1),
    });
    makeLive(V2, '2026-11-23T11:00:00.000Z');
    assert.equal(deployment.live().mf_board.version, V2);
    assert.equal(deployment.live().mf_board.dir, path.join(deployDir, 'remotes/mf-board', V2));
  });

  test('when deployment.json goes missing, turns malformed or names an unpublished version, then the last good one stays and each problem is logged once', () => {
    makeLive(V1);
    const logged: string[] = [];
    const deployment = createDeployment({ deployDir, overrides: {}, log: (line) => logged.push(line) });
    assert.equal(deployment.live().mf_board.version, V1);

    rmSync(file());
    assert.equal(deployment.live().mf_board.version, V1);
    assert.equal(deployment.live().mf_board.version, V1);
    writeFileSync(file(), '{"remotes": {"mf_board": ');
    assert.equal(deployment.live().mf_board.version, V1);
    writeFileSync(file(), JSON.stringify({ remotes: { mf_board: { version: '../../etc' } } }));
    assert.equal(deployment.live().mf_board.version, V1);
    makeLive('0.1.0-99999999');
    assert.equal(deployment.live().mf_board.version, V1);
    assert.equal(logged.length, 4);
    assert.match(logged[0]!, /missing/);
    assert.match(logged[1]!, /not valid JSON/);
    assert.match(logged[2]!, /malformed/);
    assert.match(logged[3]!, /0\.1\.0-99999999, which is not published/);

    makeLive(V2);
    assert.equal(deployment.live().mf_board.version, V2);
  });

  test('when the API starts with no deployment.json, then undeployed remotes keep their plain path and overrides win', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'portal-deployment-'));
    const logged: string[] = [];
    const deployment = createDeployment({
      deployDir: empty,
      overrides: { mf_admin: 'https://cdn.example.org/mf-admin/mf-manifest.json' },
      log: (line) => logged.push(line),
    });
    const live = deployment.live();
    assert.deepEqual(live.mf_info, {
      entry: '/remotes/mf-info/mf-manifest.json',
      version: 'none',
      deployedAt: null,
      dir: null,
    });
    assert.deepEqual(live.mf_admin, {
      entry: 'https://cdn.example.org/mf-admin/mf-manifest.json',
      version: 'external',
      deployedAt: null,
      dir: null,
    });
    deployment.live();
    assert.equal(logged.length, 1);
    rmSync(empty, { recursive: true, force: true });
  });
});
