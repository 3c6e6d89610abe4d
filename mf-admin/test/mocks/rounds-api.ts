/** The round mutations replaced by test doubles; imported before the code under test. */
export const roundsApiDouble = { create: jest.fn(), update: jest.fn() };

jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminCreateRoundMutation: () => [roundsApiDouble.create],
  useAdminUpdateRoundMutation: () => [roundsApiDouble.update],
  useAdminGetRoundDrawQuery: () => ({ data: undefined, isLoading: false }),
}));
