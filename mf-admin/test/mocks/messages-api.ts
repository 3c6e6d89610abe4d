import type { FailedMessages } from '@portal/shared-types/notify/failed';
import type { NoticePreview } from '@portal/shared-types/notify/notice';

const noticePreview: NoticePreview = {
  body: '[행복주택] 계약 장소가 바뀌었습니다.',
  bytes: 39,
  fallback: 'sms',
  recipients: 3,
  rule: '당첨 상태가 예비인 신청자',
  summary: '예비자 3명',
  included: [{ label: '예비', count: 3 }],
  excluded: [],
};

/** The messages calls replaced by test doubles; imported before the code under test. */
export const messagesDouble = {
  failed: undefined as FailedMessages | undefined,
  refetchFailed: jest.fn(),
  /** called on each render that reads the list (not skipped) */
  readFailed: jest.fn(),
  retryOne: jest.fn((_id: number) => ({ unwrap: () => Promise.resolve({}) })),
  retryAll: jest.fn((roundId: number) => ({ unwrap: () => Promise.resolve({ roundId, resent: 2 }) })),
  previewNotice: jest.fn((_draft: object): { unwrap: () => Promise<NoticePreview> } => ({
    unwrap: () => Promise.resolve(noticePreview),
  })),
  sendNotice: jest.fn(({ noticeId }: { noticeId: string }) => ({
    unwrap: () => Promise.resolve({ noticeId, queued: 3 }),
  })),
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
  useAdminPreviewNoticeMutation: () => [messagesDouble.previewNotice, { isLoading: false }],
  useAdminSendNoticeMutation: () => [messagesDouble.sendNotice, { isLoading: false }],
}));
