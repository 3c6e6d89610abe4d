import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config/config';
import { solapiProvider } from '../src/notify/solapi-provider';
import { startVendorStandIn, type VendorStandIn } from './support/vendor-stand-in';

interface Received {
  authorization: string;
  url: string;
  body: { messages: Record<string, unknown>[] };
}

/** A stub of SOLAPI's send-many/detail and list: answers what the test queued, records what it got. */
function vendorStub() {
  const received: Received[] = [];
  const answers: { status: number; body: unknown }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization ?? '',
        url: req.url ?? '',
        body: text ? JSON.parse(text) : null,
      });
      const answer = answers.shift() ?? { status: 200, body: { messageList: [{ messageId: 'M1' }] } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  return { server, received, answers };
}

/** The adapter with the test's settings, at a stub or at the stand-in. */
const adapterAt = (apiUrl: string) =>
  solapiProvider({
    apiUrl,
    apiKey: 'KEY',
    apiSecret: 'SECRET',
    pfId: 'PF1',
    sender: '0212345678',
    templateIds: { RESULT_V1: 'KA01TP-RESULT' },
  });

const message = {
  to: '01012345678',
  text: '[○○청년주택] 청약 결과가 등록되었습니다. 확인: https://www.example.com/inquiry',
  templateCode: 'RESULT_V1',
  idempotencyKey: 'resultsPublished:draw:7:RESULT_V1',
};

describe('the SOLAPI adapter', () => {
  const stub = vendorStub();
  let provider: ReturnType<typeof solapiProvider>;
  const send = () => provider.send(message, AbortSignal.timeout(2000));

  before(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    provider = adapterAt(`http://127.0.0.1:${port}`);
  });
  after(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));

  test('when a message is sent, then an 알림톡 with the approved template, the key and SMS fallback goes out, signed', async () => {
    assert.deepEqual(await send(), { status: 'sent', channel: 'alimtalk', vendorMessageId: 'M1' });
    const { authorization, body } = stub.received.at(-1)!;
    const [, date, salt, signature] =
      /^HMAC-SHA256 apiKey=KEY, date=(\S+), salt=(\w+), signature=(\w+)$/.exec(authorization) ?? [];
    assert.equal(signature, createHmac('sha256', 'SECRET').update(`${date}${salt}`).digest('hex'));
    assert.deepEqual(body.messages[0], {
      to: message.to,
      from: '0212345678',
      text: message.text,
      customFields: { idempotencyKey: message.idempotencyKey },
      type: 'ATA',
      kakaoOptions: { pfId: 'PF1', templateId: 'KA01TP-RESULT', disableSms: false },
    });
  });

  test('when the vendor answers 5xx or 429, then the failure passes (a 5xx may have been taken); another 4xx is permanent', async () => {
    stub.answers.push({ status: 503, body: { errorMessage: 'busy' } });
    assert.deepEqual(await send(), {
      status: 'failed',
      permanent: false,
      reason: 'SOLAPI 503: busy',
      maybeSent: true,
    });
    stub.answers.push({ status: 429, body: {} });
    assert.equal(((await send()) as { permanent: boolean }).permanent, false);
    stub.answers.push({ status: 401, body: { errorMessage: 'bad key' } }, { status: 401, body: {} });
    assert.equal(((await send()) as { permanent: boolean }).permanent, true);
  });

  test('when the 알림톡 is refused, then the same text goes as SMS with the same key', async () => {
    stub.answers.push({
      status: 200,
      body: { failedMessageList: [{ statusCode: '3103', statusMessage: '카카오톡 미사용자' }] },
    });
    const before = stub.received.length;
    assert.deepEqual(await send(), { status: 'sent', channel: 'sms', vendorMessageId: 'M1' });
    const fallback = stub.received[before + 1]!.body.messages[0]!;
    assert.equal(fallback.type, 'SMS');
    assert.equal(fallback.text, message.text);
    assert.deepEqual(fallback.customFields, { idempotencyKey: message.idempotencyKey });
  });

  test('when a look-up finds our key only on a message refused at registration (1xxx), then it did not go', async () => {
    const since = new Date('2026-03-20T01:00:00Z');
    const stored = (statusCode: string, type: string) => ({
      type,
      statusCode,
      customFields: { idempotencyKey: message.idempotencyKey },
    });
    stub.answers.push({ status: 200, body: { messageList: { M1: stored('1062', 'ATA') } } });
    const query = { idempotencyKey: message.idempotencyKey, to: message.to, since };
    assert.deepEqual(await provider.lookUp(query, AbortSignal.timeout(2000)), { found: false });
    const asked = new URL(stub.received.at(-1)!.url, 'http://stub');
    assert.equal(asked.pathname, '/messages/v4/list');
    assert.equal(asked.searchParams.get('to'), message.to);
    assert.equal(asked.searchParams.get('dateType'), 'CREATED');
    assert.equal(asked.searchParams.get('startDate'), since.toISOString());
    // the vendor's own SMS fallback of the same message: it went, as SMS
    stub.answers.push({
      status: 200,
      body: { messageList: [stored('1062', 'ATA'), { ...stored('3000', 'SMS'), messageId: 'M2' }] },
    });
    assert.deepEqual(await provider.lookUp(query, AbortSignal.timeout(2000)), {
      found: true,
      channel: 'sms',
      vendorMessageId: 'M2',
      vendorStatus: '3000',
    });
  });
});

describe("the SOLAPI adapter's look-up at the SOLAPI stand-in", () => {
  let vendor: VendorStandIn;
  let provider: ReturnType<typeof solapiProvider>;
  const lookUp = (query: Partial<Parameters<typeof provider.lookUp>[0]>) =>
    provider.lookUp(
      { idempotencyKey: message.idempotencyKey, to: message.to, since: new Date(0), ...query },
      AbortSignal.timeout(2000),
    );

  before(async () => {
    vendor = await startVendorStandIn({ VENDOR_FAIL_RATIO: '0', VENDOR_LATENCY_MS: '0' });
    provider = adapterAt(vendor.url);
  });
  after(() => vendor.stop());

  test('when the vendor took the message, then the look-up finds it by our key, with its channel and status', async () => {
    const sent = await provider.send(message, AbortSignal.timeout(2000));
    assert.equal(sent.status, 'sent');
    const found = await lookUp({});
    assert.equal(found.found, true);
    assert.deepEqual(found.found && [found.channel, found.vendorStatus], ['alimtalk', '4000']);
    assert.match((found.found && found.vendorMessageId) || '', /^M4V-DEV-/);
  });

  test('when the vendor has no message with our key for that number since the attempt, then it is not found', async () => {
    assert.deepEqual(await lookUp({ idempotencyKey: 'submitted::9:SUBMITTED_V1' }), { found: false });
    assert.deepEqual(await lookUp({ to: '01000000000' }), { found: false });
    assert.deepEqual(await lookUp({ since: new Date(Date.now() + 60_000) }), { found: false });
  });

  test('when the look-up itself fails, then it throws (nothing may be sent on it)', async () => {
    await vendor.setMode('fail');
    try {
      await assert.rejects(lookUp({}), /SOLAPI 503/);
    } finally {
      await vendor.setMode('ok');
    }
    assert.equal((await vendor.stats()).repeats, 0);
  });
});

describe('the message settings', () => {
  test('when nothing is set in production, then there is no provider; SOLAPI is chosen once its settings are complete', () => {
    assert.equal(loadConfig({}).notify.provider, 'none');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).notify.provider, 'dev');
    const solapi = loadConfig({
      SOLAPI_API_KEY: 'k',
      SOLAPI_API_SECRET: 's',
      SOLAPI_PF_ID: 'pf',
      SOLAPI_SENDER: '02-1234-5678',
      SOLAPI_TEMPLATE_IDS: 'RESULT_V1=KA01, SUBMITTED_V1=KA02',
    }).notify;
    assert.equal(solapi.provider, 'solapi');
    assert.deepEqual(solapi.provider === 'solapi' && solapi.solapi.templateIds, {
      RESULT_V1: 'KA01',
      SUBMITTED_V1: 'KA02',
    });
    assert.equal(solapi.provider === 'solapi' && solapi.solapi.sender, '0212345678');
  });

  test('when a value is malformed, then the start stops naming it', () => {
    assert.throws(() => loadConfig({ NOTIFY_SENDING_HOURS: '21:00-08:00' }), /NOTIFY_SENDING_HOURS/);
    assert.throws(() => loadConfig({ NOTIFY_PROVIDER: 'solapi' }), /SOLAPI_API_KEY: is required/);
    assert.throws(() => loadConfig({ SOLAPI_TEMPLATE_IDS: 'RESULT_V1' }), /SOLAPI_TEMPLATE_IDS/);
    assert.deepEqual(loadConfig({ NOTIFY_SENDING_HOURS: '09:30-20:00' }).notify.sendingHours, {
      start: 570,
      end: 1200,
    });
  });
});
