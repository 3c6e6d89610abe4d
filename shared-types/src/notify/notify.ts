import { z } from 'zod';
import { NOTIFY_EVENTS } from './templates';
import { seoulClock, fromSeoulClock, seoulMinuteOfDay } from '../common/dates';

/** A message's state in the outbox: waiting, sent, dead (the admin may send it again), or waiting to retry. */
export const MESSAGE_STATES = ['queued', 'sent', 'dead', 'retrying'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messageStateLabels: Record<MessageState, string> = {
  queued: '대기',
  sent: '발송',
  dead: '실패',
  retrying: '재시도 예정',
};

export const MESSAGE_CHANNELS = ['alimtalk', 'sms', 'lms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const channelLabels: Record<MessageChannel, string> = {
  alimtalk: '알림톡',
  sms: 'SMS',
  lms: 'LMS',
};

/** Sending hours in Seoul time, as minutes after midnight: from `start` (included) to `end` (excluded). */
export interface SendingHours {
  start: number;
  end: number;
}

/** '08:00-21:00' as minutes; null when malformed or empty. */
export function parseSendingHours(text: string): SendingHours | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  return start < end && end <= 24 * 60 ? { start, end } : null;
}

export const DEFAULT_SENDING_HOURS: SendingHours = { start: 8 * 60, end: 21 * 60 };

export const withinSendingHours = (at: Date, hours: SendingHours = DEFAULT_SENDING_HOURS): boolean => {
  const minute = seoulMinuteOfDay(at);
  return minute >= hours.start && minute < hours.end;
};

/** When a message due at `at` may go: at once within the hours, else at the next start (the morning). */
export function nextSendingTime(at: Date, hours: SendingHours = DEFAULT_SENDING_HOURS): Date {
  if (withinSendingHours(at, hours)) return at;
  const { year, month, day } = seoulClock(at);
  const startToday = fromSeoulClock(year, month, day, 0, hours.start);
  return at < startToday ? startToday : fromSeoulClock(year, month, day + 1, 0, hours.start);
}

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFY_EVENTS),
  template: z.string(),
  body: z.string(),
  state: z.enum(MESSAGE_STATES),
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const roundMessageCountsSchema = z.object({
  roundId: z.number().int(),
  counts: z.object({ queued: z.number(), sent: z.number(), dead: z.number(), retrying: z.number() }),
  /** sending paused for the round (its messages stay 대기): who paused it and when; null: sending */
  paused: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type RoundMessageCounts = z.infer<typeof roundMessageCountsSchema>;

export const notifyStatusSchema = z.object({
  /** the provider in use; `none` in production without one: messages wait, nothing is sent */
  provider: z.enum(['dev', 'solapi', 'none']),
  sendingHours: z.string(),
  ratePerSecond: z.number(),
});
export type NotifyStatus = z.infer<typeof notifyStatusSchema>;

/** What the development provider recorded: the message as the vendor would have received it. */
export const devMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  templateCode: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  idempotencyKey: z.string(),
  at: z.string(),
});

export const DEV_PROVIDER_MODES = ['ok', 'fail', 'refuse', 'slow'] as const;
export const devProviderModeSchema = z.object({
  /** ok: delivers; fail: answers 500; refuse: a permanent refusal; slow: answers after the timeout */
  mode: z.enum(DEV_PROVIDER_MODES, { error: '모드는 ok, fail, refuse, slow 중 하나여야 합니다.' }),
});

/** Pausing (true) or resuming (false) a round's messages. */
export const messagePauseSchema = z.object({
  paused: z.boolean({ error: 'paused는 true 또는 false여야 합니다.' }),
});

export const notifyMessages = {
  notDead: '실패한 메시지만 다시 보낼 수 있습니다.',
  noDevProvider: '개발용 발송기가 켜져 있지 않습니다.',
  noProvider: '메시지 발송 업체가 설정되지 않아 메시지가 발송되지 않고 대기 중입니다.',
  recipientGone: '보존기간이 지나 연락처가 파기되었습니다.',
  noAnswer: '응답 없음: 마지막 시도에 발송 업체의 답을 받지 못했습니다.',
  lookUpFailed:
    '발송 확인 실패: 답을 받지 못한 지난 시도가 발송되었는지 업체에 확인하지 못해 다시 보내지 않았습니다.',
} as const;
