// A notice an admin writes to a round's winners or reserves: free text, previewed with its recipients,
// then queued through the outbox like every other message. The text is the admin's: it must carry no
// applicant's personal data (the same message goes to everyone chosen).
import { z } from 'zod';
import { siteConfig } from '../site/site-config';
import { smsBytes } from './templates';

export const NOTICE_AUDIENCES = ['winners', 'reserves'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const noticeAudienceLabels: Record<NoticeAudience, string> = {
  winners: '당첨자',
  reserves: '예비자',
};

/** The vendor's code of the notice (알림톡 with the text as its one variable; SMS/LMS as fallback). */
export const NOTICE_TEMPLATE = 'NOTICE_V1';

/** One LMS holds 2,000 bytes in EUC-KR: the whole message, the complex's name included, stays within. */
export const LMS_BYTES = 2000;

/** The text as sent: line ends made \n, the ends trimmed. */
export const normalizeNoticeText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** The exact message: the complex's name, then the admin's text. */
export const renderNotice = (text: string, name: string = siteConfig.messageName): string =>
  `[${name}] ${normalizeNoticeText(text)}`;

/** The bytes the message takes (a Korean letter two, ASCII one). */
export const noticeBytes = (text: string): number => smsBytes(renderNotice(text));

export const noticeFits = (text: string): boolean => noticeBytes(text) <= LMS_BYTES;

// tabs and other control characters show as boxes on a phone; a line break is fine
const hasControl = (text: string) =>
  Array.from(text).some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\n' && char !== '\r') || code === 0x7f;
  });

export const noticeMessages = {
  audience: '받는 사람을 당첨자 또는 예비자 중에서 고르세요.',
  empty: '보낼 내용을 입력해 주세요.',
  tooLong: `내용이 너무 깁니다. 단지 이름을 포함해 ${LMS_BYTES.toLocaleString('ko-KR')}바이트(한글 약 990자) 이내로 줄여 주세요.`,
  control: '내용에 쓸 수 없는 문자(탭 등)가 있습니다.',
  noticeId: '안내 번호가 올바르지 않습니다. 미리보기를 다시 열어 주세요.',
  noRecipients: '받을 사람이 없습니다.',
} as const;

export const noticeDraftSchema = z.object({
  audience: z.enum(NOTICE_AUDIENCES, { error: noticeMessages.audience }),
  text: z
    .string({ error: noticeMessages.empty })
    .max(4000, { error: noticeMessages.tooLong })
    .refine((text) => normalizeNoticeText(text).length > 0, { error: noticeMessages.empty })
    .refine((text) => !hasControl(text), { error: noticeMessages.control })
    .refine(noticeFits, { error: noticeMessages.tooLong }),
});
export type NoticeDraft = z.infer<typeof noticeDraftSchema>;

/** The confirmed notice: `noticeId` (made when the preview opened) makes a repeated confirm queue nothing. */
export const noticeSendSchema = noticeDraftSchema.extend({
  noticeId: z.uuid({ error: noticeMessages.noticeId }),
});
export type NoticeSend = z.infer<typeof noticeSendSchema>;

export const noticePreviewSchema = z.object({
  /** the exact message every recipient gets */
  body: z.string(),
  bytes: z.number().int(),
  /** how it goes when the 알림톡 cannot be delivered */
  fallback: z.enum(['sms', 'lms']),
  recipients: z.number().int(),
  /** who the audience is, in words (application-status.ts AUDIENCE_RULES) */
  rule: z.string(),
  /** e.g. 당첨자 6명: 당첨 5, 당첨(추가) 1 · 제외: 부적격 1, 포기 1, 기한 경과 1 */
  summary: z.string(),
  included: z.array(z.object({ label: z.string(), count: z.number().int() })),
  excluded: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type NoticePreview = z.infer<typeof noticePreviewSchema>;

export const noticeSentSchema = z.object({
  noticeId: z.string(),
  /** the messages queued by this notice (the same answer when it is confirmed again) */
  queued: z.number().int(),
});
