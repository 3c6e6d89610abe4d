// Load generators for the API bench: a lean keep-alive HTTP client (fetch and its decoding would weigh
// more than the servers measured), closed-loop for throughput and open-loop for latency at a fixed rate.
import http from 'node:http';
import autocannon from 'autocannon';

export interface Sample {
  sent: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
}

/** Browser-like request headers: the answers come compressed when they are big enough. */
export const REQUEST_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function getOnce(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: REQUEST_HEADERS }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

/** Drives one URL, or several in turn (a mixed load). */
async function drive(
  url: string | string[],
  run: (call: () => Promise<void>) => Promise<void>,
): Promise<Sample> {
  const targets = (Array.isArray(url) ? url : [url]).map((one) => new URL(one));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const sample: Sample = { sent: 0, seconds: 0, latencies: [], statuses: new Map() };
  const call = async () => {
    const target = targets[sample.sent % targets.length]!;
    sample.sent++;
    const begun = performance.now();
    const status = await getOnce(agent, target);
    sample.latencies.push(performance.now() - begun);
    sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
  };
  const started = performance.now();
  await run(call);
  sample.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return sample;
}

/** As many requests as `connections` clients in a loop can get answered in `seconds`: throughput. */
export function closedLoop(url: string, seconds: number, connections = 32): Promise<Sample> {
  return drive(url, async (call) => {
    const until = performance.now() + seconds * 1000;
    const client = async () => {
      while (performance.now() < until) await call();
    };
    await Promise.all(Array.from({ length: connections }, client));
  });
}

/**
 * Open loop: `rate` requests a second leave on schedule whatever the answers do (at most 256 in flight);
 * several URLs are asked in turn.
 */
export function atRate(url: string | string[], rate: number, seconds: number): Promise<Sample> {
  return drive(url, async (call) => {
    const total = rate * seconds;
    const start = performance.now();
    const pending = new Set<Promise<void>>();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due && pending.size < 256) {
        sent++;
        const one: Promise<void> = call().finally(() => pending.delete(one));
        pending.add(one);
      }
      await sleep(2);
    }
    await Promise.all(pending);
  });
}

/** One request's time in ms, and its status. */
export async function timeOnce(url: string): Promise<{ ms: number; status: number }> {
  const agent = new http.Agent({ keepAlive: false });
  const begun = performance.now();
  const status = await getOnce(agent, new URL(url));
  const ms = performance.now() - begun;
  agent.destroy();
  return { ms, status };
}

export const statusText = (sample: Sample) =>
  [...sample.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}:${n}`)
    .join(' ');

/** What autocannon measured: answered requests a second, latency percentiles (ms) and statuses. */
export interface CannonSample {
  rate: number;
  p50: number;
  p99: number;
  statuses: string;
}

/**
 * autocannon against one URL or several in turn (each connection walks the list): a client that parses
 * answers with far less work than node:http, so it can outrun the servers measured. Closed loop with
 * `connections` clients, or `rate` requests a second overall (requests then wait for a free connection
 * when all are busy, so keep `connections` well above rate × latency).
 */
export async function cannon(
  url: string | string[],
  options: { seconds: number; connections: number; rate?: number },
): Promise<CannonSample> {
  const urls = (Array.isArray(url) ? url : [url]).map((one) => new URL(one));
  const result = await autocannon({
    url: urls[0]!.origin,
    requests: urls.map((one) => ({ method: 'GET', path: `${one.pathname}${one.search}` })),
    headers: REQUEST_HEADERS,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}:${count}`)
    .join(' ');
  const errors = result.errors + result.timeouts;
  return {
    rate: result.requests.total / (result.duration || options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: errors ? `${statuses} errors:${errors}` : statuses,
  };
}
