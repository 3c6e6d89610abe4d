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
  timeline: statusTimeline({ roundClosed: true, result, stage: 'requested', contract: 'none' }),
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

  it('when the winner asks to give up, then a dialog holds focus until 취소, which returns it to 포기', async () => {
    const asked = renderSection(() => ({ status: 200, body: [WINNER] }));
    const giveUp = await screen.findByRole('button', { name: '상반기 모집 당첨 포기' });
    await userEvent.click(giveUp);
    const dialog = screen.getByRole('alertdialog', { name: '당첨을 포기하시겠습니까?' });
    expect(dialog).toHaveAccessibleDescription(/접수번호 20262-7K3M-Q7/);
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: '포기합니다' })).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(giveUp).toHaveFocus();
    expect(asked.map((url) => url.pathname)).toEqual(['/user/applications/status']);
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
