import { noticeSummaryOf, postSummaryOf } from '../src/board/notice-rules';
import { noticeSummarySchema } from '../src/board/notices.schema';
import { resourceSummarySchema } from '../src/board/resources.schema';
import { roundSummaryOf } from '../src/rounds/round-rules';
import { roundSummarySchema } from '../src/rounds/rounds.schema';

const notice = {
  id: 7,
  title: '입주자 모집 공고',
  content: `<p>${'긴 본문 '.repeat(1000)}</p>`,
  createdAt: '2026-03-01T00:00:00.000Z',
  topFixed: true,
  fileUrl: { '공고문.pdf': '/portal/download/a.pdf' },
};

describe('what a list shows of a post', () => {
  it('a notice: its title, date and pin, and that it has files, without its body or file paths', () => {
    const summary = noticeSummaryOf(notice);
    expect(summary).toEqual({
      id: 7,
      title: '입주자 모집 공고',
      createdAt: '2026-03-01T00:00:00.000Z',
      topFixed: true,
      hasFiles: true,
    });
    expect(noticeSummarySchema.strict().safeParse(summary).success).toBe(true);
  });

  it('a post without files says so; a resource has no pin', () => {
    const { topFixed: _topFixed, ...resource } = { ...notice, fileUrl: {} };
    const summary = postSummaryOf(resource);
    expect(summary).toEqual({
      id: 7,
      title: '입주자 모집 공고',
      createdAt: '2026-03-01T00:00:00.000Z',
      hasFiles: false,
    });
    expect(resourceSummarySchema.strict().safeParse(summary).success).toBe(true);
  });
});

describe('what a list shows of a round', () => {
  it('everything but its description', () => {
    const round = {
      id: 2,
      title: '2차 모집',
      description: '<p>설명</p>',
      subscriptionType: ['GENERAL-15' as const],
      startTs: '2026-03-01T00:00:00.000Z',
      endTs: '2026-03-20T09:00:00.000Z',
      closed: false,
    };
    const summary = roundSummaryOf(round);
    expect(summary).toEqual({
      id: 2,
      title: '2차 모집',
      subscriptionType: ['GENERAL-15'],
      startTs: '2026-03-01T00:00:00.000Z',
      endTs: '2026-03-20T09:00:00.000Z',
      closed: false,
    });
    expect(roundSummarySchema.strict().safeParse(summary).success).toBe(true);
  });
});
