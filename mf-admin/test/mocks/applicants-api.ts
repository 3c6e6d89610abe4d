import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { pageSlice } from '@portal/shared-types/board/pagination';

interface PageArgs {
  roundId: number;
  page?: number;
  size?: number;
  search?: string;
}

/** What the server answers the list call: one page of the searched applicants and their count. */
export function serverPage(applicants: readonly Applicant[], { page = 1, size = 10, search = '' }: PageArgs) {
  const found = filterApplicants(applicants, search);
  const reserveHolders = applicants
    .filter((applicant) => applicant.winningState?.startsWith('예비'))
    .map(({ id, receiptNumber, subscriptionType, winningState }) => ({
      id,
      receiptNumber,
      subscriptionType,
      winningState: winningState ?? '',
    }));
  return { items: pageSlice(found, page, size), reserveHolders, total: found.length, page, size };
}

/**
 * The applicants calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const applicantsApiDouble = {
  applicants: [] as Applicant[],
  /** the list call failed (a 5xx, or an ended session on its way to /login) */
  failed: false,
  save: jest.fn(),
  /** the round's draw page as the server answers it; undefined: not loaded (no draw panel) */
  draw: undefined as RoundDrawInfo | undefined,
  /** the export call: the server answers the file it wrote and recorded */
  fetchFile: jest.fn(async (_url: string, _post?: { body: unknown }) => new Blob(['xlsx'])),
  /** the signed-in admin's roles (GET /portal/admin/me): every role unless a test narrows them */
  roles: ['content', 'rounds', 'review', 'privacy', 'accounts'] as string[],
  /** each list call asked, in order (a skipped one is not asked) */
  asked: [] as PageArgs[],
};

jest.mock('../../src/lib/held-roles', () => ({
  useHolds: (required: readonly string[]) =>
    required.some((role) => applicantsApiDouble.roles.includes(role)),
}));

const answers = { list: [] as Applicant[], byArgs: new Map<string, ReturnType<typeof serverPage>>() };

jest.mock('../../src/lib/api/applicants-api', () => ({
  useAdminGetApplicantsQuery: (args: PageArgs, options?: { skip?: boolean }) => {
    if (options?.skip) return { data: undefined, isLoading: false, isFetching: false, isError: false };
    applicantsApiDouble.asked.push(args);
    // as RTK Query does, the same answer object until the arguments or the data change
    const key = JSON.stringify(args);
    if (answers.list !== applicantsApiDouble.applicants) answers.byArgs = new Map();
    answers.list = applicantsApiDouble.applicants;
    if (!answers.byArgs.has(key)) answers.byArgs.set(key, serverPage(applicantsApiDouble.applicants, args));
    return applicantsApiDouble.failed
      ? { data: undefined, isLoading: false, isFetching: false, isError: true, refetch: jest.fn() }
      : {
          data: answers.byArgs.get(key),
          isLoading: false,
          isFetching: false,
          isError: false,
        };
  },
  useAdminGetApplicantCountsQuery: () => ({ data: [] }),
  useAdminSaveWinningStatesMutation: () => [applicantsApiDouble.save, { isLoading: false }],
}));
jest.mock('../../src/lib/http', () => ({
  ...jest.requireActual('../../src/lib/http'),
  useFetchAdminBlob: () => applicantsApiDouble.fetchFile,
}));
jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminGetRoundDrawQuery: () => ({ data: applicantsApiDouble.draw }),
  useAdminEnterWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminCommitWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRevealWitnessMutation: () => [jest.fn(), { isLoading: false }],
  useAdminRunDrawMutation: () => [jest.fn(), { isLoading: false }],
}));
