import { serveFetch, type FakeRequest } from './support/web-fetch';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type { Round } from '@portal/shared-types/rounds/round-rules';
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
  receiptNumber: `2026${subscriptionUid}-7K3M-Q${id}`,
});

const HONG = { name: '홍길동', phone: '01012345678', verificationToken: 'signed-token' };
const LOOKUP = '/user/subscriptionApplicants/lookup';

/** Verified in this tab (as /apply leaves it), arriving from a submit unless said otherwise. */
function renderInquiry({ verified = true, fromApply = true } = {}) {
  if (verified) sessionStorage.setItem('apply-verification', JSON.stringify(HONG));
  render(
    <Provider store={makeStore()}>
      <MemoryRouter
        initialEntries={[
          { pathname: '/inquiry', state: fromApply ? { name: HONG.name, phone: HONG.phone } : null },
        ]}
      >
        <InquiryPage />
      </MemoryRouter>
    </Provider>,
  );
}

const uidOf = (call: FakeRequest) => (call.body as { uid?: number }).uid;

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('InquiryPage', () => {
  it('when the visitor has not verified, then only the verification is offered and nothing is looked up', async () => {
    const asked = serveFetch(() => ({ status: 404 }));
    renderInquiry({ verified: false });
    expect(screen.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '청약 신청 조회' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('이름')).not.toBeInTheDocument();
    await act(async () => {});
    expect(asked).toEqual([]);
  });

  it('when the verification window posts back, then the form shows the verified name and phone, locked', async () => {
    serveFetch((url) =>
      url.pathname === '/portal/niceid/prepare'
        ? { status: 200, body: { tokenVersionId: 'v', encData: 'e', integrity: 'i', formAction: '/dev' } }
        : { status: 404 },
    );
    const frame = document.body.appendChild(document.createElement('iframe'));
    jest.spyOn(window, 'open').mockReturnValue(frame.contentWindow);
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderInquiry({ verified: false, fromApply: false });
    await userEvent.setup().click(screen.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' }));
    await act(async () => {});
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...HONG, phone: '010-1234-5678' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    const form = screen.getByRole('form', { name: '청약 신청 조회' });
    const name = within(form).getByLabelText('이름');
    expect(name).toHaveValue('홍길동');
    expect(name).toHaveAttribute('readonly');
    const parts = ['휴대폰 번호 앞 3자리', '휴대폰 번호 가운데 자리', '휴대폰 번호 마지막 4자리'].map(
      (label) => within(form).getByLabelText(label),
    );
    expect(parts.map((part) => (part as HTMLInputElement).value)).toEqual(['010', '1234', '5678']);
    for (const part of parts) expect(part).toHaveAttribute('readonly');
    await userEvent.setup().type(name, '김');
    expect(name).toHaveValue('홍길동');
    frame.remove();
  });

  it('when a verified person opens the page, then it looks up at once by POST with the name and phone in its body and the verification header, and 조회 asks again', async () => {
    const sent: FakeRequest[] = [];
    const asked = serveFetch(
      (url) =>
        url.pathname === '/api/rounds/summaries'
          ? { status: 200, body: [OPEN] }
          : { status: 200, body: applicant(30, 3, null) },
      sent,
    );
    renderInquiry({ fromApply: false });
    await screen.findByRole('rowheader', { name: '하반기 모집' });
    const lookups = () => sent.filter((_call, index) => asked[index]!.pathname === LOOKUP);
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]!.method).toBe('POST');
    expect(lookups()[0]!.body).toEqual({ name: '홍길동', phone: '01012345678', uid: 3 });
    expect(lookups()[0]!.headers.get('X-Verification-Token')).toBe('signed-token');
    // arriving already verified, the focus stays where the page put it and nothing is announced
    expect(screen.getByRole('heading', { name: '청약 신청 조회 결과' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.setup().click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(lookups()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('heading', { name: '청약 신청 조회 결과' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('청약 신청 내역 1건을 조회했습니다.');
    // nothing personal in any address
    for (const url of asked) expect(url.search).toBe('');
  });

  it('when the verification window posts back, then the results come without a 조회 click, take the focus and are announced', async () => {
    serveFetch((url) => {
      if (url.pathname === '/portal/niceid/prepare')
        return {
          status: 200,
          body: { tokenVersionId: 'v', encData: 'e', integrity: 'i', formAction: '/dev' },
        };
      if (url.pathname === '/api/rounds/summaries') return { status: 200, body: [RECENT, OPEN] };
      return url.pathname === LOOKUP ? { status: 200, body: [applicant(20, 2, '당첨')] } : { status: 404 };
    });
    const frame = document.body.appendChild(document.createElement('iframe'));
    jest.spyOn(window, 'open').mockReturnValue(frame.contentWindow);
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderInquiry({ verified: false, fromApply: false });
    await userEvent.setup().click(screen.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' }));
    await act(async () => {});
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: HONG,
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    const heading = await screen.findByRole('heading', { name: '청약 신청 조회 결과' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('rowheader', { name: '상반기 모집' })).toBeInTheDocument();
    // the after-draw section of the closed round says its own loading: the page's region is the first
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('청약 신청 내역 1건을 조회했습니다.');
    frame.remove();
  });

  it('when the server says the verification ran out, then the verification is asked for again', async () => {
    serveFetch((url) =>
      url.pathname === '/api/rounds/summaries'
        ? { status: 200, body: [OPEN] }
        : { status: 401, body: { message: '휴대폰 본인인증이 필요합니다.' } },
    );
    renderInquiry();
    expect(await screen.findByRole('alert')).toHaveTextContent('휴대폰 본인인증이 필요합니다.');
    expect(screen.getByRole('button', { name: '휴대폰 본인인증 (새 창 열림)' })).toBeInTheDocument();
    expect(sessionStorage.getItem('apply-verification')).toBeNull();
  });

  it('when the person applied in the current and a recent round, then one lookup per round (object or array answer) gives both rows', async () => {
    const sent: FakeRequest[] = [];
    const asked = serveFetch((url, call) => {
      if (url.pathname === '/api/rounds/summaries') return { status: 200, body: [OLD, RECENT, OPEN] };
      const uid = uidOf(call);
      // without uid the server answers only one application: the current round's
      if (uid === undefined || uid === 3) return { status: 200, body: applicant(30, 3, null) };
      if (uid === 2) return { status: 200, body: [applicant(20, 2, '당첨')] };
      return { status: 404, body: { message: '신청 내역이 없습니다.' } };
    }, sent);
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
    expect(sent.filter((_call, index) => asked[index]!.pathname === LOOKUP).map(uidOf)).toEqual([3, 2]);

    // the phone view: a card per application with every field, and 수정 / 신청 취소 while the round is open
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '하반기 모집',
      '상반기 모집',
    ]);
    for (const term of ['이름', '연락처', '공급유형', '신청일', '진행상태'])
      expect(within(cards[0]!).getByText(term)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: '하반기 모집 신청 수정' })).toHaveTextContent('수정');
    expect(within(cards[0]!).getByRole('button', { name: '하반기 모집 신청 취소' })).toHaveTextContent(
      '신청 취소',
    );
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
    // a closed round: no change any more, and its public draw page one tap away
    expect(within(cards[1]!).getByRole('link', { name: '상반기 모집 추첨 결과' })).toHaveAttribute(
      'href',
      '/apply/draw/2',
    );
  });

  it('when every round answers 404, then one message says there is no application, with no empty table', async () => {
    serveFetch((url) =>
      url.pathname === '/api/rounds/summaries'
        ? { status: 200, body: [RECENT, OPEN] }
        : { status: 404, body: { message: '신청 내역이 없습니다.' } },
    );
    renderInquiry();
    expect(await screen.findByText('조회된 청약 신청 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '청약 신청 조회 결과' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // asked again: the live region says it, and the focus is on the results
    await userEvent.setup().click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('조회를 마쳤습니다. 신청 내역이 없습니다.'),
    );
    expect(screen.getByRole('heading', { name: '청약 신청 조회 결과' })).toHaveFocus();
  });

  it('when a round lookup fails otherwise, then the inquiry failure message is shown', async () => {
    serveFetch((url) =>
      url.pathname === '/api/rounds/summaries' ? { status: 200, body: [RECENT, OPEN] } : { status: 500 },
    );
    renderInquiry();
    expect(await screen.findByRole('alert')).toHaveTextContent('조회 중 오류가 발생했습니다.');
  });
});
