import { messages } from '../src/common/messages';
import {
  isPopupActive,
  makeHideRecord,
  parseHideRecord,
  popupHasText,
  popupStatusLabel,
  popupWindowFeatures,
  standaloneWindowSize,
  popupLinkKind,
} from '../src/popups/popup-rules';
import { popupInputSchema, popupSchema } from '../src/popups/popups.schema';

const input = { title: '안내', content: '<p>내용</p>', startTs: '2025-03-01', endTs: '2025-03-10' };
const firstMessage = (value: unknown) => popupInputSchema.safeParse(value).error?.issues[0]?.message;

describe('popupSchema', () => {
  it('accepts dates and nullable links', () => {
    const popup = { id: 1, ...input, imageUrl: null, linkUrl: null };
    expect(popupSchema.parse(popup)).toEqual(popup);
  });
  it('refuses a timestamp where a date is expected', () => {
    expect(
      popupSchema.safeParse({
        id: 1,
        ...input,
        startTs: '2025-03-01T00:00:00Z',
        imageUrl: null,
        linkUrl: null,
      }).success,
    ).toBe(false);
  });
});

describe('popupInputSchema', () => {
  it('accepts a popup without a link; an empty link reads as none', () => {
    expect(popupInputSchema.parse(input).linkUrl).toBeNull();
    expect(popupInputSchema.parse({ ...input, linkUrl: '' }).linkUrl).toBeNull();
    expect(popupInputSchema.parse({ ...input, linkUrl: null }).linkUrl).toBeNull();
  });
  it('accepts http and https links', () => {
    expect(popupInputSchema.parse({ ...input, linkUrl: 'https://example.com/a' }).linkUrl).toBe(
      'https://example.com/a',
    );
    expect(popupInputSchema.safeParse({ ...input, linkUrl: 'http://example.com' }).success).toBe(true);
  });
  it('when the link is a path of this site, then accepts it (the seeded popup links to /notice)', () => {
    expect(popupInputSchema.parse({ ...input, linkUrl: '/notice' }).linkUrl).toBe('/notice');
    expect(popupInputSchema.safeParse({ ...input, linkUrl: '/notice/3?page=1' }).success).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'example.com',
    'ftp://example.com',
    'mailto:a@b.c',
    '//evil.example/a',
    '/\\evil.example',
    '/a b',
  ])('refuses the link %p', (linkUrl) => {
    expect(firstMessage({ ...input, linkUrl })).toBe(messages.linkUrlInvalid);
  });
  it('requires title, start and end dates', () => {
    expect(firstMessage({ ...input, title: ' ' })).toBe(messages.titleRequired);
    expect(firstMessage({ ...input, startTs: undefined })).toBe(messages.startDateRequired);
    expect(firstMessage({ ...input, endTs: '' })).toBe(messages.endDateRequired);
    expect(firstMessage({ ...input, endTs: '2025-02-30' })).toBe(messages.dateInvalid);
  });
  it('when the end is the start day, then accepts it; a day before, then refuses it', () => {
    expect(popupInputSchema.safeParse({ ...input, endTs: '2025-03-01' }).success).toBe(true);
    expect(firstMessage({ ...input, endTs: '2025-02-28' })).toBe(messages.endDateBeforeStartDate);
  });
  it('when the content is missing, then it is empty', () => {
    const { content: _unused, ...rest } = input;
    expect(popupInputSchema.parse(rest).content).toBe('');
  });
});

describe('isPopupActive', () => {
  const popup = { startTs: '2025-03-01', endTs: '2025-03-10' };
  it('is active from the first to the last day in Seoul, both included', () => {
    expect(isPopupActive(popup, new Date('2025-02-28T23:59:59.999+09:00'))).toBe(false);
    expect(isPopupActive(popup, new Date('2025-03-01T00:00:00+09:00'))).toBe(true);
    expect(isPopupActive(popup, new Date('2025-03-10T23:59:59.999+09:00'))).toBe(true);
    expect(isPopupActive(popup, new Date('2025-03-11T00:00:00+09:00'))).toBe(false);
  });
  it('uses the Seoul day, not the UTC day', () => {
    // 28 Feb 15:00 UTC is already 1 March in Seoul
    expect(isPopupActive(popup, new Date('2025-02-28T15:00:00Z'))).toBe(true);
  });
  it('when a date is unreadable, then it is inactive', () => {
    expect(isPopupActive({ startTs: '', endTs: '2025-03-10' }, new Date('2025-03-05T00:00:00+09:00'))).toBe(
      false,
    );
  });
  it('labels 활성 and 비활성', () => {
    expect(popupStatusLabel(popup, new Date('2025-03-05T00:00:00+09:00'))).toBe('활성');
    expect(popupStatusLabel(popup, new Date('2025-04-05T00:00:00+09:00'))).toBe('비활성');
  });
});

describe('hide records', () => {
  const now = new Date('2025-03-05T15:00:00+09:00');
  it('when there is no record, then the popup shows', () => {
    expect(parseHideRecord(null, now)).toBe('show');
  });
  it('when the expiry is in the future, then the popup stays hidden', () => {
    expect(parseHideRecord(JSON.stringify({ expires: now.getTime() + 1 }), now)).toBe('hidden');
  });
  it('when the expiry is now or past, then the record is removed', () => {
    expect(parseHideRecord(JSON.stringify({ expires: now.getTime() }), now)).toBe('remove');
    expect(parseHideRecord(JSON.stringify({ expires: 0 }), now)).toBe('remove');
  });
  it.each(['', 'nope', '{"expires":"tomorrow"}', 'null', '[]', '{}', '123'])(
    'when the record is %p, then it is removed',
    (raw) => {
      expect(parseHideRecord(raw, now)).toBe('remove');
    },
  );
  it('hides until 23:59:59.999 of the same Seoul day', () => {
    const record = makeHideRecord(now);
    expect(record.expires).toBe(new Date('2025-03-05T23:59:59.999+09:00').getTime());
    expect(parseHideRecord(JSON.stringify(record), new Date('2025-03-05T23:59:59.998+09:00'))).toBe('hidden');
    expect(parseHideRecord(JSON.stringify(record), new Date('2025-03-06T00:00:00+09:00'))).toBe('remove');
  });
});

describe('popupHasText', () => {
  it.each(['', null, undefined, '<p></p>', '<p>&nbsp;</p>', '<p>&NBSP; \u00a0 <br></p>', '\n\t'])(
    'when the content is %p, then it has no text',
    (content) => {
      expect(popupHasText(content)).toBe(false);
    },
  );
  it('when a visible character remains, then it has text', () => {
    expect(popupHasText('<p>&nbsp;안내</p>')).toBe(true);
    expect(popupHasText('a')).toBe(true);
  });
});

describe('window sizes', () => {
  it('offsets each shell popup 60 px plus 40 px per index', () => {
    expect(popupWindowFeatures(0)).toBe('width=520,height=720,left=60,top=60,resizable=yes');
    expect(popupWindowFeatures(2)).toBe('width=520,height=720,left=140,top=140,resizable=yes');
  });
  it('sizes the standalone window to the image plus a 120 px footer', () => {
    expect(standaloneWindowSize(500, 600, 1920, 1080)).toEqual({ width: 500, height: 720 });
  });
  it('caps the size at the available screen minus 40 px', () => {
    expect(standaloneWindowSize(1880, 920, 1920, 1080)).toEqual({ width: 1880, height: 1040 });
    expect(standaloneWindowSize(1881, 921, 1920, 1080)).toEqual({ width: 1880, height: 1040 });
    expect(standaloneWindowSize(100, 100, 20, 20)).toEqual({ width: 0, height: 0 });
  });
});

describe('popupLinkKind', () => {
  it('tells a path of this site from an address elsewhere, and drops what is no link', () => {
    expect(popupLinkKind('/notice')).toBe('internal');
    expect(popupLinkKind('/notice/detail/3?from=popup')).toBe('internal');
    expect(popupLinkKind('https://example.com/event')).toBe('external');
    expect(popupLinkKind('http://example.com')).toBe('external');
    for (const none of [null, undefined, '', '//evil.example', '/\\evil', 'javascript:alert(1)', '/a b'])
      expect(popupLinkKind(none)).toBeNull();
  });
});
