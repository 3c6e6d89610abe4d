import { serveFetch } from './support/web-fetch';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import type { RoundListItem } from '@portal/shared-types/rounds/round-rules';
import { RoundStatus } from '../src/components/application-form/round-status';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const listed = (id: number, title: string, start: number, end: number, drawnAt: string | null) =>
  ({
    id,
    title,
    subscriptionType: ['GENERAL-15'],
    startTs: at(start),
    endTs: at(end),
    closed: end < 0,
    drawnAt,
  }) satisfies RoundListItem;
const DRAWN = listed(2, '2026년 상반기 입주자 모집', -60, -45, at(-40));
const WAITING = listed(3, '2026년 하반기 입주자 모집', -20, -5, null);
const NEXT = listed(4, '2027년 상반기 입주자 모집', 10, 20, null);

function renderNone() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/apply']}>
        <RoundStatus check={{ state: 'none' }} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/apply without an open round', () => {
  it('when a round was drawn and another is announced, then the page says so and leads to the results, the next period and the inquiry', async () => {
    const asked = serveFetch((url) =>
      url.pathname === '/api/rounds/summaries'
        ? { status: 200, body: [NEXT, WAITING, DRAWN] }
        : { status: 404 },
    );
    renderNone();
    expect(screen.getByRole('status')).toHaveTextContent('현재 진행중인 청약이 없습니다.');
    const next = await screen.findByRole('region', { name: '다음 청약 안내' });
    expect(within(next).getByText('2027년 상반기 입주자 모집')).toBeInTheDocument();
    expect(next).toHaveTextContent(
      `접수 기간: ${formatAdminDateTime(NEXT.startTs)} ~ ${formatAdminDateTime(NEXT.endTs)}`,
    );
    const links = screen.getByRole('list', { name: '청약 관련 바로가기' });
    expect(
      within(links).getByRole('link', { name: '2026년 상반기 입주자 모집 추첨 결과 보기' }),
    ).toHaveAttribute('href', '/apply/draw/2');
    expect(within(links).getByRole('link', { name: '청약 신청 조회' })).toHaveAttribute('href', '/inquiry');
    // the round waiting for its draw has no results to show yet
    expect(screen.queryByRole('link', { name: /하반기 입주자 모집/ })).not.toBeInTheDocument();
    expect(asked.map((url) => url.pathname)).toEqual(['/api/rounds/summaries']);
  });

  it('when nothing was drawn or announced (or the list fails), then the inquiry is still offered', async () => {
    serveFetch(() => ({ status: 500, body: { message: '서버 오류' } }));
    renderNone();
    expect(screen.getByRole('status')).toHaveTextContent('현재 진행중인 청약이 없습니다.');
    expect(screen.getByRole('link', { name: '청약 신청 조회' })).toHaveAttribute('href', '/inquiry');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: '다음 청약 안내' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /추첨 결과 보기/ })).not.toBeInTheDocument();
  });
});
