import { z } from 'zod';
import {
  afterDrawSettingsInputSchema,
  afterDrawSettingsSchema,
  applicantIdParamsSchema,
  applicantReviewSchema,
  applicationFileParamsSchema,
  applicationParamsSchema,
  applicationStatusSchema,
  callReserveSchema,
  decisionSchema,
  documentFileSchema,
  documentItemParamsSchema,
  extendDeadlineSchema,
  fileIdParamsSchema,
  markFileSchema,
  reserveCallSchema,
  reviewQueueSchema,
  uploadResponseSchema,
  vacanciesSchema,
} from '../../after-draw/after-draw.schema';
import { applicationHistorySchema } from '../../after-draw/history.schema';
import { objectionDecisionSchema, objectionFormSchema } from '../../after-draw/objection-rules';
import {
  correctionIdParamsSchema,
  correctionProposalSchema,
  correctionSchema,
  correctionsSchema,
} from '../../after-draw/corrections.schema';
import { roundIdParamSchema } from '../../common/params.schema';
import { callsOf } from '../call';
import { afterDrawRoutes } from '../routes/after-draw';

/** A 409 naming the required items not yet uploaded, besides the message that names them too. */
const missingItemsResponse = z.object({
  message: z.string(),
  missing: z.array(z.object({ item: z.string(), label: z.string() })),
});

export const afterDrawCalls = callsOf(afterDrawRoutes, {
  status: {
    summary:
      "The verified person's applications after the draw: result, reserve position, documents, contract and timeline (the person is the token's)",
    auth: 'verification',
    response: z.array(applicationStatusSchema),
  },
  uploadDocument: {
    summary:
      'Upload files for one checklist item (PDF, JPG, PNG by content; 10 MB each, 10 per item). 409 after the deadline or once review started',
    auth: 'verification',
    params: documentItemParamsSchema,
    multipart: { files: 'files (PDF, JPG or PNG; 10 MB each; at most 10 per item)' },
    response: uploadResponseSchema,
    status: 201,
  },
  deleteDocumentFile: {
    summary: 'Remove an uploaded file (same conditions as uploading; an accepted file stays)',
    auth: 'verification',
    params: applicationFileParamsSchema,
    status: 204,
  },
  documentFile: {
    summary: 'The applicant downloads their own file, as an attachment (no-store)',
    auth: 'verification',
    params: applicationFileParamsSchema,
    produces: 'application/octet-stream',
  },
  submitDocuments: {
    summary: 'Submit the documents: 409 listing the required items still missing',
    auth: 'verification',
    params: applicationParamsSchema,
    response: applicationStatusSchema,
    otherResponses: { 409: missingItemsResponse },
  },
  giveUp: {
    summary: 'A winner or called reserve gives up (409 after 계약 완료, and for anyone not a winner)',
    auth: 'verification',
    params: applicationParamsSchema,
    response: applicationStatusSchema,
  },
  fileObjection: {
    summary:
      'File a 소명 (이의신청) against a 부적격: a text part and up to 5 files (PDF, JPG, PNG by content; 10 MB each); 409 after the window (7 days, to the end of that Seoul day), for a second one, and for anyone not 부적격',
    auth: 'verification',
    params: applicationParamsSchema,
    multipart: {
      text: objectionFormSchema.shape.text,
      files: 'files (PDF, JPG or PNG; 10 MB each; at most 5)',
    },
    response: applicationStatusSchema,
    status: 201,
  },
  settings: {
    summary: "The round's 서류 제출 deadline and 계약 안내",
    auth: 'admin',
    roles: ['rounds', 'review'],
    params: roundIdParamSchema,
    response: afterDrawSettingsSchema,
  },
  saveSettings: {
    summary:
      "Set the round's 서류 제출 deadline and 계약 안내 (a new deadline tells the winners; a new 계약 안내 tells the eligible)",
    auth: 'admin',
    roles: ['review'],
    params: roundIdParamSchema,
    body: afterDrawSettingsInputSchema,
    response: afterDrawSettingsSchema,
  },
  reviewQueue: {
    summary:
      "The round's winners and called reserves with their documents' stage, and counts (a 접속기록 with the reason of the X-Access-Reason header, percent-encoded UTF-8; none: 사유 없음)",
    auth: 'admin',
    roles: ['review'],
    params: roundIdParamSchema,
    response: reviewQueueSchema,
  },
  reviewOfApplicant: {
    summary:
      "One applicant's checklist, files and decision (a 접속기록 with the reason of the X-Access-Reason header, percent-encoded UTF-8; none: 사유 없음)",
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    response: applicantReviewSchema,
  },
  adminDocumentFile: {
    summary:
      'An uploaded document, inline with its own type (a 접속기록 with the reason of the X-Access-Reason header, percent-encoded UTF-8; none: 사유 없음)',
    auth: 'admin',
    roles: ['review'],
    params: fileIdParamsSchema,
    produces: 'application/pdf, image/jpeg, image/png',
  },
  markFile: {
    summary:
      'Mark a file 적격 or 보완 요청 (with reason, optional new deadline); the first mark starts the review',
    auth: 'admin',
    roles: ['review'],
    params: fileIdParamsSchema,
    body: markFileSchema,
    response: documentFileSchema,
  },
  decide: {
    summary:
      'Decide 적격 or 부적격 (reason required, shown to the applicant); 409 once decided, and for 부적격 while the applicant may still upload unless urgentReason says why it cannot wait',
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    body: decisionSchema,
    response: applicantReviewSchema,
  },
  extendDeadline: {
    summary:
      "Move one applicant's own deadline later (wins over the round's); 409 for one not later than now and than the current deadline; the applicant is told when they may hand in again",
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    body: extendDeadlineSchema,
    response: applicantReviewSchema,
  },
  contractDone: {
    summary: 'Mark 계약 완료 (포기 is refused after it)',
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    response: applicantReviewSchema,
  },
  history: {
    summary:
      "One applicant's history after the draw: every move (보완 요청, 제출, 기한 연장, 적격, 부적격, 포기, 기한 경과, 예비 호출, ...), oldest first, with its Korean label, who made it, why and its facts",
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    response: applicationHistorySchema,
  },
  decideObjection: {
    summary:
      'Decide a 소명: 인용 withdraws the 부적격 (the documents go back to 검토 중, public) or 기각 keeps it (the place opens); the reason is shown to the applicant; 409 when none waits',
    auth: 'admin',
    roles: ['review'],
    params: applicantIdParamsSchema,
    body: objectionDecisionSchema,
    response: applicantReviewSchema,
  },
  vacancies: {
    summary:
      'Open places (부적격, 포기, 기한 경과) with the reserve the rule calls for each (a 부적격 place says why it waits during its 소명), and the past calls',
    auth: 'admin',
    roles: ['review'],
    params: roundIdParamSchema,
    response: vacanciesSchema,
  },
  callReserve: {
    summary:
      'Call the next reserve for a vacancy (the lowest waiting number of its supply type); 409 when already filled, and for a 부적격 place during its 소명 window or review',
    auth: 'admin',
    roles: ['review'],
    params: roundIdParamSchema,
    body: callReserveSchema,
    response: reserveCallSchema,
    status: 201,
  },
  corrections: {
    summary:
      "The round's 추첨 결과 정정 requests: pending ones oldest first, then confirmed and withdrawn ones newest first, with who and when",
    auth: 'admin',
    roles: ['rounds', 'review'],
    params: roundIdParamSchema,
    response: correctionsSchema,
  },
  proposeCorrection: {
    summary:
      'Propose correcting a drawn result (당첨, 미당첨 or 예비 n) with a public reason of 20–500 characters; nothing changes until another admin confirms. 409 before the draw, for a called reserve or a filled place, a held or unplanned reserve number, or a pending request',
    auth: 'admin',
    roles: ['rounds'],
    params: applicantIdParamsSchema,
    body: correctionProposalSchema,
    response: correctionSchema,
    status: 201,
  },
  confirmCorrection: {
    summary:
      'Another admin confirms a pending request: the result changes and is published with the reason, in one transaction; 409 for the proposer, a request no longer pending, or a result changed meanwhile',
    auth: 'admin',
    roles: ['rounds'],
    params: correctionIdParamsSchema,
    response: correctionSchema,
  },
  withdrawCorrection: {
    summary: 'Withdraw a pending request (any admin); 409 once confirmed or withdrawn',
    auth: 'admin',
    roles: ['rounds'],
    params: correctionIdParamsSchema,
    response: correctionSchema,
  },
});
