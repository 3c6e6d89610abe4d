import { dashboardDouble } from './mocks/dashboard-apis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared-types/common/messages';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import { retentionMessages } from '@portal/shared-types/rounds/retention-api.schema';
import * as runtime from '@module-federation/enhanced/runtime';
import { BoardSection } from '../src/app/dashboard/board-section';
import { RoundsSection } from '../src/app/dashboard/rounds-section';
import { DestructionNotice } from '../src/features/retention/destruction-notice';
import { boardListDouble } from './mocks/board-list';
import { renderWithProviders } from './support/render';

// jest maps the runtime to its test double (scripts/jest/federation-runtime-mock.cjs): mf-board's list
const federation = runtime as unknown as { __setRemoteModule: (id: string, value: unknown) => void };
federation.__setRemoteModule('mf_board/board-list', boardListDouble);

const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
const confirm = jest.spyOn(window, 'confirm');

const round = (id: number, overrides: Partial<Round> = {}): Round => ({
  id,
  title: `${id}차 모집`,
  description: '',
  subscriptionType: ['GENERAL-15', 'GENERAL-30', 'SPECIAL-15'],
  startTs: '2026-03-01T00:00:00+09:00',
  endTs: `2026-03-${String(10 + id).padStart(2, '0')}T15:30:00+09:00`,
  closed: false,
  ...overrides,
});

beforeEach(() => {
  alert.mockClear();
  confirm.mockReset();
  dashboardDouble.roundsFailed = false;
  dashboardDouble.countsFailed = false;
  dashboardDouble.deleteRound.mockReset();
  dashboardDouble.setClosed.mockReset();
  dashboardDouble.deleteNotice.mockReset();
});

test('when rounds are listed, then short type labels and 12-hour times show, 5 a page', async () => {
  dashboardDouble.rounds = Array.from({ length: 6 }, (_, index) => round(index + 1));
  renderWithProviders(<RoundsSection />);
  const table = screen.getByRole('table', { name: '청약 목록' });
  expect(within(table).getAllByRole('row')).toHaveLength(6);
  const latest = within(table).getAllByRole('row')[1]!;
  expect(latest).toHaveTextContent('6차 모집');
  expect(latest).toHaveTextContent('일반15, 일반30, 특공15');
  expect(latest).toHaveTextContent('2026-03-16 오후 3:30');
  await userEvent.click(screen.getByRole('button', { name: '2 페이지' }));
  expect(within(table).getAllByRole('row')).toHaveLength(2);
});

test('when rounds are listed, then each shows its status as a word and its applicant count', () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  dashboardDouble.rounds = [
    round(1, { title: '예정 회차', startTs: at(10 * day), endTs: at(20 * day) }),
    round(2, { title: '접수 회차', startTs: at(-day), endTs: at(5 * day) }),
    round(3, { title: '종료 회차', startTs: at(-20 * day), endTs: at(-10 * day) }),
    round(4, { title: '마감 회차', startTs: at(-40 * day), endTs: at(-30 * day), closed: true }),
  ];
  dashboardDouble.applicantCounts = [
    { subscriptionId: 2, count: 1234 },
    { subscriptionId: 3, count: 7 },
  ];
  renderWithProviders(<RoundsSection />);
  const table = screen.getByRole('table', { name: '청약 목록' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['제목', '청약 유형', '시작일', '종료일', '상태', '신청자 수', '관리']);
  const rowOf = (title: string) => within(table).getByRole('row', { name: new RegExp(title) });
  const cells = (title: string) =>
    within(rowOf(title))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('예정 회차').slice(4, 6)).toEqual(['예정', '0명']);
  expect(cells('접수 회차').slice(4, 6)).toEqual(['접수중', '1,234명']);
  expect(cells('종료 회차').slice(4, 6)).toEqual(['발표대기', '7명']);
  expect(cells('마감 회차').slice(4, 6)).toEqual(['마감', '0명']);
});

test('when the applicant counts are loading or failed, then the count cells say so instead of a number', () => {
  dashboardDouble.rounds = [round(1)];
  dashboardDouble.applicantCounts = undefined;
  const { unmount } = renderWithProviders(<RoundsSection />);
  const countCell = () =>
    within(within(screen.getByRole('table', { name: '청약 목록' })).getAllByRole('row')[1]!).getAllByRole(
      'cell',
    )[5];
  expect(countCell()).toHaveTextContent('불러오는 중');
  unmount();
  dashboardDouble.countsFailed = true;
  renderWithProviders(<RoundsSection />);
  expect(countCell()).toHaveTextContent('불러오지 못함');
});

test('when the rounds fail to load, then the table says so, not that there is no round', () => {
  dashboardDouble.roundsFailed = true;
  renderWithProviders(<RoundsSection />);
  const table = screen.getByRole('table', { name: '청약 목록' });
  expect(within(table).getByRole('alert')).toHaveTextContent(messages.roundLoadFailed);
  expect(table).not.toHaveTextContent(messages.noOngoingRound);
});

test('when 마감 is pressed and the question is dismissed, then nothing is sent; the question says it is public for good', async () => {
  dashboardDouble.rounds = [round(1)];
  confirm.mockReturnValue(false);
  renderWithProviders(<RoundsSection />);
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 마감' }));
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(confirm.mock.calls[0]![0]).toMatch(/1차 모집.*마감합니다/);
  expect(confirm.mock.calls[0]![0]).toContain('추첨 결과 페이지의 기록에 공개 항목으로 영구히 남고');
  expect(dashboardDouble.setClosed).not.toHaveBeenCalled();
  expect(alert).not.toHaveBeenCalled();
});

test('when a round is deleted, then it asks first; one with applicants is refused without asking', async () => {
  dashboardDouble.rounds = [round(1), round(2)];
  dashboardDouble.applicantCounts = [{ subscriptionId: 2, count: 3 }];
  dashboardDouble.deleteRound.mockReturnValue({ unwrap: () => Promise.resolve() });
  confirm.mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<RoundsSection />);
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 삭제' }));
  expect(dashboardDouble.deleteRound).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 삭제' }));
  expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('삭제 후 복구할 수 없습니다.'));
  expect(dashboardDouble.deleteRound).toHaveBeenCalledWith(1);
  expect(alert).toHaveBeenCalledWith(messages.roundDeleted);
  confirm.mockClear();
  await userEvent.click(screen.getByRole('button', { name: '2차 모집 삭제' }));
  expect(confirm).not.toHaveBeenCalled();
  expect(alert).toHaveBeenLastCalledWith(messages.roundHasApplicants);
  expect(dashboardDouble.deleteRound).toHaveBeenCalledTimes(1);
});

test('when the server refuses a delete with 409, then its message shows', async () => {
  dashboardDouble.rounds = [round(1)];
  dashboardDouble.applicantCounts = [];
  dashboardDouble.deleteRound.mockReturnValue({
    unwrap: () => Promise.reject({ status: 409, data: { message: messages.roundHasDrawHistory } }),
  });
  confirm.mockReturnValue(true);
  renderWithProviders(<RoundsSection />);
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 삭제' }));
  expect(alert).toHaveBeenCalledWith(messages.roundHasDrawHistory);
});

test('when 마감 and 마감 해제 are pressed and confirmed, then the opposite state is sent and their messages show', async () => {
  dashboardDouble.rounds = [round(1), round(2, { closed: true })];
  dashboardDouble.setClosed.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  confirm.mockReturnValue(true);
  renderWithProviders(<RoundsSection />);
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 마감' }));
  expect(dashboardDouble.setClosed).toHaveBeenCalledWith({ id: 1, isClosed: true });
  expect(alert).toHaveBeenCalledWith(messages.roundClosed);
  await userEvent.click(screen.getByRole('button', { name: '2차 모집 마감 해제' }));
  expect(dashboardDouble.setClosed).toHaveBeenCalledWith({ id: 2, isClosed: false });
  expect(alert).toHaveBeenCalledWith(messages.roundReopened);
  dashboardDouble.setClosed.mockReturnValue({ unwrap: () => Promise.reject(new Error('500')) });
  await userEvent.click(screen.getByRole('button', { name: '1차 모집 마감' }));
  expect(alert).toHaveBeenCalledWith(messages.roundCloseToggleFailed);
});

test('when the 신청자 button is pressed, then the row expands to the applicants table and collapses again', async () => {
  dashboardDouble.rounds = [round(1)];
  renderWithProviders(<RoundsSection />);
  const toggle = screen.getByRole('button', { name: '1차 모집 신청자' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('table', { name: '1차 모집 신청자 목록' })).toHaveTextContent(
    messages.noApplicants,
  );
  await userEvent.click(toggle);
  expect(screen.queryByRole('table', { name: '1차 모집 신청자 목록' })).not.toBeInTheDocument();
});

test("when notices show in mf-board's list, then edit links to the form and delete asks first", async () => {
  dashboardDouble.notices = [
    {
      id: 7,
      title: '입주 안내',
      content: '',
      createdAt: '2026-03-02T10:00:00+09:00',
      topFixed: false,
      fileUrl: {},
    },
  ];
  dashboardDouble.deleteNotice.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  confirm.mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderWithProviders(<BoardSection kind="notices" />);
  const table = await screen.findByRole('table', { name: '공지사항 목록' });
  expect(within(table).getByRole('link', { name: '입주 안내 수정' })).toHaveAttribute(
    'href',
    '/admin/notice/edit/7',
  );
  await userEvent.click(within(table).getByRole('button', { name: '입주 안내 삭제' }));
  expect(dashboardDouble.deleteNotice).not.toHaveBeenCalled();
  await userEvent.click(within(table).getByRole('button', { name: '입주 안내 삭제' }));
  expect(confirm).toHaveBeenCalledWith(messages.confirmDelete);
  expect(dashboardDouble.deleteNotice).toHaveBeenCalledWith(7);
  expect(alert).toHaveBeenCalledWith(messages.deleted);
});

test('when the notices fail to load, then the board says so instead of that there are none', async () => {
  dashboardDouble.noticesFailed = true;
  try {
    renderWithProviders(<BoardSection kind="notices" />);
    const table = await screen.findByRole('table', { name: '공지사항 목록' });
    expect(table).toHaveTextContent('목록을 불러오지 못했습니다.');
    expect(table).not.toHaveTextContent(messages.noNotices);
  } finally {
    dashboardDouble.noticesFailed = false;
  }
});

test('when personal data is due for destruction within two weeks, then the dashboard says when, and a hold sends its reason', async () => {
  dashboardDouble.destructions = [
    { roundId: 3, title: '3차 모집', at: '2026-11-20T00:00:00.000+09:00', group: 'others', count: 12 },
  ];
  renderWithProviders(<DestructionNotice />);
  const notice = screen.getByRole('region', { name: '개인정보 파기 예정' });
  expect(notice).toHaveTextContent('3차 모집: 미당첨자 12명의 이름·연락처·답변이');
  expect(notice).toHaveTextContent('2026-11-20 오전 12:00에 파기됩니다.');
  await userEvent.type(
    screen.getByRole('textbox', { name: '3차 모집 보존 사유 (법적 분쟁 등)' }),
    '법적 분쟁',
  );
  await userEvent.click(screen.getByRole('button', { name: '파기 보류' }));
  expect(dashboardDouble.setRetention).toHaveBeenCalledWith({ id: 3, hold: '법적 분쟁' });
  expect(await screen.findByRole('status')).toHaveTextContent('3차 모집: 파기를 보류했습니다.');
});

test('when a hold has a one-letter reason, then the reason is named wrong with the focus and nothing is sent', async () => {
  dashboardDouble.destructions = [
    { roundId: 3, title: '3차 모집', at: '2026-11-20T00:00:00.000+09:00', group: 'others', count: 12 },
  ];
  dashboardDouble.setRetention.mockClear();
  renderWithProviders(<DestructionNotice />);
  const reason = screen.getByRole('textbox', { name: '3차 모집 보존 사유 (법적 분쟁 등)' });
  await userEvent.type(reason, '법');
  await userEvent.click(screen.getByRole('button', { name: '파기 보류' }));
  await waitFor(() => expect(reason).toHaveFocus());
  expect(reason).toHaveAccessibleDescription(retentionMessages.holdReason);
  expect(dashboardDouble.setRetention).not.toHaveBeenCalled();
});

test('when nothing is due, then there is no destruction notice', () => {
  dashboardDouble.destructions = [];
  renderWithProviders(<DestructionNotice />);
  expect(screen.queryByRole('region', { name: '개인정보 파기 예정' })).not.toBeInTheDocument();
});
