// SOLAPI (솔라피), https://developers.solapi.com: 알림톡 (type ATA) through POST /messages/v4/send-many/detail,
// signed with HMAC-SHA256 of the date and a salt. With `disableSms: false` the vendor itself replaces an
// 알림톡 that cannot be delivered (no KakaoTalk, blocked channel) by an SMS or LMS of the same text; an 알림톡
// the vendor refuses outright is sent again here as SMS/LMS.
// SOLAPI takes no idempotency key and does not de-duplicate: a message sent twice reaches the person twice.
// It keeps the `customFields` a sender sets on a message and answers them in its message list
// (GET /messages/v4/list), which filters by recipient (`to`) and creation date (`dateType=CREATED`,
// `startDate`), not by a custom field: the look-up asks for the recipient's messages since the attempt and
// matches our key among them, following `nextKey` as `startKey` for further pages.
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { fallbackChannel } from '@portal/shared-types/notify/templates';
import type { MessageChannel } from '@portal/shared-types/notify/notify';
import type { LookUpQuery, LookUpResult, MessageProvider, OutgoingMessage, SendResult } from './provider';

export interface SolapiConfig {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** the Kakao channel's 발신프로필 key (pfId) */
  pfId: string;
  /** the registered 발신번호, digits only */
  sender: string;
  /** our template code → the template id the vendor approved; a code missing here is sent by its own name */
  templateIds: Record<string, string>;
}

/** The Authorization header: `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC(secret, date+salt))`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date()): string {
  const date = now.toISOString();
  const salt = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SendManyResponse {
  failedMessageList?: { statusCode?: string; statusMessage?: string }[];
  messageList?: { messageId?: string; statusCode?: string; statusMessage?: string }[];
  errorCode?: string;
  errorMessage?: string;
}

/** The field of `customFields` that carries our key (the vendor stores it with the message). */
export const KEY_FIELD = 'idempotencyKey';

const code = z.union([z.string(), z.number()]).transform(String);

/** One message of the vendor's list, as far as the look-up reads it. */
const storedMessage = z.object({
  messageId: z.string().optional(),
  type: z.string().nullish(),
  statusCode: code.nullish(),
  customFields: z.record(z.string(), z.unknown()).nullish(),
});

/** GET /messages/v4/list: `messageList` is an object keyed by message id (an array is taken too). */
const listResponse = z.object({
  messageList: z
    .union([z.record(z.string(), storedMessage), z.array(storedMessage)])
    .nullish()
    .transform((list) => (list ? Object.values(list) : [])),
  nextKey: z.string().nullish(),
});

/** The vendor's message type as our channel: 알림톡, or the SMS/LMS it or we fell back to. */
const channelOfType = (type: string | null | undefined): MessageChannel =>
  type === 'SMS' ? 'sms' : type === 'LMS' ? 'lms' : 'alimtalk';

/**
 * SOLAPI's 1xxx status codes are refusals when the message was registered (number, sender, template): such
 * a message never left; 2000 (taken), 3000 (handed to the carrier), 4000 (received) and the carriers'
 * failures after hand-over mean it went out.
 */
const refusedAtRegistration = (statusCode: string | null | undefined) => /^1\d{3}$/.test(statusCode ?? '');

/** Pages of the list read at most in one look-up (500 messages each): one recipient has far fewer. */
const MAX_PAGES = 10;

export function solapiProvider(config: SolapiConfig): MessageProvider {
  const post = async (message: Record<string, unknown>, signal: AbortSignal) => {
    const response = await fetch(`${config.apiUrl}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: {
        Authorization: solapiAuthorization(config.apiKey, config.apiSecret),
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ messages: [message], showMessageList: true }),
      signal,
    });
    const answer = (await response.json().catch(() => ({}))) as SendManyResponse;
    return { status: response.status, answer };
  };

  const outcome = (
    { status, answer }: { status: number; answer: SendManyResponse },
    channel: MessageChannel,
  ): SendResult => {
    const reason = (text: string | undefined) => `SOLAPI ${status}: ${text ?? ''}`.trim().slice(0, 300);
    // 5xx and 429 pass; any other 4xx (key, sender, balance, body) will not pass by trying again. A 429
    // says the message was not taken; a 5xx does not say so, so the next attempt asks the vendor first
    if (status === 429) return { status: 'failed', permanent: false, reason: reason(answer.errorMessage) };
    if (status >= 500)
      return { status: 'failed', permanent: false, reason: reason(answer.errorMessage), maybeSent: true };
    if (status >= 400) return { status: 'failed', permanent: true, reason: reason(answer.errorMessage) };
    const failed = answer.failedMessageList?.[0];
    if (failed) return { status: 'failed', permanent: true, reason: reason(failed.statusMessage) };
    const taken = answer.messageList?.[0];
    return {
      status: 'sent',
      channel,
      vendorMessageId: taken?.messageId,
      ...(taken?.statusCode ? { vendorStatus: taken.statusCode } : {}),
    };
  };

  /** One page of the recipient's messages since `since`; throws when the vendor does not answer it. */
  const listPage = async (query: LookUpQuery, startKey: string | null, signal: AbortSignal) => {
    const params = new URLSearchParams({
      to: query.to,
      dateType: 'CREATED',
      startDate: query.since.toISOString(),
      limit: '500',
    });
    if (startKey) params.set('startKey', startKey);
    const response = await fetch(`${config.apiUrl}/messages/v4/list?${params}`, {
      headers: { Authorization: solapiAuthorization(config.apiKey, config.apiSecret) },
      signal,
    });
    // the status only: the address carries the recipient's number, which stays out of every reason and log
    if (!response.ok) throw new Error(`SOLAPI ${response.status}`);
    const page = listResponse.safeParse(await response.json().catch(() => null));
    if (!page.success) throw new Error('SOLAPI: unreadable message list');
    return page.data;
  };

  return {
    kind: 'solapi',
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      // the key rides along in customFields: the vendor's report of each message names it
      const common = {
        to: message.to,
        from: config.sender,
        text: message.text,
        customFields: { [KEY_FIELD]: message.idempotencyKey },
      };
      const alimtalk = outcome(
        await post(
          {
            ...common,
            type: 'ATA',
            kakaoOptions: {
              pfId: config.pfId,
              templateId: config.templateIds[message.templateCode] ?? message.templateCode,
              disableSms: false,
            },
          },
          signal,
        ),
        'alimtalk',
      );
      if (alimtalk.status === 'sent' || !alimtalk.permanent) return alimtalk;
      // refused as 알림톡 (template, channel or recipient): the same text as SMS or LMS
      const channel = fallbackChannel(message.text);
      return outcome(await post({ ...common, type: channel === 'sms' ? 'SMS' : 'LMS' }, signal), channel);
    },
    async lookUp(query: LookUpQuery, signal: AbortSignal): Promise<LookUpResult> {
      let startKey: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { messageList, nextKey } = await listPage(query, startKey, signal);
        const went = messageList.find(
          (message) =>
            message.customFields?.[KEY_FIELD] === query.idempotencyKey &&
            !refusedAtRegistration(message.statusCode),
        );
        if (went)
          return {
            found: true,
            channel: channelOfType(went.type),
            ...(went.messageId ? { vendorMessageId: went.messageId } : {}),
            ...(went.statusCode ? { vendorStatus: went.statusCode } : {}),
          };
        if (!nextKey || messageList.length === 0) return { found: false };
        startKey = nextKey;
      }
      throw new Error('SOLAPI: too many messages to search');
    },
  };
}
