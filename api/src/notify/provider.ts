import type { MessageChannel } from '@portal/shared-types/notify/notify';

/** One message as a provider receives it. */
export interface OutgoingMessage {
  /** the applicant's phone, digits only */
  to: string;
  text: string;
  /** the template code registered with the vendor (shared-types notify/templates.ts) */
  templateCode: string;
  /** the same key on every attempt of this message; the vendor stores it with the message (our id there) */
  idempotencyKey: string;
}

/**
 * What the vendor answered. A passing failure (5xx, 429) is retried with backoff; a permanent refusal
 * (a bad number, a template not approved) is dead at once. A thrown error (network, timeout) is passing.
 * `maybeSent`: the failure does not say the vendor did not take it (a 5xx), so the next attempt asks first.
 */
export type SendResult =
  | { status: 'sent'; channel: MessageChannel; vendorMessageId?: string; vendorStatus?: string }
  | { status: 'failed'; permanent: boolean; reason: string; maybeSent?: boolean };

/** Where the vendor's record of a message is looked for: our key, its recipient, and since when. */
export interface LookUpQuery {
  idempotencyKey: string;
  /** digits only; the vendor's list is searched by recipient and time, and matched on our key */
  to: string;
  /** the start of the first attempt without an answer (a little earlier, for clocks that differ) */
  since: Date;
}

/** What the vendor holds under our key: the message it took (and its status), or nothing. */
export type LookUpResult =
  | { found: true; channel: MessageChannel; vendorMessageId?: string; vendorStatus?: string }
  | { found: false };

export interface MessageProvider {
  kind: 'dev' | 'solapi';
  /** `signal` aborts when the attempt takes longer than the configured timeout. */
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
  /**
   * Whether an earlier attempt of the message reached the vendor. Throws when the vendor cannot tell
   * (network, timeout, an error answer): then nothing is sent.
   */
  lookUp(query: LookUpQuery, signal: AbortSignal): Promise<LookUpResult>;
}
