// After a vendor outage: the round's failed messages, each with the vendor's reason, and one action that
// queues them all again (each still sent at most once: its idempotency key stays, see notify-repository).
import { z } from 'zod';
import { NOTIFY_EVENTS, type NotifyEvent } from './templates';

/** A failed message: waiting for pg-boss's next try after a passing failure, or dead (no try left). */
export const FAILED_STATES = ['retrying', 'dead'] as const;
export type FailedState = (typeof FAILED_STATES)[number];

/** What each event tells the applicant, in the admin's words. */
export const notifyEventLabels: Record<NotifyEvent, string> = {
  submitted: '접수 완료',
  resultsPublished: '청약 결과 등록',
  winningStateChanged: '청약 결과 변경',
  documentsRequested: '제출 서류 안내',
  supplementRequested: '서류 보완 요청',
  eligibilityDecided: '서류 심사 결과',
  reserveCalled: '예비자 진행 안내',
  contractNotice: '계약 안내',
  objectionDecided: '소명 검토 결과',
  deadlineReminder: '서류 마감 하루 전 알림',
  adminNotice: '관리자 안내',
};

/** The list shows at most this many (oldest first); the action sends every one of them again. */
export const FAILED_LIST_LIMIT = 500;

export const failedMessageSchema = z.object({
  id: z.number().int(),
  applicantId: z.number().int(),
  receiptNumber: z.string(),
  /** 홍*동 (maskName); empty once the retention period destroyed the name */
  maskedName: z.string(),
  event: z.enum(NOTIFY_EVENTS),
  template: z.string(),
  state: z.enum(FAILED_STATES),
  attempts: z.number().int(),
  /** the vendor's reason of the last failure, as stored */
  reason: z.string().nullable(),
  /** when the last attempt failed (null for a message that failed before this was recorded) */
  failedAt: z.string().nullable(),
  /** a retrying message's next try (pg-boss's backoff); null when dead */
  nextAttemptAt: z.string().nullable(),
});
export type FailedMessage = z.infer<typeof failedMessageSchema>;

export const failedMessagesSchema = z.object({
  roundId: z.number().int(),
  /** every failed message of the round; `messages` holds the first FAILED_LIST_LIMIT of them */
  total: z.number().int(),
  messages: z.array(failedMessageSchema),
});
export type FailedMessages = z.infer<typeof failedMessagesSchema>;

export const resentFailedSchema = z.object({
  roundId: z.number().int(),
  /** the messages queued again now (0: none was left to send, e.g. confirmed twice) */
  resent: z.number().int(),
});
export type ResentFailed = z.infer<typeof resentFailedSchema>;

export const failedMessageTexts = {
  paused:
    '이 회차는 발송이 일시 중지되어 있어 다시 보낼 수 없습니다. 발송을 다시 시작한 뒤 다시 보내 주세요.',
  none: '다시 보낼 실패한 메시지가 없습니다.',
  resent: (count: number) =>
    `실패한 메시지 ${count.toLocaleString('ko-KR')}건을 다시 보내도록 대기열에 넣었습니다.`,
  confirm: (count: number) =>
    `실패한 메시지 ${count.toLocaleString('ko-KR')}건을 다시 보냅니다. 같은 메시지를 두 번 받는 사람은 없습니다.`,
} as const;
