import { fallbackChannel } from '@portal/shared-types/notify/templates';
import type { MessageChannel } from '@portal/shared-types/notify/notify';
import type { MessageProvider, OutgoingMessage, SendResult } from './provider';

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
  /** what was delivered, oldest first (each idempotency key once, as a vendor honouring it would) */
  readonly messages: DevMessage[];
  /** every call, a repeated key included: a second call with one key is a duplicate the vendor caught */
  readonly calls: string[];
  mode: DevProviderMode;
  /** numbers without KakaoTalk: their messages go as SMS or LMS, as the vendor's fallback would */
  readonly noKakao: Set<string>;
}

const KEEP = 1000;

/**
 * The local provider: it records messages instead of sending them (the admin screen shows them), and can
 * be told to answer 500 (`fail`), refuse for good (`refuse`) or hang until the timeout (`slow`).
 */
export function devMessageProvider(now: () => Date = () => new Date()): DevProvider {
  const delivered = new Set<string>();
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
      if (provider.mode === 'slow')
        await new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
        });
      const channel = provider.noKakao.has(message.to) ? fallbackChannel(message.text) : 'alimtalk';
      if (!delivered.has(message.idempotencyKey)) {
        delivered.add(message.idempotencyKey);
        provider.messages.push({ ...message, channel, at: now().toISOString() });
        if (provider.messages.length > KEEP) provider.messages.shift();
      }
      return { status: 'sent', channel, vendorMessageId: `dev-${message.idempotencyKey}` };
    },
  };
  return provider;
}
