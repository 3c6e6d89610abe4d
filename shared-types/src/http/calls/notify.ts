import { z } from 'zod';
import { idParamSchema } from '../../common/params.schema';
import {
  devMessageSchema,
  devProviderModeSchema,
  messagePauseSchema,
  notifyStatusSchema,
  outboxMessageSchema,
  roundMessageCountsSchema,
} from '../../notify/notify';
import {
  noticeDraftSchema,
  noticePreviewSchema,
  noticeSendSchema,
  noticeSentSchema,
} from '../../notify/notice';
import { failedMessagesSchema, resentFailedSchema } from '../../notify/failed';
import { callsOf } from '../call';
import { notifyRoutes } from '../routes/notify';

export const notifyCalls = callsOf(notifyRoutes, {
  status: {
    summary:
      'The message provider in use (none: messages wait and nothing is sent), the sending hours and the send rate',
    auth: 'admin',
    roles: ['rounds', 'review'],
    response: notifyStatusSchema,
  },
  ofRound: {
    summary: "A round's messages counted by state (대기, 발송, 실패, 재시도 예정)",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    response: roundMessageCountsSchema,
  },
  pause: {
    summary:
      "Pause or resume sending a round's messages (paused ones stay 대기 until resumed); recorded in the audit log",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    body: messagePauseSchema,
    response: roundMessageCountsSchema,
  },
  noticePreview: {
    summary:
      "The exact message of an admin's notice to a round's winners or reserves and how many would get it; nothing is sent",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    body: noticeDraftSchema,
    response: noticePreviewSchema,
  },
  notice: {
    summary:
      "Queue an admin's notice to a round's winners or reserves through the outbox (once per noticeId); recorded in the audit log",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    body: noticeSendSchema,
    response: noticeSentSchema,
  },
  failedOfRound: {
    summary:
      "A round's failed messages (재시도 예정 and 실패), oldest first, with the 접수번호, the masked name, the event, the vendor's reason and the tries (a 접속기록 with the reason of the X-Access-Reason header, percent-encoded UTF-8; none: 사유 없음)",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    response: failedMessagesSchema,
  },
  retryFailed: {
    summary:
      "Queue every failed message of the round again in one transaction, each under its own key (sent at most once); 409 while the round's sending is paused; one audit entry naming the ids",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    response: resentFailedSchema,
  },
  ofApplicant: {
    summary: "An applicant's messages, oldest first, with channel, state and the last failure",
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    response: z.array(outboxMessageSchema),
  },
  retry: {
    summary: 'Send a dead message again (409 unless it is dead); recorded in the audit log',
    auth: 'admin',
    roles: ['review'],
    params: idParamSchema,
    response: outboxMessageSchema,
  },
  devMessages: {
    summary: 'What the development provider recorded, newest first (404 unless it is the provider in use)',
    auth: 'admin',
    roles: ['review'],
    response: z.array(devMessageSchema),
  },
  devMode: {
    summary: 'Make the development provider deliver, answer 500, refuse for good or hang (tests)',
    auth: 'admin',
    roles: ['review'],
    body: devProviderModeSchema,
    status: 204,
  },
});
