import { z } from 'zod';
import { idParamSchema } from '../../common/params.schema';
import {
  closeRoundSchema,
  roundInputSchema,
  roundListItemSchema,
  roundSchema,
  roundSummarySchema,
} from '../../rounds/rounds.schema';
import {
  destructionNoticeSchema,
  roundRetentionSchema,
  roundRetentionStateSchema,
} from '../../rounds/retention-api.schema';
import { callsOf } from '../call';
import { roundRoutes } from '../routes/rounds';

export const roundCalls = callsOf(roundRoutes, {
  list: { summary: 'All rounds, latest end first', response: z.array(roundSchema) },
  detail: { summary: 'One round', params: idParamSchema, response: roundSchema },
  create: {
    summary: 'Create a round (409 on overlap)',
    auth: 'admin',
    roles: ['rounds'],
    body: roundInputSchema,
    response: roundSchema,
    status: 201,
  },
  update: {
    summary: 'Update a round (409 on overlap)',
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    body: roundInputSchema,
    response: roundSchema,
  },
  close: {
    summary: 'Close or reopen a round',
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    body: closeRoundSchema,
    response: roundSchema,
  },
  remove: {
    summary:
      'Delete a round made by mistake: only while it has no applicants and was never closed (409 otherwise)',
    auth: 'admin',
    roles: ['rounds'],
    params: idParamSchema,
    status: 204,
  },
  retention: {
    summary:
      "Hold a round's personal data beyond its period with a reason, release it, or record the contracts done",
    auth: 'admin',
    roles: ['privacy'],
    params: idParamSchema,
    body: roundRetentionSchema,
    response: roundRetentionStateSchema,
  },
  destructions: {
    summary: 'Destructions of personal data due within two weeks (rounds not held), with their dates',
    auth: 'admin',
    roles: ['privacy'],
    response: z.array(destructionNoticeSchema),
  },
  open: {
    summary: 'Rounds open now (204 when none)',
    response: z.array(roundSchema).min(1),
    otherResponses: { 204: null },
  },
  summaries: {
    summary:
      'All rounds as lists show them (no description, with drawnAt: when the winners were drawn, or null), latest end first',
    response: z.array(roundListItemSchema),
  },
  openSummaries: {
    summary: 'Rounds open now as the apply page shows them (no description); 204 when none',
    response: z.array(roundSummarySchema).min(1),
    otherResponses: { 204: null },
  },
});
