import { z } from 'zod';
import { PAGE_SIZE } from '../board/pagination';
import { applicantSchema } from './applicants.schema';

/** The most rows one page of a round's applicants may hold: a round of 100,000 is never sent whole. */
export const APPLICANT_PAGE_MAX = 100;
/** How many matches the messages section's applicant search shows. */
export const APPLICANT_PICKER_SIZE = 20;
export const APPLICANT_SEARCH_MAX = 50;

const pageError = { error: 'page는 1 이상의 정수여야 합니다.' };
const sizeError = { error: `size는 1부터 ${APPLICANT_PAGE_MAX}까지의 정수여야 합니다.` };

/**
 * Query of the admin's applicants list: a 1-based page of `size` rows in application order, optionally
 * only those whose name, 접수번호 or phone contains `search` (applicant-search.ts says how).
 */
export const applicantPageQuerySchema = z.object({
  page: z.coerce.number(pageError).int(pageError).min(1, pageError).max(1_000_000, pageError).default(1),
  size: z.coerce
    .number(sizeError)
    .int(sizeError)
    .min(1, sizeError)
    .max(APPLICANT_PAGE_MAX, sizeError)
    .default(PAGE_SIZE.applicants),
  search: z
    .string({ error: '검색어는 문자열이어야 합니다.' })
    .max(APPLICANT_SEARCH_MAX, { error: `검색어는 ${APPLICANT_SEARCH_MAX}자 이하로 입력하세요.` })
    .default(''),
});
export type ApplicantPageQuery = z.infer<typeof applicantPageQuerySchema>;

/**
 * A reserve number held in the round, by whom (접수번호 only, no name or phone): the winning-state editor
 * checks a typed number against the whole round, not only the page it shows.
 */
export const reserveHolderSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  subscriptionType: applicantSchema.shape.subscriptionType,
  winningState: z.string(),
});
export type ReserveHolder = z.infer<typeof reserveHolderSchema>;

/** One page of a round's applicants and how many match in all (the table's page count comes from it). */
export const applicantPageSchema = z.object({
  items: z.array(applicantSchema),
  reserveHolders: z.array(reserveHolderSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ApplicantPage = z.infer<typeof applicantPageSchema>;
