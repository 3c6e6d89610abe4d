import {
  filterBySearch,
  htmlText,
  pageWindow,
  parsePageParam,
  visiblePages,
} from '../src/board/board-list-rules';

describe('pageWindow', () => {
  it('shows every page when there are no more than five', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five, and the window inside the pages', () => {
    expect(pageWindow(7, 15)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 15)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 15)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(14, 15)).toEqual([11, 12, 13, 14, 15]);
    expect(pageWindow(15, 15)).toEqual([11, 12, 13, 14, 15]);
  });

  it('never grows with the page count, and copes with no pages and pages out of range', () => {
    expect(pageWindow(500, 1000)).toHaveLength(5);
    expect(pageWindow(1, 0)).toEqual([1]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-4, 8)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 8, 0)).toEqual([4]);
    expect(pageWindow(4, 8, 4)).toEqual([3, 4, 5, 6]);
  });
});

describe('visiblePages', () => {
  it('shows every page when there are fewer than the width', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the block of ten pages that holds the current page', () => {
    expect(visiblePages(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visiblePages(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(visiblePages(23, 25)).toEqual([21, 22, 23, 24, 25]);
  });

  it('when there are no pages, then still shows page 1', () => {
    expect(visiblePages(1, 0)).toEqual([1]);
  });

  it('when the current page is out of range or the width not positive, then clamps them', () => {
    expect(visiblePages(99, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(-4, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(2, 3, 0)).toEqual([2]);
  });
});

describe('filterBySearch', () => {
  const items = [
    { id: 1, title: 'Model House 안내', content: '<p>관람 <b>예약</b>제</p>' },
    { id: 2, title: '주차 안내', content: '<p>기계식 주차</p>' },
  ];

  it('matches the title case-insensitively', () => {
    expect(filterBySearch(items, { field: 'title', keyword: 'model house' }).map((i) => i.id)).toEqual([1]);
  });

  it('matches the content text, not its tags', () => {
    expect(filterBySearch(items, { field: 'content', keyword: '관람 예약' }).map((i) => i.id)).toEqual([1]);
    expect(filterBySearch(items, { field: 'content', keyword: 'b>' })).toEqual([]);
  });

  it('when the keyword is blank, then keeps everything', () => {
    expect(filterBySearch(items, { field: 'title', keyword: '  ' })).toHaveLength(2);
  });

  it('when nothing matches, then is empty', () => {
    expect(filterBySearch(items, { field: 'title', keyword: '없는 말' })).toEqual([]);
  });
});

describe('htmlText', () => {
  it('drops tags and reads the common entities', () => {
    expect(htmlText('<p>A&nbsp;&amp;&lt;B&gt;</p>').trim()).toBe('A &<B>');
  });
});

describe('parsePageParam', () => {
  it('reads a positive integer and treats anything else as page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});
