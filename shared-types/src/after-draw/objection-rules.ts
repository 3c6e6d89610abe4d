// The 소명 (이의신청) after a 부적격: its window, who may file, when the place opens for a reserve, the
// Korean refusals, and the forms of the applicant and the admin. The server enforces these; the
// applicant's and the admin's screens offer only what they allow.
import { z } from 'zod';
import { formatAdminDateTime } from '../common/dates';
import { siteConfig } from '../site/site-config';
import { documentContentType, documentMessages, MAX_DOCUMENT_FILE_BYTES, typeRefusal } from './documents';
import { MAX_OBJECTION_FILES, OBJECTION_TEXT_MAX, OBJECTION_TEXT_MIN, objectionDeadline } from './moves';

/** The item a 소명's files are stored under beside the documents: never on the documents' checklist. */
export const OBJECTION_FILE_ITEM = 'objection';

export const OBJECTION_OUTCOMES = ['upheld', 'rejected'] as const;
export type ObjectionOutcome = (typeof OBJECTION_OUTCOMES)[number];

export const objectionOutcomeLabels: Readonly<Record<ObjectionOutcome, string>> = {
  upheld: '인용',
  rejected: '기각',
};

/** The 소명 filed for one 부적격 decision, as far as the rules need it. */
export interface ObjectionFacts {
  outcome: ObjectionOutcome | null;
}

/** The window of a 부적격 decided at `decidedAt`: from the decision to the end of the 7th Seoul day. */
export function objectionWindow(decidedAt: string): { opens: string; closes: string } {
  return { opens: decidedAt, closes: objectionDeadline(new Date(decidedAt)) };
}

export const objectionWindowOpen = (decidedAt: string, now: Date): boolean =>
  now.getTime() <= Date.parse(objectionWindow(decidedAt).closes);

export const objectionMessages = {
  notIneligible: '부적격으로 결정된 신청만 소명할 수 있습니다.',
  windowClosed: (deadline: string) =>
    `소명 기간(${formatAdminDateTime(deadline)}까지)이 지났습니다. 운영사(${siteConfig.phone})로 문의해 주세요.`,
  alreadyFiled: '이 부적격 결정에 대한 소명은 이미 접수되었습니다. 검토 결과를 기다려 주세요.',
  textRequired: '소명 내용을 입력해 주세요.',
  nothingToDecide: '검토할 소명이 없습니다.',
  fileKept: '소명에 첨부한 파일은 지우거나 바꿀 수 없습니다.',
  alreadyDecided: '이 소명의 검토 결과는 이미 등록되었습니다.',
  /** the vacancies list's word for a 부적격 place still waiting on the window */
  waitingWindow: (deadline: string) => `소명 기간 중 (${formatAdminDateTime(deadline)} 까지)`,
  waitingReview: '소명 검토 중',
  /** callReserve's 409 for such a place */
  placeWaits: (waiting: string) =>
    `${waiting}: 부적격자의 소명 기간이 끝나거나 소명이 기각된 뒤에 예비 입주자를 호출할 수 있습니다.`,
} as const;

export interface ObjectionCase {
  /** the application is 부적격 now */
  ineligible: boolean;
  /** when the 부적격 was decided (application_reviews.decided_at); null when not 부적격 */
  decidedAt: string | null;
  /** the 소명 filed for that decision, if any */
  objection: ObjectionFacts | null;
}

/** Why the applicant may not file a 소명 now, in Korean; null when they may. */
export function objectionRefusal(
  { ineligible, decidedAt, objection }: ObjectionCase,
  now: Date,
): string | null {
  if (!ineligible || !decidedAt) return objectionMessages.notIneligible;
  if (objection) return objectionMessages.alreadyFiled;
  if (!objectionWindowOpen(decidedAt, now))
    return objectionMessages.windowClosed(objectionWindow(decidedAt).closes);
  return null;
}

export const mayFileObjection = (input: ObjectionCase, now: Date): boolean =>
  objectionRefusal(input, now) === null;

/**
 * A 부적격 place opens for the next reserve only once the window closed with no 소명, or the 소명 was
 * rejected: calling earlier would give the place away before the applicant could answer.
 */
export function ineligiblePlaceOpen(
  decision: { decidedAt: string },
  objection: ObjectionFacts | null,
  now: Date,
): boolean {
  if (objection) return objection.outcome === 'rejected';
  return !objectionWindowOpen(decision.decidedAt, now);
}

/** Why a 부적격 place still waits (the admin reads it beside the place); null when it is open. */
export function ineligiblePlaceWaiting(
  decision: { decidedAt: string },
  objection: ObjectionFacts | null,
  now: Date,
): string | null {
  if (ineligiblePlaceOpen(decision, objection, now)) return null;
  if (objection) return objectionMessages.waitingReview;
  return objectionMessages.waitingWindow(objectionWindow(decision.decidedAt).closes);
}

const OBJECTION_TEXT_LENGTH = `소명 내용은 ${OBJECTION_TEXT_MIN}자 이상 ${OBJECTION_TEXT_MAX}자 이내로 입력해 주세요.`;

/** The applicant's form: the text (the files come as the upload's file parts). */
export const objectionFormSchema = z.object({
  text: z
    .string({ error: objectionMessages.textRequired })
    .trim()
    .min(OBJECTION_TEXT_MIN, { error: OBJECTION_TEXT_LENGTH })
    .max(OBJECTION_TEXT_MAX, { error: OBJECTION_TEXT_LENGTH }),
});
export type ObjectionForm = z.infer<typeof objectionFormSchema>;

/** What the files chosen would meet on the server, said before sending them; null when they fit. */
export function objectionFilesRefusal(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > MAX_OBJECTION_FILES) return `첨부 파일은 ${MAX_OBJECTION_FILES}개까지 올릴 수 있습니다.`;
  for (const file of files) {
    if (file.size > MAX_DOCUMENT_FILE_BYTES) return documentMessages.tooLarge(file.name);
    if (!documentContentType(file.name)) return typeRefusal(file.name);
  }
  return null;
}

/** The applicant's form as the browser holds it: the text, and the files that go beside it. */
export const objectionUploadFormSchema = objectionFormSchema.extend({
  files: z.array(z.custom<File>()).superRefine((files, ctx) => {
    const refused = objectionFilesRefusal(files);
    if (refused) ctx.addIssue({ code: 'custom', message: refused });
  }),
});

export const OBJECTION_REASON_MIN = 5;
export const OBJECTION_REASON_MAX = 500;
const OBJECTION_REASON_LENGTH = `결정 사유는 ${OBJECTION_REASON_MIN}자 이상 ${OBJECTION_REASON_MAX}자 이내로 입력해 주세요.`;

/** The admin's decision: 인용 or 기각, with the reason the applicant reads either way. */
export const objectionDecisionSchema = z.object({
  upheld: z.boolean({ error: '인용 또는 기각을 선택해 주세요.' }),
  reason: z
    .string({ error: OBJECTION_REASON_LENGTH })
    .trim()
    .min(OBJECTION_REASON_MIN, { error: OBJECTION_REASON_LENGTH })
    .max(OBJECTION_REASON_MAX, { error: OBJECTION_REASON_LENGTH }),
});
export type ObjectionDecision = z.infer<typeof objectionDecisionSchema>;
