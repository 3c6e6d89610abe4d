import { serveFetch, type FakeRequest } from './support/web-fetch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { documentChecklist } from '@portal/shared-types/after-draw/documents';
import { statusTimeline } from '@portal/shared-types/after-draw/status-rules';
import AfterDrawSection from '../src/features/inquiry/after-draw/after-draw-section';

const result = { kind: 'won', reserveNumber: null, calledFromReserve: null, label: '당첨' } as const;
const WINNER: ApplicationStatus = {
  applicantId: 7,
  roundId: 2,
  roundTitle: '상반기 모집',
  receiptNumber: '20262-7K3M-Q7',
  supplyType: 'GENERAL-15',
  appliedAt: '2026-03-02T01:00:00.000Z',
  roundClosed: true,
  result,
  state: {
    state: 'documentsRequested',
    label: '당첨(서류 요청)',
    currentWinner: true,
    vacated: false,
    next: 'submitDocuments',
  },
  drawPagePath: '/apply/draw/2',
  reservePosition: null,
  documents: {
    stage: 'requested',
    stageLabel: '제출 대기',
    deadline: '2026-12-31T14:59:59.999Z',
    late: false,
    canChange: true,
    reason: null,
    submittedAt: null,
    checklist: documentChecklist('GENERAL-15').map((entry) => ({ ...entry, files: [] })),
  },
  contract: { state: 'none', notice: null, doneAt: null, givenUpAt: null },
  canGiveUp: true,
  objection: null,
  timeline: statusTimeline({
    roundClosed: true,
    result,
    stage: 'requested',
    contract: 'none',
    submitted: false,
    lapsed: false,
  }),
};

const INELIGIBLE: ApplicationStatus = {
  ...WINNER,
  state: { state: 'ineligible', label: '부적격', currentWinner: false, vacated: true, next: 'contactOffice' },
  documents: {
    ...WINNER.documents,
    stage: 'ineligible',
    stageLabel: '부적격',
    canChange: false,
    reason: '소득 기준 초과',
  },
  canGiveUp: false,
  timeline: statusTimeline({
    roundClosed: true,
    result,
    stage: 'ineligible',
    contract: 'none',
    submitted: false,
    lapsed: false,
  }),
};

const GIVEN_UP: ApplicationStatus = {
  ...WINNER,
  state: { state: 'givenUp', label: '포기', currentWinner: false, vacated: true, next: 'none' },
  documents: {
    ...WINNER.documents,
    stage: 'notRequired',
    stageLabel: '제출 대상 아님',
    deadline: null,
    canChange: false,
    checklist: [],
  },
  contract: { state: 'givenUp', notice: null, doneAt: null, givenUpAt: '2026-05-02T01:00:00.000Z' },
  canGiveUp: false,
  timeline: statusTimeline({
    roundClosed: true,
    result,
    stage: 'requested',
    contract: 'givenUp',
    submitted: false,
    lapsed: false,
  }),
};

const reserveResult = {
  kind: 'reserve',
  reserveNumber: 3,
  calledFromReserve: null,
  label: '예비 3',
} as const;
const RESERVE: ApplicationStatus = {
  ...WINNER,
  result: reserveResult,
  state: {
    state: 'reserveWaiting',
    label: '예비 3 대기 (1번째)',
    currentWinner: false,
    vacated: false,
    next: 'waitForCall',
  },
  reservePosition: 1,
  documents: { ...GIVEN_UP.documents },
  canGiveUp: false,
  timeline: statusTimeline({
    roundClosed: true,
    result: reserveResult,
    stage: 'notRequired',
    contract: 'none',
    submitted: false,
    lapsed: false,
  }),
};

function renderSection(server: Parameters<typeof serveFetch>[0], sent: FakeRequest[] = []) {
  const asked = serveFetch(server, sent);
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <button type="button">앞 버튼</button>
        <AfterDrawSection roundIds={[2]} verificationToken="signed-token" onExpired={jest.fn()} />
      </MemoryRouter>
    </Provider>,
  );
  return asked;
}

describe('AfterDrawSection', () => {
  it('when 제출 finds required items missing, then the summary names them and takes focus', async () => {
    const sent: FakeRequest[] = [];
    const asked = renderSection(
      (url) =>
        url.pathname === '/user/applications/7/documents/submit'
          ? {
              status: 409,
              body: {
                message: '제출하지 않은 필수 서류가 있습니다: 가족관계증명서, 무주택 서약서',
                missing: [
                  { item: 'familyRelation', label: '가족관계증명서' },
                  { item: 'homelessPledge', label: '무주택 서약서' },
                ],
              },
            }
          : { status: 200, body: [WINNER] },
      sent,
    );
    const section = await screen.findByRole('region', { name: '상반기 모집 진행 상황' });
    await userEvent.click(within(section).getByRole('button', { name: '서류 제출' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('제출하지 않은 필수 서류가 있습니다.');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['가족관계증명서', '무주택 서약서']);
    expect(summary).toHaveFocus();
    expect(asked.map((url) => url.pathname).slice(0, 2)).toEqual([
      '/user/applications/status',
      '/user/applications/7/documents/submit',
    ]);
    expect(sent.every((call) => call.headers.get('X-Verification-Token') === 'signed-token')).toBe(true);
  });

  it('when the winner asks to give up, then a modal asks with focus on 취소, and Escape returns focus to 포기', async () => {
    const asked = renderSection(() => ({ status: 200, body: [WINNER] }));
    const giveUp = await screen.findByRole('button', { name: '상반기 모집 당첨 포기' });
    await userEvent.click(giveUp);
    const dialog = screen.getByRole('alertdialog', { name: '당첨을 포기하시겠습니까?' });
    expect(dialog).toHaveAccessibleDescription(/접수번호 20262-7K3M-Q7/);
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(giveUp).toHaveFocus();
    expect(asked.map((url) => url.pathname)).toEqual(['/user/applications/status']);
  });

  it('when the winner confirms 포기, then the button goes and focus moves to the new state, 현재 상태: 포기', async () => {
    let gaveUp = false;
    const asked = renderSection((url) => {
      if (url.pathname === '/user/applications/7/give-up') {
        gaveUp = true;
        return { status: 200, body: GIVEN_UP };
      }
      return { status: 200, body: [gaveUp ? GIVEN_UP : WINNER] };
    });
    await userEvent.click(await screen.findByRole('button', { name: '상반기 모집 당첨 포기' }));
    await userEvent.click(screen.getByRole('button', { name: '포기합니다' }));
    const state = await screen.findByRole('heading', { name: '현재 상태: 포기' });
    expect(state).toHaveFocus();
    expect(screen.queryByRole('button', { name: '상반기 모집 당첨 포기' })).not.toBeInTheDocument();
    expect(asked.map((url) => url.pathname)).toEqual([
      '/user/applications/status',
      '/user/applications/7/give-up',
      '/user/applications/status',
    ]);
  });

  it('when the winner was declared 부적격, then no 당첨 badge: the state, the reason, what happens and whom to call', async () => {
    renderSection(() => ({ status: 200, body: [INELIGIBLE] }));
    const section = await screen.findByRole('region', { name: '상반기 모집 진행 상황' });
    const now = within(section).getByRole('region', { name: '현재 상태: 부적격' });
    expect(now).toHaveTextContent('부적격 사유: 소득 기준 초과');
    expect(now).toHaveTextContent('다음 예비 입주자에게 넘어갑니다');
    expect(within(now).getByRole('link', { name: '02-000-0000' })).toHaveAttribute('href', 'tel:020000000');
    expect(within(section).queryByText('당첨(서류 요청)')).not.toBeInTheDocument();
    // nothing was uploaded: the timeline never says 제출 완료
    expect(within(section).getByRole('list', { name: '상반기 모집 진행 상황' })).not.toHaveTextContent(
      '제출 완료',
    );
    expect(within(section).getByRole('list', { name: '상반기 모집 진행 상황' })).toHaveTextContent(
      '서류 제출 온라인 제출 없음',
    );
    expect(within(section).queryByRole('button', { name: /포기/ })).not.toBeInTheDocument();
    // nothing uploaded and out: no empty checklist inviting uploads
    expect(within(section).queryByRole('region', { name: '제출 서류' })).not.toBeInTheDocument();
  });

  it('when the winner gave up, then the state says 포기, nothing is asked for and no documents panel waits', async () => {
    renderSection(() => ({ status: 200, body: [GIVEN_UP] }));
    const section = await screen.findByRole('region', { name: '상반기 모집 진행 상황' });
    expect(within(section).getByRole('region', { name: '현재 상태: 포기' })).toHaveTextContent(
      '제출할 서류는 없습니다.',
    );
    expect(within(section).queryByRole('region', { name: '제출 서류' })).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('제출 대기');
    expect(within(section).queryByRole('button', { name: '서류 제출' })).not.toBeInTheDocument();
  });

  it('when a reserve waits, then their place in line, how a call comes, how long they would have and whom to call', async () => {
    renderSection(() => ({ status: 200, body: [RESERVE] }));
    const section = await screen.findByRole('region', { name: '상반기 모집 진행 상황' });
    const now = within(section).getByRole('region', { name: '현재 상태: 예비 3 대기 (1번째)' });
    expect(now).toHaveTextContent('예비 3, 지금 대기 순번 1번째입니다.');
    expect(now).toHaveTextContent(
      '호출되면 신청할 때 입력한 휴대전화로 알림톡을 보내 드리고, 이 조회 화면에도 당첨(추가)으로 표시됩니다.',
    );
    expect(now).toHaveTextContent(
      '서류는 호출된 날로부터 7일 뒤인 날 23시 59분(한국 시간)까지 제출해야 합니다.',
    );
    expect(now).toHaveTextContent('5월 11일에 호출되면 5월 18일 23시 59분까지입니다.');
    expect(within(now).getByRole('link', { name: '02-000-0000' })).toBeInTheDocument();
  });

  it('when a round has no draw yet, then nothing is added to the lookup', async () => {
    const pending = { ...result, kind: 'notAnnounced', label: '미발표' } as const;
    renderSection(() => ({ status: 200, body: [{ ...WINNER, result: pending }] }));
    await screen.findByRole('button', { name: '앞 버튼' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
