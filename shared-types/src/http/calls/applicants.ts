import { z } from 'zod';
import {
  applicantCountSchema,
  applicantLookupSchema,
  applicantSchema,
  applicantSubmissionSchema,
  ownApplicationQuerySchema,
  statusUpdateSchema,
} from '../../applicants/applicants.schema';
import { applicantPageQuerySchema, applicantPageSchema } from '../../applicants/applicant-page.schema';
import { idParamSchema, roundIdParamSchema } from '../../common/params.schema';
import { callsOf } from '../call';
import { applicantRoutes } from '../routes/applicants';

export const applicantCalls = callsOf(applicantRoutes, {
  apply: {
    summary: 'Apply (409 when already applied or round not open)',
    auth: 'verification',
    body: applicantSubmissionSchema,
    response: applicantSchema,
    status: 201,
  },
  lookup: {
    summary:
      "Look up the verified person's application: of round uid, else of the current round, else the newest (403 when the token's name or phone differ, 404 when none)",
    auth: 'verification',
    body: applicantLookupSchema,
    response: applicantSchema,
  },
  own: {
    summary:
      "The verified person's application in round uid, or null: the person is the token's, never the body's",
    auth: 'verification',
    body: ownApplicationQuerySchema,
    response: applicantSchema.nullable(),
  },
  update: {
    summary: 'Edit an application while its round is open',
    auth: 'verification',
    params: idParamSchema,
    body: applicantSubmissionSchema,
    response: applicantSchema,
  },
  cancel: {
    summary: 'Cancel an application while its round is open',
    auth: 'verification',
    params: idParamSchema,
    status: 204,
  },
  counts: {
    summary: 'Applicants per round (rounds without any left out)',
    auth: 'admin',
    roles: ['rounds', 'review', 'privacy'],
    response: z.array(applicantCountSchema),
  },
  ofRound: {
    summary:
      "A page of a round's applicants in application order, optionally those whose name, 접수번호 or phone contains search, and the total (a 접속기록 of the page's 접수번호 with the reason of the X-Access-Reason header, percent-encoded UTF-8; none: 사유 없음)",
    auth: 'admin',
    // privacy: the Excel export is made from this list (its rows come from auditCalls.export)
    roles: ['rounds', 'review', 'privacy'],
    params: roundIdParamSchema,
    query: applicantPageQuerySchema,
    response: applicantPageSchema,
  },
  saveWinningStates: {
    summary:
      "Save winning states (409 on duplicate reserve number); after the round's draw every change is refused with 409 and its reason (change-rules.ts)",
    auth: 'admin',
    roles: ['rounds'],
    body: statusUpdateSchema,
    response: z.array(applicantSchema),
  },
});
