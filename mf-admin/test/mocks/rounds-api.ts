/** The round mutations replaced by test doubles; imported before the code under test. */
export const roundsApiDouble = {
  create: jest.fn(),
  update: jest.fn(),
  commitWitness: jest.fn(),
  revealWitness: jest.fn(),
  enterWitness: jest.fn(),
  runDraw: jest.fn(),
};

jest.mock('../../src/lib/api/rounds-api', () => ({
  useAdminCreateRoundMutation: () => [roundsApiDouble.create],
  useAdminUpdateRoundMutation: () => [roundsApiDouble.update],
  useAdminGetRoundDrawQuery: () => ({ data: undefined, isLoading: false }),
  useAdminCommitWitnessMutation: () => [roundsApiDouble.commitWitness, { isLoading: false }],
  useAdminRevealWitnessMutation: () => [roundsApiDouble.revealWitness, { isLoading: false }],
  useAdminEnterWitnessMutation: () => [roundsApiDouble.enterWitness, { isLoading: false }],
  useAdminRunDrawMutation: () => [roundsApiDouble.runDraw, { isLoading: false }],
}));
