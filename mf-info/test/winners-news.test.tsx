import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { formatDate } from '@portal/shared-types/common/dates';
import type { RoundListItem } from '@portal/shared-types/rounds/round-rules';
import { WinnersNews } from '../src/features/home/winners-news';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const listed = (id: number, title: string, drawnDaysAgo: number | null): RoundListItem => ({
  id,
  title,
  subscriptionType: ['GENERAL-15'],
  startTs: at(-90),
  endTs: at(-60),
  closed: true,
  drawnAt: drawnDaysAgo === null ? null : at(-drawnDaysAgo),
});

/** jsdom has no fetch: the rounds list answers `rounds`, anything else 404. */
function serveRounds(rounds: RoundListItem[]) {
  Object.assign(globalThis, {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === '/api/rounds/summaries'
        ? new Response(JSON.stringify(rounds), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 404 }),
  });
}

function renderNews() {
  const { container } = render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <WinnersNews />
      </MemoryRouter>
    </Provider>,
  );
  return container;
}

describe('home: 당첨자 발표', () => {
  it('when a round was drawn within 30 days, then home says its winners are announced, when, and links to its results', async () => {
    const recent = listed(7, '2026년 하반기 입주자 모집', 2);
    serveRounds([recent, listed(6, '2026년 상반기 입주자 모집', 45), listed(8, '2027년 모집', null)]);
    renderNews();
    const news = await screen.findByRole('region', { name: '당첨자 발표' });
    const items = within(news).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      `2026년 하반기 입주자 모집 당첨자를 ${formatDate(recent.drawnAt)}에 발표했습니다.`,
    );
    expect(
      within(items[0]!).getByRole('link', { name: '2026년 하반기 입주자 모집 추첨 결과 보기' }),
    ).toHaveAttribute('href', '/apply/draw/7');
  });

  it('when no round was drawn in the last 30 days, then nothing is shown', async () => {
    serveRounds([listed(6, '2026년 상반기 입주자 모집', 45), listed(8, '2027년 모집', null)]);
    const container = renderNews();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
