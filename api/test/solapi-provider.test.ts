import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config/config';
import { solapiProvider } from '../src/notify/solapi-provider';

interface Received {
  authorization: string;
  body: { messages: Record<string, unknown>[] };
}

/** A stand-in for SOLAPI's send-many/detail: answers what the test queued, records what it got. */
function vendorStub() {
  const received: Received[] = [];
  const answers: { status: number; body: unknown }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      assert.equal(req.url, '/messages/v4/send-many/detail');
      received.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(text) });
      const answer = answers.shift() ?? { status: 200, body: { messageList: [{ messageId: 'M1' }] } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  return { server, received, answers };
}

describe('the SOLAPI adapter', () => {
  const stub = vendorStub();
  let provider: ReturnType<typeof solapiProvider>;
  const message = {
    to: '01012345678',
    text: '[○○청년주택] 청약 결과가 등록되었습니다. 확인: https://www.example.com/inquiry',
    templateCode: 'RESULT_V1',
    idempotencyKey: 'resultsPublished:draw:7:RESULT_V1',
  };
  const send = () => provider.send(message, AbortSignal.timeout(2000));

  before(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    provider = solapiProvider({
      apiUrl: `http://127.0.0.1:${port}`,
      apiKey: 'KEY',
      apiSecret: 'SECRET',
      pfId: 'PF1',
      sender: '0212345678',
      templateIds: { RESULT_V1: 'KA01TP-RESULT' },
    });
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

  test('when the vendor answers 5xx or 429, then the failure passes; another 4xx is permanent', async () => {
    stub.answers.push({ status: 503, body: { errorMessage: 'busy' } });
    assert.deepEqual(await send(), { status: 'failed', permanent: false, reason: 'SOLAPI 503: busy' });
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
