import type { MessageChannel } from '@portal/shared-types/notify/notify';

/** One message as a provider receives it. */
export interface OutgoingMessage {
  /** the applicant's phone, digits only */
  to: string;
  text: string;
  /** the template code registered with the vendor (shared-types notify/templates.ts) */
  templateCode: string;
  /** the same key on every attempt of this message: a vendor that takes one sends it once */
  idempotencyKey: string;
}

/**
 * What the vendor answered. A passing failure (5xx, 429) is retried with backoff; a permanent refusal
 * (a bad number, a template not approved) is dead at once. A thrown error (network, timeout) is passing.
 */
export type SendResult =
  | { status: 'sent'; channel: MessageChannel; vendorMessageId?: string }
  | { status: 'failed'; permanent: boolean; reason: string };

export interface MessageProvider {
  kind: 'dev' | 'solapi';
  /** `signal` aborts when the attempt takes longer than the configured timeout. */
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
}
