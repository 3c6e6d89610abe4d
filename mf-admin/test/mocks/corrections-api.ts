import type { Corrections } from '@portal/shared-types/after-draw/corrections.schema';

/**
 * The corrections calls replaced by test doubles. Imported before the code under test: the jest
 * transform (esbuild) does not hoist jest.mock above imports.
 */
export const correctionsApiDouble = {
  corrections: { roundId: 1, pending: [], past: [] } as Corrections,
  propose: jest.fn(),
  confirm: jest.fn(),
  withdraw: jest.fn(),
};

jest.mock('../../src/lib/api/corrections-api', () => ({
  useAdminGetCorrectionsQuery: () => ({
    data: correctionsApiDouble.corrections,
    isLoading: false,
    isError: false,
  }),
  useAdminProposeCorrectionMutation: () => [correctionsApiDouble.propose, { isLoading: false }],
  useAdminConfirmCorrectionMutation: () => [correctionsApiDouble.confirm, { isLoading: false }],
  useAdminWithdrawCorrectionMutation: () => [correctionsApiDouble.withdraw, { isLoading: false }],
}));
