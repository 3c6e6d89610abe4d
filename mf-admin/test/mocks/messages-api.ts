import type { FailedMessages } from '@portal/shared-types/notify/failed';

/** The messages calls replaced by test doubles; imported before the code under test. */
export const messagesDouble = {
  failed: undefined as FailedMessages | undefined,
  refetchFailed: jest.fn(),
  /** called on each render that reads the list (not skipped) */
  readFailed: jest.fn(),
  retryOne: jest.fn((_id: number) => ({ unwrap: () => Promise.resolve({}) })),
  retryAll: jest.fn((roundId: number) => ({ unwrap: () => Promise.resolve({ roundId, resent: 2 }) })),
};

jest.mock('../../src/lib/api/messages-api', () => ({
  useAdminGetFailedMessagesQuery: (roundId: number, { skip }: { skip: boolean }) => {
    if (!skip) messagesDouble.readFailed(roundId);
    return {
      data: skip ? undefined : messagesDouble.failed,
      isError: false,
      refetch: messagesDouble.refetchFailed,
    };
  },
  useAdminRetryMessageMutation: () => [messagesDouble.retryOne, { isLoading: false }],
  useAdminRetryFailedMessagesMutation: () => [messagesDouble.retryAll, { isLoading: false }],
}));
