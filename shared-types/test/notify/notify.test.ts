import {
  DEFAULT_SENDING_HOURS,
  nextSendingTime,
  parseSendingHours,
  withinSendingHours,
} from '../../src/notify/notify';
import {
  fallbackChannel,
  inquiryLink,
  messageTemplates,
  renderMessage,
  smsBytes,
  SMS_BYTES,
  TEMPLATE_CODES,
  templateOfEvent,
} from '../../src/notify/templates';
import { siteConfig } from '../../src/site/site-config';

describe('message templates', () => {
  it('each message starts with the complex name and fits one SMS with a receipt number', () => {
    for (const code of TEMPLATE_CODES) {
      const text = renderMessage(code, { receiptNumber: '2026A-7K3M-Q9' });
      expect(text.startsWith(`[${siteConfig.messageName}] `)).toBe(true);
      expect(smsBytes(text)).toBeLessThanOrEqual(SMS_BYTES);
      expect(fallbackChannel(text)).toBe('sms');
    }
  });

  it('the result messages link to /inquiry and never carry the result itself', () => {
    for (const code of [templateOfEvent.resultsPublished, templateOfEvent.winningStateChanged]) {
      const text = renderMessage(code);
      expect(text).toContain(inquiryLink());
      expect(text).toMatch(/\/inquiry$/);
      expect(text).not.toMatch(/당첨|낙첨|예비|미당첨/);
    }
  });

  it('the submission message carries the 접수번호 and nothing else of the applicant', () => {
    const text = renderMessage('SUBMITTED_V1', { receiptNumber: '2026A-7K3M-Q9' });
    expect(text).toBe(`[${siteConfig.messageName}] 청약 접수가 완료되었습니다. 접수번호 2026A-7K3M-Q9`);
    expect(messageTemplates.SUBMITTED_V1.variables).toEqual(['receiptNumber']);
  });

  it('a missing variable is refused rather than sent blank', () => {
    expect(() => renderMessage('SUBMITTED_V1')).toThrow(/receiptNumber/);
  });

  it('the site name and address are filled in from the given site', () => {
    expect(renderMessage('RESULT_V1', {}, { name: '행복주택', url: 'https://a.kr/' })).toBe(
      '[행복주택] 청약 결과가 등록되었습니다. 확인: https://a.kr/inquiry',
    );
  });

  it('counts Korean letters as two bytes and chooses an LMS past 90 bytes', () => {
    expect(smsBytes('가a')).toBe(3);
    expect(fallbackChannel('가'.repeat(45))).toBe('sms');
    expect(fallbackChannel('가'.repeat(46))).toBe('lms');
  });
});

describe('sending hours', () => {
  it('parses HH:MM-HH:MM and refuses nonsense', () => {
    expect(parseSendingHours('08:00-21:00')).toEqual(DEFAULT_SENDING_HOURS);
    expect(parseSendingHours('00:00-24:00')).toEqual({ start: 0, end: 1440 });
    for (const bad of ['', '8-21', '21:00-08:00', '08:00-08:00', '25:00-26:00']) {
      expect(parseSendingHours(bad)).toBeNull();
    }
  });

  it('is open from 08:00 to 21:00 in Seoul, whatever the server zone', () => {
    expect(withinSendingHours(new Date('2026-03-02T08:00:00+09:00'))).toBe(true);
    expect(withinSendingHours(new Date('2026-03-02T20:59:59+09:00'))).toBe(true);
    expect(withinSendingHours(new Date('2026-03-02T21:00:00+09:00'))).toBe(false);
    expect(withinSendingHours(new Date('2026-03-02T07:59:00+09:00'))).toBe(false);
  });

  it('a message due at night waits for the next morning; in the day it goes at once', () => {
    const day = new Date('2026-03-02T12:00:00+09:00');
    expect(nextSendingTime(day)).toEqual(day);
    expect(nextSendingTime(new Date('2026-03-02T23:30:00+09:00')).toISOString()).toBe(
      new Date('2026-03-03T08:00:00+09:00').toISOString(),
    );
    expect(nextSendingTime(new Date('2026-03-03T02:00:00+09:00')).toISOString()).toBe(
      new Date('2026-03-03T08:00:00+09:00').toISOString(),
    );
  });
});
