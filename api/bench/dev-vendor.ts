// The development provider as its own HTTP server, a stand-in for SOLAPI (`npm run bench:notify`, and the
// crash and adapter tests): it speaks SOLAPI's send call (POST /messages/v4/send-many/detail) and its
// message list (GET /messages/v4/list by `to` and `startDate`, each message with the `customFields` it was
// sent with), so the API's real SOLAPI adapter talks to it. Behind it the development provider
// (api/src/notify/dev-provider.ts) records every message it takes: like SOLAPI it does not de-duplicate,
// so a key delivered twice is a message the person got twice, and /stats counts those repeats. Like a real
// vendor it has a send limit (VENDOR_RATE a second, above it 429), passing faults (VENDOR_FAIL_RATIO of the
// sends answer 503, the message not taken) and a round trip (a message is taken at once and answered
// VENDOR_LATENCY_MS later). PUT /mode with { mode } sets the provider's mode (`fail`: sends answer 500 and
// look-ups 503). GET /stats answers the figures, GET /keys the keys delivered. Prints `listening <port>`.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { MessageChannel } from '@portal/shared-types/notify/notify';
import { devMessageProvider } from '../src/notify/dev-provider';
import { KEY_FIELD } from '../src/notify/solapi-provider';

const RATE = Number(process.env.VENDOR_RATE ?? 100);
const FAIL_RATIO = Number(process.env.VENDOR_FAIL_RATIO ?? 0.05);
/** a real vendor answers after a network round trip: a message is taken at once, answered this much later */
const LATENCY_MS = Number(process.env.VENDOR_LATENCY_MS ?? 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** every message is kept: the look-up must find the oldest as well as the newest */
const dev = devMessageProvider(() => new Date(), Infinity);
/** each key's deliveries: more than one is a repeat the person received */
const deliveries = new Map<string, number>();
const statuses: Record<string, number> = {};
let requests = 0;
let lookUps = 0;
let firstDeliveryAt: number | null = null;
let lastDeliveryAt: number | null = null;
let window = { second: -1, count: 0 };
let busiestSecond = 0;

const typeOfChannel: Record<MessageChannel, string> = { alimtalk: 'ATA', sms: 'SMS', lms: 'LMS' };

const sendBody = z.object({
  messages: z
    .array(
      z.object({
        to: z.string().min(1),
        text: z.string().min(1),
        customFields: z.object({ [KEY_FIELD]: z.string().min(1) }),
        kakaoOptions: z.object({ templateId: z.string().optional() }).optional(),
      }),
    )
    .length(1),
});
const modeBody = z.object({ mode: z.enum(['ok', 'fail', 'refuse', 'slow']) });

const readBody = (req: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(null);
      }
    });
  });

function stats() {
  const counts = [...deliveries.values()];
  return {
    requests,
    lookUps,
    statuses,
    delivered: deliveries.size,
    deliveredTwice: counts.filter((count) => count > 1).length,
    repeats: counts.reduce((sum, count) => sum + count - 1, 0),
    firstDeliveryAt,
    lastDeliveryAt,
    busiestSecond,
  };
}

/** SOLAPI's list: the recipient's messages created since `startDate`, keyed by message id. */
function messageList(url: URL) {
  const to = url.searchParams.get('to');
  const since = Date.parse(url.searchParams.get('startDate') ?? '');
  if (!to || Number.isNaN(since)) return null;
  const list: Record<string, unknown> = {};
  dev.messages.forEach((message, index) => {
    if (message.to !== to || Date.parse(message.at) < since) return;
    const messageId = `M4V-DEV-${index}`;
    list[messageId] = {
      messageId,
      to: message.to,
      type: typeOfChannel[message.channel],
      statusCode: '4000',
      customFields: { [KEY_FIELD]: message.idempotencyKey },
      dateCreated: message.at,
    };
  });
  return { messageList: list, nextKey: null };
}

async function send(body: unknown): Promise<[number, unknown]> {
  requests += 1;
  const second = Math.floor(Date.now() / 1000);
  if (second !== window.second) window = { second, count: 0 };
  if (window.count >= RATE) return [429, { errorMessage: 'too many requests' }];
  window.count += 1;
  busiestSecond = Math.max(busiestSecond, window.count);
  if (Math.random() < FAIL_RATIO) return [503, { errorMessage: 'temporarily unavailable' }];
  const parsed = sendBody.safeParse(body);
  if (!parsed.success) return [400, { errorMessage: 'bad message' }];
  const [message] = parsed.data.messages;
  const key = message!.customFields[KEY_FIELD]!;
  const result = await dev.send(
    {
      to: message!.to,
      text: message!.text,
      templateCode: message!.kakaoOptions?.templateId ?? '',
      idempotencyKey: key,
    },
    AbortSignal.timeout(5000),
  );
  if (result.status !== 'sent') return [500, { errorMessage: result.reason }];
  deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
  firstDeliveryAt ??= Date.now();
  lastDeliveryAt = Date.now();
  await sleep(LATENCY_MS);
  return [200, { messageList: [{ messageId: `M4V-DEV-${dev.messages.length - 1}`, statusCode: '2000' }] }];
}

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const route = `${req.method} ${url.pathname}`;
  if (route === 'GET /stats') return void res.end(JSON.stringify(stats()));
  if (route === 'GET /keys') return void res.end(JSON.stringify([...deliveries.keys()]));
  if (route === 'GET /messages/v4/list') {
    lookUps += 1;
    if (dev.mode === 'fail') return answer(503, { errorMessage: 'temporarily unavailable' });
    const list = messageList(url);
    return list ? answer(200, list) : answer(400, { errorMessage: 'to and startDate are required' });
  }
  if (route === 'PUT /mode')
    return void readBody(req).then((body) => {
      const parsed = modeBody.safeParse(body);
      if (parsed.success) dev.mode = parsed.data.mode;
      answer(parsed.success ? 200 : 400, { mode: dev.mode });
    });
  if (route === 'POST /messages/v4/send-many/detail')
    return void readBody(req)
      .then(send)
      .then(([status, body]) => answer(status, body));
  answer(404, { errorMessage: 'not found' });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
