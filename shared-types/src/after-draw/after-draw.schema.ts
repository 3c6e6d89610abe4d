import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { supplyTypeSchema } from '../supply/supply-types.schema';
import { DOCUMENT_ITEMS } from './documents';
import { APPLICATION_STATES } from '../applicants/application-states';
import { NEXT_STEPS } from './application-status';
import { URGENT_REASON_MAX, URGENT_REASON_MIN } from './change-rules';
import { OBJECTION_OUTCOMES } from './objection-rules';
import {
  DOCUMENT_STAGES,
  FILE_STATES,
  TIMELINE_STEPS,
  VACANCY_REASONS,
  type TimelineState,
} from './status-rules';

const positiveId = (field: string) => {
  const message = `${field}는 양의 정수여야 합니다.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
};

export const documentItemSchema = z.enum(DOCUMENT_ITEMS, { error: '제출 서류 항목을 찾을 수 없습니다.' });

/** `/user/applications/:id/...`: the application's id. */
export const applicationParamsSchema = z.object({ id: positiveId('id') });
export const documentItemParamsSchema = z.object({ id: positiveId('id'), item: documentItemSchema });
export const applicationFileParamsSchema = z.object({ id: positiveId('id'), fileId: positiveId('fileId') });
export const applicantIdParamsSchema = z.object({ applicantId: positiveId('applicantId') });
export const fileIdParamsSchema = z.object({ fileId: positiveId('fileId') });

const deadlineSchema = z.iso.datetime({ offset: true, error: '기한은 날짜와 시각(ISO 8601)이어야 합니다.' });
const reasonText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(500, { error: '사유는 500자 이내로 입력해 주세요.' });
const shortText = (field: string, max: number) =>
  z
    .string({ error: `${field}은(는) 문자열이어야 합니다.` })
    .trim()
    .max(max, { error: `${field}은(는) ${max}자 이내로 입력해 주세요.` });

/** One uploaded file as its applicant and the admins see it (never where it is stored). */
export const documentFileSchema = z.object({
  id: z.number().int(),
  item: documentItemSchema,
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  state: z.enum(FILE_STATES),
  /** the 보완 요청's reason; null otherwise */
  reason: z.string().nullable(),
  uploadedAt: timestampSchema,
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const checklistItemSchema = z.object({
  item: documentItemSchema,
  label: z.string(),
  note: z.string(),
  required: z.boolean(),
  files: z.array(documentFileSchema),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** 계약 안내: when, where and what to bring, as the admin wrote it. */
export const contractNoticeSchema = z.object({
  date: z.iso.date({ error: '계약일은 YYYY-MM-DD 형식이어야 합니다.' }),
  time: shortText('계약 시간', 50),
  place: shortText('계약 장소', 200),
  bring: shortText('준비물', 1000),
});
export type ContractNotice = z.infer<typeof contractNoticeSchema>;

export const timelineEntrySchema = z.object({
  step: z.enum(TIMELINE_STEPS),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'skipped', 'stopped'] satisfies TimelineState[]),
  detail: z.string().nullable(),
});

export const applicationResultSchema = z.object({
  kind: z.enum(['won', 'reserve', 'notWon', 'notAnnounced']),
  /** the drawn reserve number: of a waiting reserve, or the one a called reserve held */
  reserveNumber: z.number().int().nullable(),
  /** the reserve number this winner was called from (예비 3 → 당첨(추가)); null for anyone else */
  calledFromReserve: z.number().int().nullable(),
  /** 당첨, 예비 n, 미당첨, 미발표, 예비 n → 당첨(추가) */
  label: z.string(),
});

/** A file of a 소명: the applicant downloads it as their own file, an admin opens it as a document. */
export const objectionFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

/** The 소명 of the 부적격 now, or the last decided one; null when neither is there. */
export const objectionSchema = z
  .object({
    /** the window's end (objectionDeadline of the 부적격) */
    deadline: timestampSchema,
    /** the applicant may file now (objection-rules.ts) */
    canFile: z.boolean(),
    filed: z
      .object({
        at: timestampSchema,
        text: z.string(),
        files: z.array(objectionFileSchema),
        /** null while the admins review it */
        outcome: z.enum(OBJECTION_OUTCOMES).nullable(),
        /** the admin's reason, shown to the applicant */
        outcomeReason: z.string().nullable(),
        decidedAt: timestampSchema.nullable(),
      })
      .nullable(),
  })
  .nullable();
export type Objection = z.infer<typeof objectionSchema>;

/** One of the verified person's applications after the draw. */
export const applicationStatusSchema = z.object({
  applicantId: z.number().int(),
  roundId: z.number().int(),
  roundTitle: z.string(),
  receiptNumber: z.string(),
  supplyType: supplyTypeSchema,
  appliedAt: timestampSchema,
  /** 마감: the round closed or its end passed */
  roundClosed: z.boolean(),
  result: applicationResultSchema,
  /** the state now (application-status.ts): what every surface says of this application */
  state: z.object({
    state: z.enum(APPLICATION_STATES),
    /** 당첨(서류 요청), 부적격, 예비 3 대기 (1번째), ... */
    label: z.string(),
    /** 당첨자 now: a winner or called reserve who is not out */
    currentWinner: z.boolean(),
    /** out (부적격, 포기, 기한 경과): the place goes to the next reserve */
    vacated: z.boolean(),
    next: z.enum(NEXT_STEPS),
  }),
  /** the round's public draw page, once it has one */
  drawPagePath: z.string().nullable(),
  /** a waiting reserve's place among the waiting reserves of their supply type (1 = next) */
  reservePosition: z.number().int().nullable(),
  documents: z.object({
    stage: z.enum(DOCUMENT_STAGES),
    stageLabel: z.string(),
    /** the deadline that applies (their own when extended, else the round's) */
    deadline: timestampSchema.nullable(),
    late: z.boolean(),
    /** may add or remove files now */
    canChange: z.boolean(),
    /** the 보완 요청's or 부적격's reason, shown to the applicant */
    reason: z.string().nullable(),
    submittedAt: timestampSchema.nullable(),
    checklist: z.array(checklistItemSchema),
  }),
  contract: z.object({
    state: z.enum(['none', 'notice', 'done', 'givenUp']),
    /** shown once eligible, when the admin has set it */
    notice: contractNoticeSchema.nullable(),
    doneAt: timestampSchema.nullable(),
    givenUpAt: timestampSchema.nullable(),
  }),
  canGiveUp: z.boolean(),
  /** 소명 after a 부적격: the window, whether they may file, and what was filed and decided */
  objection: objectionSchema,
  timeline: z.array(timelineEntrySchema),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The answer to an upload: the item's files now. */
export const uploadResponseSchema = z.object({
  item: documentItemSchema,
  files: z.array(documentFileSchema),
});

/** The round's after-draw settings. */
export const afterDrawSettingsSchema = z.object({
  roundId: z.number().int(),
  /** the last moment documents are taken; null: none asked for yet */
  documentsDeadline: timestampSchema.nullable(),
  contract: contractNoticeSchema.nullable(),
});
export type AfterDrawSettings = z.infer<typeof afterDrawSettingsSchema>;

export const afterDrawSettingsInputSchema = z.object({
  documentsDeadline: deadlineSchema.nullable(),
  contract: contractNoticeSchema.nullable(),
});
export type AfterDrawSettingsInput = z.infer<typeof afterDrawSettingsInputSchema>;

/** One winner or called reserve in the admin's review queue. */
export const reviewQueueEntrySchema = z.object({
  applicantId: z.number().int(),
  receiptNumber: z.string(),
  name: z.string(),
  supplyType: supplyTypeSchema,
  /** 당첨 or 예비 n → 당첨(추가) */
  resultLabel: z.string(),
  state: z.enum(APPLICATION_STATES),
  stateLabel: z.string(),
  /** out (부적격, 포기, 기한 경과): no longer a 당첨자 */
  vacated: z.boolean(),
  stage: z.enum(DOCUMENT_STAGES),
  stageLabel: z.string(),
  deadline: timestampSchema.nullable(),
  /** the deadline passed without a submission */
  late: z.boolean(),
  /** files sent back and not yet replaced */
  needsFix: z.boolean(),
  givenUp: z.boolean(),
  contractDone: z.boolean(),
  fileCount: z.number().int(),
});

export const reviewQueueSchema = z.object({
  roundId: z.number().int(),
  roundTitle: z.string(),
  documentsDeadline: timestampSchema.nullable(),
  entries: z.array(reviewQueueEntrySchema),
  counts: z.object({
    total: z.number().int(),
    requested: z.number().int(),
    submitted: z.number().int(),
    inReview: z.number().int(),
    supplement: z.number().int(),
    eligible: z.number().int(),
    ineligible: z.number().int(),
    late: z.number().int(),
    /** 당첨자 now (not out) */
    current: z.number().int(),
    /** out: 부적격, 포기, 기한 경과 */
    vacated: z.number().int(),
    givenUp: z.number().int(),
    contractDone: z.number().int(),
  }),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** One applicant's review: the checklist with files, the stage and the decision. */
export const applicantReviewSchema = z.object({
  applicantId: z.number().int(),
  roundId: z.number().int(),
  receiptNumber: z.string(),
  name: z.string(),
  supplyType: supplyTypeSchema,
  resultLabel: z.string(),
  state: z.enum(APPLICATION_STATES),
  stateLabel: z.string(),
  stage: z.enum(DOCUMENT_STAGES),
  stageLabel: z.string(),
  deadline: timestampSchema.nullable(),
  /** their own deadline, when extended or set by a 보완 요청 or a call-up */
  ownDeadline: timestampSchema.nullable(),
  late: z.boolean(),
  submittedAt: timestampSchema.nullable(),
  decision: z
    .object({
      eligible: z.boolean(),
      reason: z.string().nullable(),
      /** 부적격 decided before the applicant's deadline: why it could not wait */
      urgentReason: z.string().nullable(),
      by: z.string(),
      at: timestampSchema,
    })
    .nullable(),
  givenUpAt: timestampSchema.nullable(),
  contractDoneAt: timestampSchema.nullable(),
  checklist: z.array(checklistItemSchema),
  /** the 소명 as the applicant filed it; its files open through adminDocumentFile */
  objection: objectionSchema,
});
export type ApplicantReview = z.infer<typeof applicantReviewSchema>;

export const markFileSchema = z
  .object({
    state: z.enum(['accepted', 'supplement'], { error: '파일의 상태는 적격 또는 보완 요청이어야 합니다.' }),
    reason: z
      .string({ error: '사유는 문자열이어야 합니다.' })
      .trim()
      .max(500, { error: '사유는 500자 이내로 입력해 주세요.' })
      .optional(),
    /** a 보완 요청's new deadline for this applicant */
    deadline: deadlineSchema.optional(),
  })
  // on the reason's path: a form shows the message beside the reason's field
  .refine((mark) => mark.state !== 'supplement' || !!mark.reason, {
    error: '보완 요청 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type MarkFile = z.infer<typeof markFileSchema>;

const URGENT_REASON_LENGTH = `기다릴 수 없는 이유는 ${URGENT_REASON_MIN}자 이상 ${URGENT_REASON_MAX}자 이내로 입력해 주세요.`;

export const decisionSchema = z
  .object({
    eligible: z.boolean({ error: '적격 여부를 선택해 주세요.' }),
    reason: z
      .string({ error: '사유는 문자열이어야 합니다.' })
      .trim()
      .max(500, { error: '사유는 500자 이내로 입력해 주세요.' })
      .optional(),
    /** 부적격 before the applicant's deadline: why it cannot wait (change-rules.ts), recorded and shown */
    urgentReason: z
      .string({ error: '사유는 문자열이어야 합니다.' })
      .trim()
      .min(URGENT_REASON_MIN, { error: URGENT_REASON_LENGTH })
      .max(URGENT_REASON_MAX, { error: URGENT_REASON_LENGTH })
      .optional(),
  })
  .refine((decision) => decision.eligible || !!decision.reason, {
    error: '부적격 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type Decision = z.infer<typeof decisionSchema>;

export const extendDeadlineSchema = z.object({
  deadline: deadlineSchema,
  reason: reasonText('연장 사유를 입력해 주세요.').optional(),
});

/** A winner whose place is open (부적격 or 포기) and the reserve the rule would call for it. */
export const vacancySchema = z.object({
  vacancyApplicantId: z.number().int(),
  receiptNumber: z.string(),
  supplyType: supplyTypeSchema,
  reason: z.enum(VACANCY_REASONS),
  reasonLabel: z.string(),
  /** why a 부적격 place cannot be called yet (소명 기간 중 (… 까지), 소명 검토 중); null when callable */
  waiting: z.string().nullable(),
  /** the lowest reserve number still waiting of the same supply type; null when none is left */
  nextReserve: z
    .object({
      applicantId: z.number().int(),
      receiptNumber: z.string(),
      name: z.string(),
      reserveNumber: z.number().int(),
    })
    .nullable(),
});

export const reserveCallSchema = z.object({
  id: z.number().int(),
  vacancyApplicantId: z.number().int(),
  vacancyReceiptNumber: z.string(),
  calledApplicantId: z.number().int(),
  calledReceiptNumber: z.string(),
  supplyType: supplyTypeSchema,
  reserveNumber: z.number().int(),
  reason: z.enum(VACANCY_REASONS),
  calledBy: z.string(),
  at: timestampSchema,
});
export type ReserveCall = z.infer<typeof reserveCallSchema>;

export const vacanciesSchema = z.object({
  roundId: z.number().int(),
  open: z.array(vacancySchema),
  calls: z.array(reserveCallSchema),
});
export type Vacancies = z.infer<typeof vacanciesSchema>;

export const callReserveSchema = z.object({
  vacancyApplicantId: z
    .number({ error: 'vacancyApplicantId는 양의 정수여야 합니다.' })
    .int({ error: 'vacancyApplicantId는 양의 정수여야 합니다.' })
    .positive({ error: 'vacancyApplicantId는 양의 정수여야 합니다.' })
    .max(2_147_483_647, { error: 'vacancyApplicantId는 양의 정수여야 합니다.' }),
});
