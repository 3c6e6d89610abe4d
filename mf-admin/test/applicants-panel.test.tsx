import { applicantsApiDouble } from './mocks/applicants-api';
import { correctionsApiDouble } from './mocks/corrections-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { messages } from '@portal/shared-types/common/messages';
import { accessMessages } from '@portal/shared-types/audit/audit.schema';
import { ApplicantsPanel } from '../src/features/applicants/applicants-panel';
import { HttpError } from '../src/lib/http';
import { applicant } from './support/applicants';
import { renderWithProviders } from './support/render';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import { correctionMessages } from '@portal/shared-types/after-draw/correction-rules';
import type { Corrections } from '@portal/shared-types/after-draw/corrections.schema';

const save = applicantsApiDouble.save;

const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);

function renderPanel(list: Applicant[]) {
  applicantsApiDouble.applicants = list;
  return render(<ApplicantsPanel roundId={1} roundTitle="2026년 1차" />);
}

const stateSelect = (name: string) => screen.getByRole('combobox', { name: `${name} 당첨 상태` });
const reserveInput = (name: string) => screen.getByRole('spinbutton', { name: `${name} 예비 순번` });
const saveButton = () => screen.getByRole('button', { name: '저장' });

beforeEach(() => {
  save.mockReset();
  alert.mockClear();
  applicantsApiDouble.roles = ['content', 'rounds', 'review', 'privacy', 'accounts'];
});

describe('winning-state editing', () => {
  test('when nothing is edited, then save is disabled and no message shows', () => {
    renderPanel([applicant(1), applicant(2, { winningState: '당첨' })]);
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stateSelect('신청자1')).toHaveDisplayValue('미당첨');
    expect(stateSelect('신청자2')).toHaveDisplayValue('당첨');
  });

  test('when a state changes and is changed back, then the pending edit is removed and save disabled again', async () => {
    renderPanel([applicant(1)]);
    await userEvent.selectOptions(stateSelect('신청자1'), '당첨');
    expect(saveButton()).toBeEnabled();
    await userEvent.selectOptions(stateSelect('신청자1'), '미당첨');
    expect(saveButton()).toBeDisabled();
  });

  test('when 예비 is chosen, then a number input appears and save is blocked until a number is typed', async () => {
    renderPanel([applicant(1)]);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.selectOptions(stateSelect('신청자1'), '예비');
    expect(reserveInput('신청자1')).toHaveAttribute('min', '1');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.reserveNumberMissing);
    expect(saveButton()).toBeDisabled();
    await userEvent.type(reserveInput('신청자1'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  test('when a reserve number of 0 is typed, then it stays visible and both the row and the message say 1 이상', async () => {
    renderPanel([applicant(1)]);
    await userEvent.selectOptions(stateSelect('신청자1'), '예비');
    await userEvent.type(reserveInput('신청자1'), '0');
    expect(reserveInput('신청자1')).toHaveValue(0);
    expect(reserveInput('신청자1')).toHaveAttribute('aria-invalid', 'true');
    expect(reserveInput('신청자1')).toHaveAccessibleDescription('1 이상의 정수로 입력하세요.');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.reserveNumberTooSmall);
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(reserveInput('신청자1'));
    await userEvent.type(reserveInput('신청자1'), '4');
    expect(reserveInput('신청자1')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when two rows take the same reserve number, then each clashing row says so and the message names them', async () => {
    renderPanel([applicant(1), applicant(2), applicant(3)]);
    for (const name of ['신청자1', '신청자3']) {
      await userEvent.selectOptions(stateSelect(name), '예비');
      await userEvent.type(reserveInput(name), '5');
    }
    expect(reserveInput('신청자1')).toHaveAccessibleDescription('예비 5번이 다른 신청자와 중복됩니다.');
    expect(reserveInput('신청자3')).toHaveAccessibleDescription('예비 5번이 다른 신청자와 중복됩니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('중복: 신청자1(예비 5), 신청자3(예비 5)');
    expect(saveButton()).toBeDisabled();
  });

  test('when a reserve is switched to 미당첨, then its number is cleared', async () => {
    renderPanel([applicant(1, { winningState: '예비 3' })]);
    expect(reserveInput('신청자1')).toHaveValue(3);
    await userEvent.selectOptions(stateSelect('신청자1'), '미당첨');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.selectOptions(stateSelect('신청자1'), '예비');
    expect(reserveInput('신청자1')).toHaveValue(null);
  });

  test('when a number is already held by a saved applicant on another page, then the duplicate blocks the save', async () => {
    const list = Array.from({ length: 12 }, (_, index) => applicant(index + 1));
    list[11] = applicant(12, { winningState: '예비 1' }); // on page 2
    renderPanel(list);
    await userEvent.selectOptions(stateSelect('신청자1'), '예비');
    await userEvent.type(reserveInput('신청자1'), '1');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.reserveNumberDuplicate);
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(reserveInput('신청자1'));
    await userEvent.type(reserveInput('신청자1'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when saved, then only the differences are sent and the success message shows', async () => {
    save.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    renderPanel([applicant(1), applicant(2), applicant(3, { winningState: '당첨' })]);
    await userEvent.selectOptions(stateSelect('신청자2'), '예비');
    await userEvent.type(reserveInput('신청자2'), '1');
    await userEvent.selectOptions(stateSelect('신청자1'), '당첨');
    await userEvent.selectOptions(stateSelect('신청자3'), '당첨');
    await userEvent.click(saveButton());
    expect(save).toHaveBeenCalledWith({
      subscriptionId: 1,
      statusUpdates: [
        { applicantId: 1, winningState: '당첨' },
        { applicantId: 2, winningState: '예비 1' },
      ],
    });
    expect(alert).toHaveBeenCalledWith(messages.winningStateSaved);
  });

  test('when the save fails, then the failure message shows and the edits stay pending', async () => {
    save.mockReturnValue({ unwrap: () => Promise.reject(new Error('409')) });
    renderPanel([applicant(1)]);
    await userEvent.selectOptions(stateSelect('신청자1'), '당첨');
    await userEvent.click(saveButton());
    expect(alert).toHaveBeenCalledWith(messages.winningStateSaveFailed);
    expect(saveButton()).toBeEnabled();
  });
});

describe('applicant list', () => {
  test('when the list fails to load, then it says so and never that there are no applicants', () => {
    applicantsApiDouble.failed = true;
    try {
      renderPanel([]);
      expect(screen.getByRole('alert')).toHaveTextContent(messages.applicantsLoadFailed);
      expect(screen.queryByText(messages.noApplicants)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    } finally {
      applicantsApiDouble.failed = false;
    }
  });

  test('when there are no applicants, then 신청자가 없습니다. shows', () => {
    renderPanel([]);
    expect(screen.getByText(messages.noApplicants)).toBeInTheDocument();
  });

  test('when there are 25 applicants, then 10 show per page', async () => {
    renderPanel(Array.from({ length: 25 }, (_, index) => applicant(index + 1)));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  test('when a page is chosen, then the server is asked for that page only; a search starts again at page 1', async () => {
    applicantsApiDouble.asked = [];
    renderPanel(Array.from({ length: 25 }, (_, index) => applicant(index + 1)));
    expect(applicantsApiDouble.asked.at(-1)).toEqual({ roundId: 1, page: 1, size: 10, search: '' });
    await userEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(applicantsApiDouble.asked.at(-1)).toEqual({ roundId: 1, page: 2, size: 10, search: '' });
    expect(screen.getByRole('row', { name: /신청자11/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '이름 또는 연락처' }), ' 신청자2 {Enter}');
    // the form checks the search first (the contract's rule), then asks
    await waitFor(() =>
      expect(applicantsApiDouble.asked.at(-1)).toEqual({ roundId: 1, page: 1, size: 10, search: '신청자2' }),
    );
    // 신청자2 and 신청자20..25, on the one page there is
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
  });

  test('when searching by name in another case or by part of a phone, then only matches show; a blank search resets', async () => {
    renderPanel([
      applicant(1, { name: 'Kim Minji', phoneNumber: '01011112222' }),
      applicant(2, { name: '이서준', phoneNumber: '01033334444' }),
    ]);
    const box = screen.getByRole('searchbox', { name: '이름 또는 연락처' });
    await userEvent.type(box, 'kim{Enter}');
    await waitFor(() => expect(screen.queryByText('이서준')).not.toBeInTheDocument());
    expect(screen.getByText('Kim Minji')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '3333{Enter}');
    await waitFor(() => expect(screen.queryByText('Kim Minji')).not.toBeInTheDocument());
    expect(screen.getByText('이서준')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('Kim Minji')).toBeInTheDocument();
    expect(screen.getByText('이서준')).toBeInTheDocument();
  });

  test('when a special supply applicant is listed, then the four answers show in the 특별공급 답변 column', () => {
    renderPanel([
      applicant(1),
      applicant(2, { subscriptionType: 'SPECIAL-15', income: 1, regional: 3, car: false, assetBasis: true }),
    ]);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '이름',
      '연락처',
      '공급유형',
      '특별공급 답변',
      '신청일',
      '접수번호',
      '당첨 상태',
      '현재 상태',
    ]);
    const answersOf = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[3]!;
    expect(answersOf('신청자1')).toHaveTextContent('해당 없음');
    const special = answersOf('신청자2');
    const pairs = within(special)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['소득 1순위', '지역 3순위', '차량 무', '자산 충족']);
  });

  test('when the list is empty and Excel is asked for, then 다운로드할 신청자 목록이 없습니다. shows', async () => {
    renderPanel([]);
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(alert).toHaveBeenCalledWith(messages.exportEmpty);
  });

  test('when Excel is asked for without a reason, then the reason is named wrong with the focus and nothing is sent; with one, the server is asked for the searched file, which is downloaded', async () => {
    const fetchFile = applicantsApiDouble.fetchFile;
    fetchFile.mockClear();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    renderPanel([applicant(1), applicant(2)]);
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const reason = screen.getByRole('textbox', { name: '다운로드 사유' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(accessMessages.exportReasonRequired);
    expect(fetchFile).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '다운로드 사유' }), '서류 심사 현황 정리');
    await userEvent.type(screen.getByRole('searchbox', { name: '이름 또는 연락처' }), '신청자2{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    // a POST: neither the search nor the reason is in the address
    await waitFor(() => expect(fetchFile).toHaveBeenCalled());
    expect(fetchFile).toHaveBeenCalledWith('/portal/admin/auditLog/export', {
      body: { roundId: 1, search: '신청자2', reason: '서류 심사 현황 정리' },
    });
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^청약신청자_2026년1차_\d{8}\.xlsx$/);
    expect(link.href).toBe('blob:file');
    // each export gives its own reason: the field starts empty again
    expect(screen.getByRole('textbox', { name: '다운로드 사유' })).toHaveValue('');
    clicked.mockRestore();
  });

  test('when the server refuses the export, then its message shows and the reason stays', async () => {
    applicantsApiDouble.fetchFile.mockRejectedValueOnce(new HttpError(400, messages.exportEmpty));
    renderPanel([applicant(1)]);
    await userEvent.type(screen.getByRole('textbox', { name: '다운로드 사유' }), '서류 심사 현황 정리');
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(alert).toHaveBeenLastCalledWith(messages.exportEmpty);
    expect(screen.getByRole('textbox', { name: '다운로드 사유' })).toHaveValue('서류 심사 현황 정리');
    applicantsApiDouble.fetchFile.mockRejectedValueOnce(new HttpError(500, 'boom'));
    await userEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(alert).toHaveBeenLastCalledWith(messages.serverError);
  });

  test('when the admin does not hold the rounds role, then the states show as text with no editor and no 저장', () => {
    applicantsApiDouble.roles = ['review', 'privacy'];
    renderPanel([applicant(1, { name: '김하나', winningState: '당첨' })]);
    expect(screen.getByRole('table', { name: /신청자 목록/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /당첨 상태/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /김하나/ })).toHaveTextContent('당첨');
  });

  test('when the admin does not hold the privacy role, then the list shows without the Excel export', () => {
    applicantsApiDouble.roles = ['rounds', 'review'];
    renderPanel([applicant(1, { name: '김하나' })]);
    expect(screen.getByRole('table', { name: /신청자 목록/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '엑셀 다운로드' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '다운로드 사유' })).not.toBeInTheDocument();
  });
});

describe('many applicants', () => {
  test('when there are 30 pages, then ten numbers show at a time and 다음 moves into the next block', async () => {
    renderPanel(Array.from({ length: 300 }, (_, index) => applicant(index + 1)));
    const pager = screen.getByRole('navigation', { name: '2026년 1차 신청자 페이지' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /페이지$/ })
        .map((button) => button.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 1)));
    await userEvent.click(within(pager).getByRole('button', { name: '10 페이지' }));
    await userEvent.click(within(pager).getByRole('button', { name: '다음' }));
    expect(within(pager).getByRole('button', { name: '11 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('button', { name: '1 페이지' })).not.toBeInTheDocument();
  });
});

describe('after the draw', () => {
  afterEach(() => {
    applicantsApiDouble.draw = undefined;
    correctionsApiDouble.corrections = { roundId: 1, pending: [], past: [] };
    correctionsApiDouble.propose.mockReset();
    correctionsApiDouble.confirm.mockReset();
  });

  /** The panel of a drawn round whose plan has `reserves` reserves (the draw panel needs a router). */
  function renderDrawn(list: Applicant[], reserves = 2) {
    applicantsApiDouble.draw = drawnRound(reserves);
    applicantsApiDouble.applicants = list;
    renderWithProviders(<ApplicantsPanel roundId={1} roundTitle="2026년 1차" />);
  }
  const drawnList = () => [
    applicant(1, { winningState: '당첨' }),
    applicant(2, { winningState: '예비 1' }),
    applicant(3, { winningState: '예비 2' }),
    applicant(4, { winningState: '미당첨' }),
  ];

  test('when a drawn round is shown, then the screen says its states change only through the review and 예비 호출', () => {
    renderDrawn(drawnList());
    expect(screen.getByRole('region', { name: '추첨' })).toHaveTextContent('추첨 완료');
    expect(screen.getByText(/추첨 뒤에는 이 화면에서 당첨 상태를 바꿀 수 없습니다/)).toHaveTextContent(
      "빈자리는 '예비 호출'로 같은 공급유형의 다음 예비자에게 갑니다.",
    );
  });

  test('when a drawn round is shown, then no row has an editor and there is no save: each row offers a 정정 요청 beside its result', () => {
    renderDrawn(drawnList());
    expect(screen.queryByRole('combobox', { name: /당첨 상태/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /신청자2/ });
    expect(within(row).getByText('예비 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '신청자2 추첨 결과 정정 요청' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { name: '정정 요청' })).toBeInTheDocument();
    expect(screen.getByText('확인을 기다리는 정정 요청이 없습니다.')).toBeInTheDocument();
  });

  test('when a review-only admin reads a drawn round, then each result shows without a 정정 요청 and the draw panel has no 추첨 실행', () => {
    applicantsApiDouble.roles = ['review'];
    renderDrawn(drawnList());
    const row = screen.getByRole('row', { name: /신청자2/ });
    expect(within(row).getByText('예비 1')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /추첨 결과 정정 요청/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '추첨 실행' })).not.toBeInTheDocument();
  });

  test('when a 정정 요청 is opened, then the keyboard is at its first field, the reason says it is public, a short reason is refused and a good one is sent', async () => {
    correctionsApiDouble.propose.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    renderDrawn(drawnList());
    await userEvent.click(screen.getByRole('button', { name: '신청자1 추첨 결과 정정 요청' }));
    const form = screen.getByRole('form', { name: /추첨 결과 정정 요청: 신청자1/ });
    const reason = within(form).getByRole('textbox', { name: '정정 사유 (공개)' });
    expect(within(form).getByRole('combobox', { name: '새 결과' })).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(correctionMessages.reasonPublic);
    // a winner's correction starts on 미당첨: never on the result the applicant has
    expect(within(form).getByRole('combobox', { name: '새 결과' })).toHaveDisplayValue('미당첨');
    await userEvent.type(reason, '짧은 사유');
    await userEvent.click(within(form).getByRole('button', { name: '요청' }));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(
      `${correctionMessages.reasonPublic} ${correctionMessages.reasonLength}`,
    );
    expect(correctionsApiDouble.propose).not.toHaveBeenCalled();
    await userEvent.type(reason, '입니다. 추첨 프로그램의 동점 처리 오류가 확인되었습니다.');
    await userEvent.click(within(form).getByRole('button', { name: '요청' }));
    expect(correctionsApiDouble.propose).toHaveBeenCalledWith({
      roundId: 1,
      applicantId: 1,
      body: { result: '미당첨', reason: '짧은 사유입니다. 추첨 프로그램의 동점 처리 오류가 확인되었습니다.' },
    });
    expect(screen.queryByRole('form', { name: /추첨 결과 정정 요청/ })).not.toBeInTheDocument();
    expect(screen.getByText(/정정 요청\(미당첨\)을 올렸습니다/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: '정정 요청' })).toHaveFocus();
  });

  test('when 예비 is chosen without its number, then the number is named wrong with the focus and nothing is sent', async () => {
    renderDrawn(drawnList());
    await userEvent.click(screen.getByRole('button', { name: '신청자4 추첨 결과 정정 요청' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '새 결과' }), '예비');
    await userEvent.type(screen.getByRole('textbox', { name: '정정 사유 (공개)' }), '가'.repeat(20));
    await userEvent.click(screen.getByRole('button', { name: '요청' }));
    const number = screen.getByRole('spinbutton', { name: '새 예비 순번' });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(correctionMessages.resultInvalid);
    expect(screen.getByRole('combobox', { name: '새 결과' })).not.toHaveAttribute('aria-invalid');
    expect(correctionsApiDouble.propose).not.toHaveBeenCalled();
  });

  test('when a 정정 요청 is cancelled, then the keyboard goes back to the row it came from', async () => {
    renderDrawn(drawnList());
    const open = screen.getByRole('button', { name: '신청자3 추첨 결과 정정 요청' });
    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(open).toHaveFocus();
  });

  test('when the server refuses a proposal, then its message takes the focus', async () => {
    correctionsApiDouble.propose.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, data: { message: changeMessages.reserveHeld(2) } }),
    });
    renderDrawn(drawnList());
    await userEvent.click(screen.getByRole('button', { name: '신청자4 추첨 결과 정정 요청' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '새 결과' }), '예비');
    await userEvent.type(screen.getByRole('spinbutton', { name: '새 예비 순번' }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: '정정 사유 (공개)' }), '가'.repeat(20));
    await userEvent.click(screen.getByRole('button', { name: '요청' }));
    expect(correctionsApiDouble.propose.mock.calls[0]![0].body.result).toBe('예비 2');
    expect(screen.getByRole('alert')).toHaveTextContent(changeMessages.reserveHeld(2));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  test('when a proposal waits, then its proposer cannot confirm it and is told why, and may withdraw it', () => {
    correctionsApiDouble.corrections = pendingCorrection(true);
    renderDrawn(drawnList());
    const own = screen.getByRole('button', { name: '20261-0001-Q9 정정 확인' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('다른 관리자가 확인해야 합니다');
    expect(screen.getByText('20261-0001-Q9 (신청자1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '20261-0001-Q9 정정 요청 철회' })).toBeEnabled();
  });

  test('when another admin confirms, then the call is made and the outcome is read out at the section', async () => {
    correctionsApiDouble.corrections = pendingCorrection(false);
    correctionsApiDouble.confirm.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    renderDrawn(drawnList());
    await userEvent.click(screen.getByRole('button', { name: '20261-0001-Q9 정정 확인' }));
    expect(correctionsApiDouble.confirm).toHaveBeenCalledWith({ roundId: 1, correctionId: 7 });
    expect(screen.getByText(/20261-0001-Q9의 결과를 당첨에서 미당첨\(으\)로 정정했습니다/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: '정정 요청' })).toHaveFocus();
  });

  test('when the server refuses a save with 409, then its message is shown, not a generic failure', async () => {
    applicantsApiDouble.draw = undefined;
    save.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, data: { message: changeMessages.reserveHeld(1) } }),
    });
    renderPanel([applicant(1)]);
    await userEvent.selectOptions(stateSelect('신청자1'), '당첨');
    await userEvent.click(saveButton());
    expect(alert).toHaveBeenCalledWith(changeMessages.reserveHeld(1));
  });
});

const pendingCorrection = (proposedByYou: boolean): Corrections => ({
  roundId: 1,
  pending: [
    {
      id: 7,
      applicantId: 1,
      receiptNumber: '20261-0001-Q9',
      supplyType: 'GENERAL-15',
      from: '당첨',
      to: '미당첨',
      reason: '추첨 프로그램의 동점 처리 오류가 확인되었습니다.',
      status: 'pending',
      proposedBy: 'admin',
      proposedAt: '2026-03-12T01:00:00Z',
      confirmedBy: null,
      confirmedAt: null,
      withdrawnBy: null,
      withdrawnAt: null,
      proposedByYou,
    },
  ],
  past: [],
});

function drawnRound(reserves: number): RoundDrawInfo {
  return {
    roundId: 1,
    title: '2026년 1차',
    closed: true,
    startTs: '2026-04-01T00:00:00Z',
    endTs: '2026-04-30T00:00:00Z',
    plan: { beacon: null, witnessedDigits: 6 },
    planText: '명단 확정 후 참관인 앞에서 추첨한 6자리 숫자로 추첨합니다.',
    supply: { 'GENERAL-15': { winners: 1, reserves } },
    method: 'draw/v1',
    planWarning: null,
    history: [
      {
        kind: 'freeze',
        at: '2026-03-11T00:00:00Z',
        listDigest: 'ab',
        commitmentDigest: null,
        freeze: 1,
        method: 'draw/v1',
      },
    ],
    frozen: {
      at: '2026-03-11T00:00:00Z',
      listDigest: 'ab',
      list: [],
      commitment: null,
      commitmentDigest: null,
    },
    competition: [],
    beacon: null,
    witnessed: { number: '123456', at: '2026-03-11T01:00:00Z', by: ['a', 'b'], place: '회의실' },
    witnessPending: null,
    witnesses: [],
    revealUntil: null,
    draw: {
      drawnAt: '2026-03-11T02:00:00Z',
      seed: 'cd',
      inputs: {
        chainHash: '',
        beaconRound: 0,
        beaconRandomness: '',
        witnessedNumber: '123456',
        listDigest: 'ab',
      },
      results: {},
    },
    amendments: [],
    amendmentsFile: null,
    changed: {},
  };
}
