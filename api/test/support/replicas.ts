import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuProfileFlags } from './api-process';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
export const NGINX = '/usr/sbin/nginx';

async function waitFor(url: string, what: string, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} in time:\n${output()}`);
}

/**
 * The environment every replica of one site shares (docs/operations.md, "Deployment: several replicas"): one
 * database, one signing secret, one Redis under one key prefix, nginx on the same host, demo content.
 */
export function replicaEnv(site: {
  databaseUrl: string;
  jwtSecret: string;
  redisUrl: string;
  redisKeyPrefix: string;
  adminPassword: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: site.databaseUrl,
    JWT_SECRET: site.jwtSecret,
    REDIS_URL: site.redisUrl,
    REDIS_KEY_PREFIX: site.redisKeyPrefix,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: site.adminPassword,
  };
}

export interface Replica {
  port: number;
  process: ChildProcess;
  output: () => string;
  ready: Promise<void>;
  kill: () => void;
}

/**
 * One API process (the server through tsx) on a free port with the given environment. With
 * `cpuProfileDir` it writes a V8 CPU profile there when it stops (`kill` then ends it gracefully).
 */
export async function startReplica(
  env: Record<string, string>,
  { cpuProfileDir }: { cpuProfileDir?: string | undefined } = {},
): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-replica-'));
  const child = spawn(
    process.execPath,
    [...cpuProfileFlags(cpuProfileDir), '--import', 'tsx', 'api/src/server.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const output = () => text;
  return {
    port,
    process: child,
    output,
    ready: waitFor(`http://127.0.0.1:${port}/healthz`, `replica on ${port}`, output),
    kill: () => {
      // a profile is written only by a process that exits on its own
      if (child.exitCode === null && child.signalCode === null)
        child.kill(cpuProfileDir ? 'SIGTERM' : 'SIGKILL');
    },
  };
}

export interface Nginx {
  url: string;
  /** the master process (its workers are its children) */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * A real nginx in front of the replicas, as docs/operations.md describes: round robin,
 * the client's address in X-Forwarded-For, and X-Upstream telling which replica answered.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  // nginx's workers may run as another user: they need to reach the temp folders
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 250m;
  upstream portal_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const errors = () => {
    try {
      return text + readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return text;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 'nginx', errors);
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
