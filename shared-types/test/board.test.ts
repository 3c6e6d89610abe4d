import {
  downloadPath,
  fileTypeOf,
  isNew,
  PINNED_SCAN,
  pinnedScanUrl,
  sequenceNumber,
  shouldStopScan,
  splitPinned,
} from '../src/board/board';

describe('splitPinned', () => {
  it('puts pinned notices first and the rest after, both id descending', () => {
    const notices = [
      { id: 1, topFixed: true },
      { id: 4, topFixed: false },
      { id: 3, topFixed: true },
      { id: 2, topFixed: false },
    ];
    expect(splitPinned(notices)).toEqual({
      pinned: [
        { id: 3, topFixed: true },
        { id: 1, topFixed: true },
      ],
      others: [
        { id: 4, topFixed: false },
        { id: 2, topFixed: false },
      ],
    });
  });
  it('when a pinned notice was collected twice, then it is listed once', () => {
    expect(
      splitPinned([
        { id: 1, topFixed: true },
        { id: 1, topFixed: true },
      ]).pinned,
    ).toHaveLength(1);
  });
  it('when there are none, then both lists are empty', () => {
    expect(splitPinned([])).toEqual({ pinned: [], others: [] });
  });
});

describe('isNew', () => {
  const now = new Date('2025-03-10T12:00:00+09:00');
  it('is new up to exactly 3 days old and not after', () => {
    expect(isNew('2025-03-07T12:00:00+09:00', now)).toBe(true);
    expect(isNew('2025-03-07T11:59:59.999+09:00', now)).toBe(false);
    expect(isNew('2025-03-10T12:00:00+09:00', now)).toBe(true);
  });
  it('when the date is missing or invalid, then it is not new', () => {
    expect(isNew(null, now)).toBe(false);
    expect(isNew('bad', now)).toBe(false);
  });
});

describe('sequenceNumber', () => {
  it('counts down from the total across pages', () => {
    expect(sequenceNumber(12, 1, 5, 0)).toBe(12);
    expect(sequenceNumber(12, 1, 5, 4)).toBe(8);
    expect(sequenceNumber(12, 2, 5, 0)).toBe(7);
    expect(sequenceNumber(12, 3, 5, 1)).toBe(1);
  });
  it('when the page size is not positive or the page below 1, then uses 1', () => {
    expect(sequenceNumber(12, 2, 0, 0)).toBe(11);
    expect(sequenceNumber(12, 0, 5, 0)).toBe(12);
  });
});

describe('pinned scan', () => {
  it('scans 100 pages of 100 at most', () => {
    expect(PINNED_SCAN).toEqual({ pageSize: 100, maxPages: 100 });
    expect(pinnedScanUrl(0)).toBe('/api/notices/summaries?page=0&size=100&topFixed=true');
    expect(pinnedScanUrl(2, '/x')).toBe('/x?page=2&size=100&topFixed=true');
  });
  it('stops at the last page or a short page, and goes on after a full one', () => {
    const full = Array.from({ length: 100 }, (_, i) => i);
    expect(shouldStopScan({ content: full, last: false }, 100)).toBe(false);
    expect(shouldStopScan({ content: full, last: true }, 100)).toBe(true);
    expect(shouldStopScan({ content: full.slice(1), last: false }, 100)).toBe(true);
    expect(shouldStopScan({ content: [], last: false }, 100)).toBe(true);
  });
});

describe('fileTypeOf', () => {
  it.each([
    ['공고문.PDF', 'pdf'],
    ['사진.jpeg', 'image'],
    ['a.png', 'image'],
    ['목록.xlsx', 'spreadsheet'],
    ['a.csv', 'spreadsheet'],
    ['신청서.docx', 'word'],
    ['서류.zip', 'archive'],
    ['신청서.hwp', 'hwp'],
    ['신청서.hwpx', 'hwp'],
    ['발표.pptx', 'other'],
    ['README', 'other'],
    ['archive.tar.gz', 'archive'],
    ['끝점.', 'other'],
  ])('%s is %s', (name, type) => {
    expect(fileTypeOf(name)).toBe(type);
  });
});

describe('downloadPath', () => {
  it('uses the URL-encoded last segment of a stored path', () => {
    expect(downloadPath('uploads/2025/공고 1.pdf')).toBe(
      `/portal/download/${encodeURIComponent('공고 1.pdf')}`,
    );
    expect(downloadPath('abc.pdf')).toBe('/portal/download/abc.pdf');
    expect(downloadPath('C:\\files\\a#b.pdf')).toBe('/portal/download/a%23b.pdf');
  });
  it('when the stored path is a URL, then drops its query and does not encode twice', () => {
    expect(downloadPath('https://cdn.example.com/files/%EA%B3%B5%EA%B3%A0.pdf?v=1')).toBe(
      `/portal/download/${encodeURIComponent('공고.pdf')}`,
    );
  });
  it('ignores a trailing slash', () => {
    expect(downloadPath('files/a.pdf/')).toBe('/portal/download/a.pdf');
  });
});
