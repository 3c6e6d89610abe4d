import {
  LMS_BYTES,
  noticeBytes,
  noticeDraftSchema,
  noticeFits,
  noticeMessages,
  renderNotice,
} from '../../src/notify/notice';
import { reminderDueToday, reminderKey } from '../../src/notify/reminder';
import { renderMessage, smsBytes, SMS_BYTES } from '../../src/notify/templates';
import { siteConfig } from '../../src/site/site-config';

describe("an admin's notice", () => {
  it('is the complex name and the trimmed text, line ends made \\n', () => {
    expect(renderNotice('  계약일이 바뀌었습니다.\r\n공지사항을 확인해 주세요. ')).toBe(
      `[${siteConfig.messageName}] 계약일이 바뀌었습니다.\n공지사항을 확인해 주세요.`,
    );
  });

  it('fits one LMS with the name: 2,000 bytes in all, a Korean letter two', () => {
    const room = (LMS_BYTES - smsBytes(`[${siteConfig.messageName}] `)) / 2;
    expect(noticeFits('가'.repeat(Math.floor(room)))).toBe(true);
    expect(noticeFits('가'.repeat(Math.floor(room) + 1))).toBe(false);
    expect(noticeBytes('a')).toBe(smsBytes(`[${siteConfig.messageName}] a`));
  });

  it('refuses an empty or blank text, a text past the LMS, a tab, and an audience other than the two', () => {
    const error = (input: unknown) => noticeDraftSchema.safeParse(input).error?.issues[0]?.message;
    expect(error({ audience: 'winners', text: '안내' })).toBeUndefined();
    expect(error({ audience: 'reserves', text: ' \n ' })).toBe(noticeMessages.empty);
    expect(error({ audience: 'winners', text: '가'.repeat(1000) })).toBe(noticeMessages.tooLong);
    expect(error({ audience: 'winners', text: '가\t나' })).toBe(noticeMessages.control);
    expect(error({ audience: 'everyone', text: '안내' })).toBe(noticeMessages.audience);
  });
});

describe('the deadline reminder', () => {
  const deadline = new Date('2026-06-10T18:00:00+09:00');

  it('is due on the Seoul day before the deadline, from its midnight, and not on other days', () => {
    expect(reminderDueToday(deadline, new Date('2026-06-08T23:59:00+09:00'))).toBe(false);
    expect(reminderDueToday(deadline, new Date('2026-06-09T00:00:00+09:00'))).toBe(true);
    expect(reminderDueToday(deadline, new Date('2026-06-09T23:59:00+09:00'))).toBe(true);
    expect(reminderDueToday(deadline, new Date('2026-06-10T09:00:00+09:00'))).toBe(false);
  });

  it('counts days in Seoul, not UTC: 00:30 in Seoul is still the day before in UTC', () => {
    const early = new Date('2026-06-10T00:30:00+09:00');
    expect(reminderDueToday(early, new Date('2026-06-09T10:00:00+09:00'))).toBe(true);
    expect(reminderDueToday(early, new Date('2026-06-10T00:10:00+09:00'))).toBe(false);
  });

  it('is keyed by the deadline, and its text fits one SMS without the result', () => {
    expect(reminderKey(deadline)).toBe('2026-06-10T09:00:00.000Z');
    const text = renderMessage('DEADLINE_REMINDER_V1');
    expect(smsBytes(text)).toBeLessThanOrEqual(SMS_BYTES);
    expect(text).not.toMatch(/당첨|예비/);
  });
});
