// SOLAPI (솔라피), https://developers.solapi.com: 알림톡 (type ATA) through POST /messages/v4/send-many/detail,
// signed with HMAC-SHA256 of the date and a salt. With `disableSms: false` the vendor itself replaces an
// 알림톡 that cannot be delivered (no KakaoTalk, blocked channel) by an SMS or LMS of the same text; an 알림톡
// the vendor refuses outright is sent again here as SMS/LMS.
import { createHmac, randomBytes } from 'node:crypto';
import { fallbackChannel } from '@portal/shared-types/notify/templates';
import type { MessageChannel } from '@portal/shared-types/notify/notify';
import type { MessageProvider, OutgoingMessage, SendResult } from './provider';

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
    // 5xx and 429 pass; any other 4xx (key, sender, balance, body) will not pass by trying again
    if (status >= 500 || status === 429)
      return { status: 'failed', permanent: false, reason: reason(answer.errorMessage) };
    if (status >= 400) return { status: 'failed', permanent: true, reason: reason(answer.errorMessage) };
    const failed = answer.failedMessageList?.[0];
    if (failed) return { status: 'failed', permanent: true, reason: reason(failed.statusMessage) };
    return { status: 'sent', channel, vendorMessageId: answer.messageList?.[0]?.messageId };
  };

  return {
    kind: 'solapi',
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      // the key rides along in customFields: the vendor's report of each message names it
      const common = {
        to: message.to,
        from: config.sender,
        text: message.text,
        customFields: { idempotencyKey: message.idempotencyKey },
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
  };
}
