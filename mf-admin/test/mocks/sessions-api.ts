import type { AdminSession } from '@portal/shared-types/auth/auth.schema';

/** The sessions calls replaced by test doubles; imported before the code under test. */
export const sessionsDouble = {
  sessions: [] as AdminSession[],
  endOne: jest.fn((_id: number) => ({ unwrap: () => Promise.resolve({}) })),
  endOthers: jest.fn(() => ({ unwrap: () => Promise.resolve({ ended: 1 }) })),
  refetch: jest.fn(),
};

jest.mock('../../src/features/sessions/sessions-api', () => ({
  useAdminGetSessionsQuery: () => ({ currentData: sessionsDouble.sessions, refetch: sessionsDouble.refetch }),
  useAdminEndSessionMutation: () => [sessionsDouble.endOne],
  useAdminEndOtherSessionsMutation: () => [sessionsDouble.endOthers, { isLoading: false }],
}));
