// The development provider as its own HTTP server, for `npm run bench:notify`: it speaks SOLAPI's send
// call (POST /messages/v4/send-many/detail), so the API's real SOLAPI adapter talks to it, and behind it
// the development provider (api/src/notify/dev-provider.ts) records each idempotency key once, as a
// vendor honouring the key would. Like a real vendor it has a send limit (VENDOR_RATE a second, above it
// 429), passing faults (VENDOR_FAIL_RATIO of the calls answer 503, the message not taken) and a round
// trip (a message is taken at once and answered VENDOR_LATENCY_MS later).
// GET /stats answers the figures, GET /keys the keys delivered. Prints `listening <port>` when ready.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devMessageProvider } from '../src/notify/dev-provider';

const RATE = Number(process.env.VENDOR_RATE ?? 100);
const FAIL_RATIO = Number(process.env.VENDOR_FAIL_RATIO ?? 0.05);
/** a real vendor answers after a network round trip: a message is taken at once, answered this much later */
const LATENCY_MS = Number(process.env.VENDOR_LATENCY_MS ?? 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dev = devMessageProvider();
/** the provider's log: each delivery of a key (a key the dev provider took again would be counted twice) */
const deliveries = new Map<string, number>();
const statuses: Record<string, number> = {};
let requests = 0;
let repeatsCaught = 0;
let firstDeliveryAt: number | null = null;
let lastDeliveryAt: number | null = null;
let window = { second: -1, count: 0 };
let busiestSecond = 0;

interface SolapiMessage {
  to?: string;
  text?: string;
  customFields?: { idempotencyKey?: string };
  kakaoOptions?: { templateId?: string };
}

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.method === 'GET' && req.url === '/stats') {
    const twice = [...deliveries.values()].filter((count) => count > 1).length;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        requests,
        statuses,
        delivered: deliveries.size,
        deliveredTwice: twice,
        repeatsCaught,
        firstDeliveryAt,
        lastDeliveryAt,
        busiestSecond,
      }),
    );
    return;
  }
  if (req.method === 'GET' && req.url === '/keys') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...deliveries.keys()]));
    return;
  }
  if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail') {
    answer(404, { errorMessage: 'not found' });
    return;
  }
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    void (async () => {
      requests += 1;
      const second = Math.floor(Date.now() / 1000);
      if (second !== window.second) window = { second, count: 0 };
      if (window.count >= RATE) return answer(429, { errorMessage: 'too many requests' });
      window.count += 1;
      busiestSecond = Math.max(busiestSecond, window.count);
      if (Math.random() < FAIL_RATIO) return answer(503, { errorMessage: 'temporarily unavailable' });
      let message: SolapiMessage | undefined;
      try {
        message = (JSON.parse(text) as { messages?: SolapiMessage[] }).messages?.[0];
      } catch {
        // answered below as a bad request
      }
      const key = message?.customFields?.idempotencyKey;
      if (!message?.to || !message.text || !key) return answer(400, { errorMessage: 'bad message' });
      const lastBefore = dev.messages.at(-1);
      const result = await dev.send(
        {
          to: message.to,
          text: message.text,
          templateCode: message.kakaoOptions?.templateId ?? '',
          idempotencyKey: key,
        },
        AbortSignal.timeout(5000),
      );
      if (result.status !== 'sent') return answer(500, { errorMessage: result.reason });
      // the dev provider records a key once: a new last record is a delivery, none is a repeat it caught
      if (dev.messages.at(-1) !== lastBefore) {
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
        firstDeliveryAt ??= Date.now();
        lastDeliveryAt = Date.now();
      } else repeatsCaught += 1;
      await sleep(LATENCY_MS);
      return answer(200, { messageList: [{ messageId: result.vendorMessageId, statusCode: '2000' }] });
    })();
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
