import { afterDrawApiDouble as double } from './mocks/after-draw-api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type { ApplicantReview as Review } from '@portal/shared-types/after-draw/after-draw.schema';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import { ApplicantReview } from '../src/features/review/applicant-review';

// far enough ahead of any day the tests run on
const DEADLINE = '2099-06-10T14:59:59.999Z';
const review = (extra: Partial<Review> = {}): Review => ({
  applicantId: 7,
  roundId: 1,
  receiptNumber: 'R-7',
  name: '김가람',
  supplyType: 'GENERAL-15',
  resultLabel: '예비 2 → 당첨(추가)',
  state: 'documentsRequested',
  stateLabel: '당첨(추가, 서류 요청)',
  stage: 'requested',
  stageLabel: '제출 대기',
  deadline: DEADLINE,
  ownDeadline: DEADLINE,
  late: false,
  submittedAt: null,
  decision: null,
  givenUpAt: null,
  contractDoneAt: null,
  checklist: [],
  objection: null,
  ...extra,
});

const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
const show = (value: Review) => {
  double.review = value;
  // a 소명's files open through the admin's session, which lives in the store
  render(
    <Provider store={makeStore()}>
      <ApplicantReview roundId={1} applicantId={7} />
    </Provider>,
  );
};

beforeEach(() => {
  double.decide.mockReset();
  double.extend.mockReset();
  confirm.mockClear();
});

describe('부적격 before the deadline', () => {
  test('when 부적격 is chosen while the applicant may still upload, then the screen says why a reason is needed and asks for it', async () => {
    show(review());
    expect(screen.queryByLabelText(/기다릴 수 없는 이유/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '부적격' }));
    await userEvent.type(screen.getByLabelText(/^사유/), '소득 기준 초과');
    const urgent = screen.getByLabelText('기다릴 수 없는 이유 (필수, 5~300자)');
    expect(urgent).toHaveAccessibleDescription(/2099-06-10 오후 11:59\)까지 아직 서류를 올릴 수 있습니다/);

    await userEvent.click(screen.getByRole('button', { name: '결정 저장' }));
    expect(screen.getByRole('alert')).toHaveTextContent(changeMessages.urgentReasonRequired(DEADLINE));
    expect(double.decide).not.toHaveBeenCalled();

    double.decide.mockReturnValue({ unwrap: () => Promise.resolve(review()) });
    await userEvent.type(urgent, '본인이 서면으로 포기 의사를 밝혔습니다.');
    await userEvent.click(screen.getByRole('button', { name: '결정 저장' }));
    expect(double.decide).toHaveBeenCalledWith({
      roundId: 1,
      applicantId: 7,
      body: {
        eligible: false,
        reason: '소득 기준 초과',
        urgentReason: '본인이 서면으로 포기 의사를 밝혔습니다.',
      },
    });
  });

  test('when the documents are in, then 부적격 asks for no urgent reason', async () => {
    show(
      review({ state: 'submitted', stateLabel: '서류 제출', stage: 'submitted', stageLabel: '제출 완료' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: '부적격' }));
    expect(screen.queryByLabelText(/기다릴 수 없는 이유/)).not.toBeInTheDocument();
  });

  test('when a decision was made before the deadline, then its urgent reason is shown to admins', () => {
    show(
      review({
        state: 'ineligible',
        stateLabel: '부적격',
        stage: 'ineligible',
        stageLabel: '부적격',
        decision: {
          eligible: false,
          reason: '소득 기준 초과',
          urgentReason: '본인이 서면으로 포기 의사를 밝혔습니다.',
          by: 'admin',
          at: '2099-06-01T01:00:00Z',
        },
      }),
    );
    expect(screen.getByText('기한 전 결정 이유').nextElementSibling).toHaveTextContent(
      '본인이 서면으로 포기 의사를 밝혔습니다.',
    );
  });
});

describe('적격 여부 결정', () => {
  test('when 결정 저장 is pressed with no choice, then the choice is named wrong and focused, and nothing is sent', async () => {
    show(review());
    await userEvent.click(screen.getByRole('button', { name: '결정 저장' }));
    const eligible = screen.getByRole('radio', { name: '적격' });
    await waitFor(() => expect(eligible).toHaveFocus());
    expect(eligible).toHaveAccessibleDescription('적격 여부를 선택해 주세요.');
    expect(double.decide).not.toHaveBeenCalled();
  });

  test('when 부적격 has no reason, then the reason is named wrong and focused', async () => {
    show(
      review({ state: 'submitted', stateLabel: '서류 제출', stage: 'submitted', stageLabel: '제출 완료' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: '부적격' }));
    await userEvent.click(screen.getByRole('button', { name: '결정 저장' }));
    const reason = screen.getByLabelText(/^사유/);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription('부적격 사유를 입력해 주세요.');
    expect(double.decide).not.toHaveBeenCalled();
  });

  test('when 적격 is confirmed, then the parsed decision is sent', async () => {
    double.decide.mockReturnValue({ unwrap: () => Promise.resolve(review()) });
    show(review());
    await userEvent.click(screen.getByRole('radio', { name: '적격' }));
    await userEvent.type(screen.getByLabelText(/^사유/), '  ');
    await userEvent.click(screen.getByRole('button', { name: '결정 저장' }));
    expect(confirm).toHaveBeenCalledWith('적격으로 결정합니다. 결정은 되돌릴 수 없습니다.');
    expect(double.decide).toHaveBeenCalledWith({ roundId: 1, applicantId: 7, body: { eligible: true } });
  });
});

describe('보완 요청', () => {
  const withFile = () =>
    review({
      checklist: [
        {
          item: 'idCard',
          label: '신분증',
          note: '',
          required: true,
          files: [
            {
              id: 5,
              item: 'idCard',
              name: '신분증.pdf',
              size: 1024,
              contentType: 'application/pdf',
              state: 'uploaded',
              reason: null,
              uploadedAt: '2099-06-01T01:00:00Z',
            },
          ],
        },
      ],
    });

  beforeEach(() => double.markFile.mockReset());

  test('when sent without a reason, then the reason is named wrong and focused, and nothing is sent', async () => {
    show(withFile());
    await userEvent.click(screen.getByRole('button', { name: '신분증.pdf 보완 요청' }));
    const fix = screen.getByRole('form', { name: '신분증.pdf 보완 요청' });
    await userEvent.click(within(fix).getByRole('button', { name: '보완 요청 보내기' }));
    const reason = within(fix).getByLabelText('보완 요청 사유 (필수)');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription('보완 요청 사유를 입력해 주세요.');
    expect(double.markFile).not.toHaveBeenCalled();
  });

  test('when sent with a reason and a new deadline, then the mark carries them in Seoul time and the form closes', async () => {
    double.markFile.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    show(withFile());
    await userEvent.click(screen.getByRole('button', { name: '신분증.pdf 보완 요청' }));
    const fix = screen.getByRole('form', { name: '신분증.pdf 보완 요청' });
    await userEvent.type(within(fix).getByLabelText('보완 요청 사유 (필수)'), ' 뒷자리를 가려 주세요. ');
    fireEvent.change(within(fix).getByLabelText('새 제출 기한 (선택)'), {
      target: { value: '2099-06-20T18:00' },
    });
    await userEvent.click(within(fix).getByRole('button', { name: '보완 요청 보내기' }));
    expect(double.markFile).toHaveBeenCalledWith({
      roundId: 1,
      applicantId: 7,
      fileId: 5,
      body: { state: 'supplement', reason: '뒷자리를 가려 주세요.', deadline: '2099-06-20T18:00:00+09:00' },
    });
    await waitFor(() => expect(fix).not.toBeInTheDocument());
  });
});

describe('기한 연장', () => {
  const newDeadline = (local: string) =>
    fireEvent.change(screen.getByLabelText('새 제출 기한'), { target: { value: local } });

  test('when the new deadline is earlier than the current one, then it is refused with the current one named and nothing is sent', async () => {
    show(review());
    newDeadline('2099-06-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: '기한 연장' }));
    expect(screen.getByRole('alert')).toHaveTextContent(changeMessages.deadlineNotLater(DEADLINE));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '기한은 앞당길 수 없습니다. 지금 기한(2099-06-10 오후 11:59)보다 뒤의 시각을 고르세요.',
    );
    expect(double.extend).not.toHaveBeenCalled();
  });

  test('when no new deadline is given, then that field is named wrong and focused, and nothing is sent', async () => {
    show(review());
    await userEvent.click(screen.getByRole('button', { name: '기한 연장' }));
    const deadline = screen.getByLabelText('새 제출 기한');
    await waitFor(() => expect(deadline).toHaveFocus());
    expect(deadline).toHaveAccessibleDescription('새 제출 기한을 입력해 주세요.');
    expect(double.extend).not.toHaveBeenCalled();
  });

  test('when the server refuses an extension, then its message shows', async () => {
    show(review());
    double.extend.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 409, data: { message: changeMessages.deadlineNotLater(DEADLINE) } }),
    });
    newDeadline('2099-06-20T18:00');
    await userEvent.click(screen.getByRole('button', { name: '기한 연장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('기한은 앞당길 수 없습니다.');
  });

  test('when the deadline is moved later, then the screen says until when and that the applicant was told', async () => {
    show(review());
    const later = '2099-06-20T09:00:00.000Z';
    double.extend.mockReturnValue({
      unwrap: () => Promise.resolve(review({ deadline: later, ownDeadline: later })),
    });
    newDeadline('2099-06-20T18:00');
    await userEvent.click(screen.getByRole('button', { name: '기한 연장' }));
    expect(double.extend).toHaveBeenCalledWith({
      roundId: 1,
      applicantId: 7,
      body: { deadline: '2099-06-20T18:00:00+09:00', reason: undefined },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '기한을 2099-06-20 오후 6:00까지 연장했습니다. 신청자에게 안내를 보냈습니다.',
    );
  });
});

describe('처리 이력', () => {
  afterEach(() => {
    double.history = [];
  });

  test('when the applicant has moves, then a table with a caption lists them oldest first, in Korean only', () => {
    double.history = [
      {
        move: 'lapsed',
        label: '기한 경과',
        actor: '(시스템)',
        reason: '서류 제출 기한 경과',
        detail: { deadline: DEADLINE },
        at: '2099-06-11T00:00:00.000Z',
      },
      {
        move: 'deadlineExtended',
        label: '기한 연장',
        actor: 'test-admin',
        reason: null,
        detail: {},
        at: '2099-06-12T01:30:00.000Z',
      },
    ];
    show(review());
    const table = screen.getByRole('table', { name: '처리 이력 (오래된 순, 2건)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '일시처리처리자사유',
      '2099-06-11 오전 9:00기한 경과(시스템)서류 제출 기한 경과',
      '2099-06-12 오전 10:30기한 연장test-admin–',
    ]);
    expect(table).not.toHaveTextContent(/lapsed|deadlineExtended/);
  });

  test('when nothing happened yet, then the section says so', () => {
    show(review());
    expect(screen.getByRole('heading', { name: '처리 이력' })).toBeInTheDocument();
    expect(screen.getByText('추첨 후 처리된 일이 없습니다.')).toBeInTheDocument();
  });
});

describe('소명 in the review', () => {
  const ineligible = (objection: Review['objection']) =>
    review({
      state: 'ineligible',
      stateLabel: '부적격',
      stage: 'ineligible',
      stageLabel: '부적격',
      decision: {
        eligible: false,
        reason: '소득 기준 초과',
        urgentReason: null,
        by: 'admin',
        at: '2099-06-01T01:00:00Z',
      },
      objection,
    });
  const filed = {
    at: '2099-06-02T01:00:00.000Z',
    text: '배우자의 소득이 잘못 합산되었습니다.',
    files: [{ id: 41, name: '정정 증빙.pdf', size: 2048, contentType: 'application/pdf' }],
    outcome: null,
    outcomeReason: null,
    decidedAt: null,
  };

  beforeEach(() => double.decideObjection.mockReset());

  test('when a 소명 waits, then its text, file and filing time are shown with 인용/기각, a reason and 결정', async () => {
    show(ineligible({ deadline: '2099-06-08T14:59:59.999Z', canFile: false, filed }));
    const section = screen.getByRole('region', { name: '소명(이의신청)' });
    expect(section).toHaveTextContent('배우자의 소득이 잘못 합산되었습니다.');
    expect(section).toHaveTextContent('2099-06-02 오전 10:00');
    expect(section).toHaveTextContent('검토 중');
    expect(screen.getByRole('button', { name: '정정 증빙.pdf 새 탭에서 열기' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '결정' }));
    const upheld = screen.getByRole('radio', { name: '인용 (부적격 취소)' });
    await waitFor(() => expect(upheld).toHaveFocus());
    expect(upheld).toHaveAccessibleDescription('인용 또는 기각을 선택해 주세요.');
    await userEvent.click(screen.getByRole('radio', { name: '기각 (부적격 유지)' }));
    await userEvent.click(screen.getByRole('button', { name: '결정' }));
    const reason = screen.getByLabelText(/^결정 사유/);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription('결정 사유는 5자 이상 500자 이내로 입력해 주세요.');
    expect(double.decideObjection).not.toHaveBeenCalled();

    double.decideObjection.mockReturnValue({ unwrap: () => Promise.resolve(review()) });
    await userEvent.type(screen.getByLabelText(/^결정 사유/), '정정 서류로도 소득 기준을 넘습니다.');
    await userEvent.click(screen.getByRole('button', { name: '결정' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('기각합니다'));
    expect(double.decideObjection).toHaveBeenCalledWith({
      roundId: 1,
      applicantId: 7,
      body: { upheld: false, reason: '정정 서류로도 소득 기준을 넘습니다.' },
    });
  });

  test('when the 소명 was decided, then its outcome and reason show and no decision is offered', () => {
    show(
      ineligible({
        deadline: '2099-06-08T14:59:59.999Z',
        canFile: false,
        filed: {
          ...filed,
          outcome: 'rejected',
          outcomeReason: '소득 기준 초과 확인',
          decidedAt: '2099-06-03T01:00:00Z',
        },
      }),
    );
    const section = screen.getByRole('region', { name: '소명(이의신청)' });
    expect(section).toHaveTextContent('기각');
    expect(section).toHaveTextContent('사유: 소득 기준 초과 확인');
    expect(within(section).queryByRole('button', { name: '결정' })).not.toBeInTheDocument();
  });

  test('when the window is still open and nothing was filed, then the admin reads so', () => {
    show(ineligible({ deadline: '2099-06-08T14:59:59.999Z', canFile: true, filed: null }));
    const section = screen.getByRole('region', { name: '소명(이의신청)' });
    expect(section).toHaveTextContent('2099-06-08 오후 11:59까지');
    expect(section).toHaveTextContent('접수 전 (소명 기간 중)');
  });
});
