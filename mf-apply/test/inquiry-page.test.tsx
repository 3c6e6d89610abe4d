import { serveFetch } from './support/web-fetch';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Applicant } from '@portal/shared-types/applicants';
import { makeStore } from '@portal/shared-types/client/store';
import type { Round } from '@portal/shared-types/rounds';
import InquiryPage from '../src/features/inquiry/inquiry-page';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const round = (id: number, title: string, start: number, end: number, closed: boolean): Round => ({
  id,
  title,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs: at(start),
  endTs: at(end),
  closed,
});
const OPEN = round(3, '하반기 모집', -7, 7, false);
const RECENT = round(2, '상반기 모집', -60, -30, true);
const OLD = round(1, '작년 모집', -400, -370, true);

const applicant = (id: number, subscriptionUid: number, winningState: string | null): Applicant => ({
  id,
  name: '홍길동',
  phoneNumber: '01012345678',
  subscriptionType: 'GENERAL-15',
  subscriptionUid,
  createdAt: at(-1),
  winningState,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
});

function renderInquiry() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter
        initialEntries={[{ pathname: '/inquiry', state: { name: '홍길동', phone: '01012345678' } }]}
      >
        <InquiryPage />
      </MemoryRouter>
    </Provider>,
  );
}

const lookups = (asked: URL[]) =>
  asked
    .filter((url) => url.pathname === '/user/subscriptionApplicants')
    .map((url) => url.searchParams.get('uid'));

describe('InquiryPage', () => {
  it('when the person applied in the current and a recent round, then one lookup per round (object or array answer) gives both rows', async () => {
    const asked = serveFetch((url) => {
      if (url.pathname === '/portal/subscription') return { status: 200, body: [OLD, RECENT, OPEN] };
      const uid = url.searchParams.get('uid');
      // without uid the server answers only one application: the current round's
      if (uid === null || uid === '3') return { status: 200, body: applicant(30, 3, null) };
      if (uid === '2') return { status: 200, body: [applicant(20, 2, '당첨')] };
      return { status: 404, body: { message: '신청 내역이 없습니다.' } };
    });
    renderInquiry();
    const table = await screen.findByRole('table', { name: '청약 신청 조회 결과' });
    await within(table).findByRole('rowheader', { name: '상반기 모집' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '하반기 모집',
      '상반기 모집',
    ]);
    expect(within(rows[0]!).getByText('접수중')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('당첨')).toBeInTheDocument();
    expect(lookups(asked)).toEqual(['3', '2']);
  });

  it('when every round answers 404, then the table says there is no application', async () => {
    serveFetch((url) =>
      url.pathname === '/portal/subscription'
        ? { status: 200, body: [RECENT, OPEN] }
        : { status: 404, body: { message: '신청 내역이 없습니다.' } },
    );
    renderInquiry();
    expect(await screen.findByText('조회된 청약 신청 내역이 없습니다.')).toBeInTheDocument();
  });

  it('when a round lookup fails otherwise, then the inquiry failure message is shown', async () => {
    serveFetch((url) =>
      url.pathname === '/portal/subscription' ? { status: 200, body: [RECENT, OPEN] } : { status: 500 },
    );
    renderInquiry();
    expect(await screen.findByRole('alert')).toHaveTextContent('조회 중 오류가 발생했습니다.');
  });
});
