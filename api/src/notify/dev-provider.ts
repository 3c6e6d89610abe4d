import { fallbackChannel } from '@portal/shared-types/notify/templates';
import type { MessageChannel } from '@portal/shared-types/notify/notify';
import type { LookUpQuery, LookUpResult, MessageProvider, OutgoingMessage, SendResult } from './provider';

export type DevProviderMode = 'ok' | 'fail' | 'refuse' | 'slow';

export interface DevMessage {
  to: string;
  text: string;
  templateCode: string;
  channel: MessageChannel;
  idempotencyKey: string;
  at: string;
}

export interface DevProvider extends MessageProvider {
  kind: 'dev';
  /** what was delivered, oldest first: every send, as SOLAPI takes no idempotency key (a key twice is a repeat) */
  readonly messages: DevMessage[];
  /** every send call, the failed ones included */
  readonly calls: string[];
  mode: DevProviderMode;
  /** numbers without KakaoTalk: their messages go as SMS or LMS, as the vendor's fallback would */
  readonly noKakao: Set<string>;
}

/** SOLAPI's status code of a message the handset received (수신 완료); the development provider's only one. */
const DELIVERED = '4000';

const hang = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
  });

/**
 * The local provider: it records messages instead of sending them (the admin screen shows them), and can
 * be told to answer 500 (`fail`), refuse for good (`refuse`) or hang until the timeout (`slow`). Like
 * SOLAPI it keeps our key with each message and finds a message by key, recipient and time; in `fail`
 * and `slow` its look-up fails too. It keeps the newest `keep` messages.
 */
export function devMessageProvider(now: () => Date = () => new Date(), keep = 1000): DevProvider {
  const provider: DevProvider = {
    kind: 'dev',
    messages: [],
    calls: [],
    mode: 'ok',
    noKakao: new Set(),
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      provider.calls.push(message.idempotencyKey);
      if (provider.mode === 'fail') return { status: 'failed', permanent: false, reason: 'HTTP 500' };
      if (provider.mode === 'refuse')
        return { status: 'failed', permanent: true, reason: '수신 거부된 번호입니다. (개발용 발송기)' };
      if (provider.mode === 'slow') await hang(signal);
      const channel = provider.noKakao.has(message.to) ? fallbackChannel(message.text) : 'alimtalk';
      provider.messages.push({ ...message, channel, at: now().toISOString() });
      if (provider.messages.length > keep) provider.messages.shift();
      return {
        status: 'sent',
        channel,
        vendorMessageId: `dev-${message.idempotencyKey}`,
        vendorStatus: DELIVERED,
      };
    },
    async lookUp(query: LookUpQuery, signal: AbortSignal): Promise<LookUpResult> {
      if (provider.mode === 'fail') throw new Error('HTTP 500');
      if (provider.mode === 'slow') await hang(signal);
      const since = query.since.getTime();
      const found = provider.messages.find(
        (message) =>
          message.idempotencyKey === query.idempotencyKey &&
          message.to === query.to &&
          Date.parse(message.at) >= since,
      );
      if (!found) return { found: false };
      return {
        found: true,
        channel: found.channel,
        vendorMessageId: `dev-${found.idempotencyKey}`,
        vendorStatus: DELIVERED,
      };
    },
  };
  return provider;
}
