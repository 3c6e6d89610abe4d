import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { messages } from '../common/messages';
import { phoneSchema } from '../identity/phone.schema';
import { requiresSpecialAnswers } from '../supply/supply-type-labels';
import { supplyTypeSchema } from '../supply/supply-types.schema';

import { winningStateSchema } from './winning-state.schema';
import { applicationSummarySchema } from './application-summary.schema';

/** An applicant as the admin list answers it. */
export const applicantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  subscriptionType: supplyTypeSchema,
  subscriptionUid: z.number().int(),
  createdAt: timestampSchema,
  /** 당첨, 미당첨 or 예비 N; null before any was saved (reads as 미당첨) */
  winningState: winningStateSchema.nullable(),
  /** the special supply's tiers, 1 to 3; null for other types */
  income: z.number().int().min(1).max(3).nullable(),
  regional: z.number().int().min(1).max(3).nullable(),
  car: z.boolean().nullable(),
  assetBasis: z.boolean().nullable(),
  /** 접수번호: shared-types/src/draw/receipt-number.ts */
  receiptNumber: z.string(),
  /** the state now (after-draw/application-status.ts) once results exist; null or absent before */
  afterDraw: applicationSummarySchema.nullable().optional(),
});
export type Applicant = z.infer<typeof applicantSchema>;

const positiveId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const tierSchema = (field: string) => {
  const message = `${field} 값은 1에서 3 사이의 정수여야 합니다.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(3, { error: message });
};
const booleanSchema = (field: string) => z.boolean({ error: `${field} 값은 true 또는 false여야 합니다.` });

/** The special supply answers with their Korean field names, for messages. */
const SPECIAL_FIELDS = {
  income: '소득순위(income)',
  regional: '지역순위(regional)',
  car: '차량소유(car)',
  assetBasis: '자산기준(assetBasis)',
} as const;

/**
 * The body of application submit and edit. SPECIAL-15 requires the four special answers; every other
 * type must send them as null (an absent one reads as null).
 */
export const applicantSubmissionSchema = z
  .object({
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, { error: messages.nameRequired })
      .max(50, { error: messages.nameTooLong }),
    phone: phoneSchema,
    supplyType: supplyTypeSchema,
    supplyUid: positiveId(messages.roundIdInvalid),
    isConsentStatus: z.literal(true, { error: messages.consentInvalid }),
    income: tierSchema(SPECIAL_FIELDS.income)
      .nullish()
      .transform((v) => v ?? null),
    regional: tierSchema(SPECIAL_FIELDS.regional)
      .nullish()
      .transform((v) => v ?? null),
    car: booleanSchema(SPECIAL_FIELDS.car)
      .nullish()
      .transform((v) => v ?? null),
    assetBasis: booleanSchema(SPECIAL_FIELDS.assetBasis)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((submission, ctx) => {
    const special = requiresSpecialAnswers(submission.supplyType);
    for (const key of Object.keys(SPECIAL_FIELDS) as (keyof typeof SPECIAL_FIELDS)[]) {
      const present = submission[key] !== null && submission[key] !== undefined;
      if (special && !present) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `특별공급(SPECIAL-15)은 ${SPECIAL_FIELDS[key]} 항목을 선택해야 합니다.`,
        });
      } else if (!special && present) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${SPECIAL_FIELDS[key]} 항목은 특별공급(SPECIAL-15)에서만 입력할 수 있으며 그 외에는 null이어야 합니다.`,
        });
      }
    }
  });
export type ApplicantSubmission = z.output<typeof applicantSubmissionSchema>;
export type ApplicantSubmissionInput = z.input<typeof applicantSubmissionSchema>;

/** Body of the application lookup: name and phone required, uid (round id) optional. */
export const applicantLookupSchema = z.object({
  name: z
    .string({ error: messages.inquiryFieldsRequired })
    .trim()
    .min(1, { error: messages.inquiryFieldsRequired })
    .max(50, { error: messages.nameTooLong }),
  phone: z
    .string({ error: messages.inquiryFieldsRequired })
    .min(1, { error: messages.inquiryFieldsRequired })
    .pipe(phoneSchema),
  uid: positiveId(messages.roundIdInvalid).optional(),
});
export type ApplicantLookup = z.infer<typeof applicantLookupSchema>;

/** Body of the apply page's check: which round; who asks is the verification token's person. */
export const ownApplicationQuerySchema = z.object({ uid: positiveId(messages.roundIdInvalid) });
export type OwnApplicationQuery = z.infer<typeof ownApplicationQuerySchema>;

/** Body of the winning state save: at least one update, each applicant at most once. */
export const statusUpdateSchema = z.object({
  subscriptionId: positiveId(messages.roundIdInvalid),
  statusUpdates: z
    .array(
      z.object({ applicantId: positiveId(messages.applicantIdInvalid), winningState: winningStateSchema }),
      {
        error: messages.statusUpdatesRequired,
      },
    )
    .min(1, { error: messages.statusUpdatesRequired })
    .refine((updates) => new Set(updates.map((update) => update.applicantId)).size === updates.length, {
      error: messages.statusUpdateDuplicate,
    }),
  /** why the states change: required once the round's draw has run */
  reason: z
    .string({ error: '사유는 문자열이어야 합니다.' })
    .trim()
    .max(500, { error: '사유는 500자 이내로 입력해 주세요.' })
    .optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

/** How many applied to each round, for the admin's round table; rounds without applicants are left out. */
export const applicantCountSchema = z.object({
  subscriptionId: z.number().int(),
  count: z.number().int().nonnegative(),
});
export type ApplicantCount = z.infer<typeof applicantCountSchema>;
