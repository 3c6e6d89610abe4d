import { z } from 'zod';
import { idParamSchema } from '../../board/notices';
import {
  devMessageSchema,
  devProviderModeSchema,
  notifyStatusSchema,
  outboxMessageSchema,
  roundMessageCountsSchema,
} from '../../notify/notify';
import { callsOf } from '../call';
import { notifyRoutes } from '../routes/notify';

export const notifyCalls = callsOf(notifyRoutes, {
  status: {
    summary:
      'The message provider in use (none: messages wait and nothing is sent), the sending hours and the send rate',
    auth: 'admin',
    response: notifyStatusSchema,
  },
  ofRound: {
    summary: "A round's messages counted by state (대기, 발송, 실패, 재시도 예정)",
    auth: 'admin',
    params: idParamSchema,
    response: roundMessageCountsSchema,
  },
  ofApplicant: {
    summary: "An applicant's messages, oldest first, with channel, state and the last failure",
    auth: 'admin',
    params: idParamSchema,
    response: z.array(outboxMessageSchema),
  },
  retry: {
    summary: 'Send a dead message again (409 unless it is dead); recorded in the audit log',
    auth: 'admin',
    params: idParamSchema,
    response: outboxMessageSchema,
  },
  devMessages: {
    summary: 'What the development provider recorded, newest first (404 unless it is the provider in use)',
    auth: 'admin',
    response: z.array(devMessageSchema),
  },
  devMode: {
    summary: 'Make the development provider deliver, answer 500, refuse for good or hang (tests)',
    auth: 'admin',
    body: devProviderModeSchema,
    status: 204,
  },
});
