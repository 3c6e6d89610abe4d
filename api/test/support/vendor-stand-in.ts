import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/** The stand-in's figures (api/bench/dev-vendor.ts): sends, look-ups, and the keys delivered more than once. */
export interface VendorStats {
  requests: number;
  lookUps: number;
  statuses: Record<string, number>;
  delivered: number;
  deliveredTwice: number;
  repeats: number;
  firstDeliveryAt: number | null;
  lastDeliveryAt: number | null;
  busiestSecond: number;
}

export interface VendorStandIn {
  url: string;
  child: ChildProcess;
  stats: () => Promise<VendorStats>;
  /** the keys it delivered, each once */
  keys: () => Promise<string[]>;
  /** the development provider's mode behind it: `fail` answers sends 500 and look-ups 503 */
  setMode: (mode: 'ok' | 'fail') => Promise<void>;
  stop: () => void;
}

/** Starts the SOLAPI stand-in as its own process; `env` sets VENDOR_RATE, VENDOR_FAIL_RATIO, VENDOR_LATENCY_MS. */
export async function startVendorStandIn(env: Record<string, string> = {}): Promise<VendorStandIn> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'bench', 'dev-vendor.ts')], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the vendor stand-in exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    stats: async () => (await (await fetch(`${url}/stats`)).json()) as VendorStats,
    keys: async () => (await (await fetch(`${url}/keys`)).json()) as string[],
    setMode: async (mode) => {
      const res = await fetch(`${url}/mode`, { method: 'PUT', body: JSON.stringify({ mode }) });
      if (!res.ok) throw new Error(`the stand-in refused mode ${mode}`);
    },
    stop: () => void child.kill('SIGTERM'),
  };
}

/** The server's settings for SOLAPI at the stand-in. */
export const solapiAt = (vendorUrl: string): Record<string, string> => ({
  NOTIFY_PROVIDER: 'solapi',
  SOLAPI_API_URL: vendorUrl,
  SOLAPI_API_KEY: 'stand-in-key',
  SOLAPI_API_SECRET: 'stand-in-secret',
  SOLAPI_PF_ID: 'stand-in-pf',
  SOLAPI_SENDER: '0212345678',
});
