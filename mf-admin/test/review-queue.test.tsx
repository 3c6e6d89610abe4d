import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewQueue } from '@portal/shared-types/after-draw/after-draw.schema';
import { APPLICANT_SEARCH_MAX } from '@portal/shared-types/applicants/applicant-page.schema';
import { ReviewQueueTable } from '../src/features/review/review-queue';

type Entry = ReviewQueue['entries'][number];
const entry = (applicantId: number, name: string, extra: Partial<Entry>): Entry => ({
  applicantId,
  receiptNumber: `R-${applicantId}`,
  name,
  supplyType: 'GENERAL-15',
  resultLabel: '당첨',
  state: 'documentsRequested',
  stateLabel: '당첨(서류 요청)',
  vacated: false,
  stage: 'requested',
  stageLabel: '제출 대기',
  deadline: '2026-04-10T14:59:59.999Z',
  late: false,
  needsFix: false,
  givenUp: false,
  contractDone: false,
  fileCount: 0,
  ...extra,
});
const zero = {
  total: 3,
  requested: 1,
  submitted: 0,
  inReview: 0,
  supplement: 1,
  eligible: 0,
  ineligible: 0,
  late: 1,
  current: 2,
  vacated: 1,
  givenUp: 0,
  contractDone: 0,
};
const QUEUE: ReviewQueue = {
  roundId: 2,
  roundTitle: '상반기 모집',
  documentsDeadline: null,
  counts: zero,
  entries: [
    entry(1, '김가람', { late: true, state: 'lapsed', stateLabel: '기한 경과', vacated: true }),
    entry(2, '이나래', {
      state: 'supplement',
      stateLabel: '보완 요청',
      stage: 'supplement',
      stageLabel: '보완 요청',
      needsFix: true,
    }),
    entry(3, '박다온', {
      resultLabel: '예비 2 → 당첨(추가)',
      state: 'contractDone',
      stateLabel: '계약 완료',
      stage: 'eligible',
      stageLabel: '적격',
      contractDone: true,
    }),
  ],
};

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('ReviewQueueTable', () => {
  it('when shown, then stage and flags are words in their columns, not colours', () => {
    render(<ReviewQueueTable queue={QUEUE} selectedId={null} onSelect={jest.fn()} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // the state now, then the flag: 기한 경과 is both
    expect(within(rows[1]!).getAllByText('기한 경과')).toHaveLength(2);
    expect(screen.getByText(/당첨자 2 · 제외 1/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('보완 필요')).toBeInTheDocument();
    expect(within(rows[3]!).getAllByText('계약 완료')).toHaveLength(2);
    expect(within(rows[3]!).getByText('예비 2 → 당첨(추가)')).toBeInTheDocument();
  });

  it('when filtered by stage, lateness, a needed fix or a name, then only those rows stay, and 검토 names whom it opens', async () => {
    const onSelect = jest.fn();
    render(<ReviewQueueTable queue={QUEUE} selectedId={null} onSelect={onSelect} />);
    await userEvent.selectOptions(screen.getByLabelText('단계'), '적격');
    expect(names()).toEqual(['박다온']);
    await userEvent.selectOptions(screen.getByLabelText('단계'), '');
    await userEvent.click(screen.getByLabelText('기한 경과만'));
    expect(names()).toEqual(['김가람']);
    await userEvent.click(screen.getByLabelText('기한 경과만'));
    await userEvent.click(screen.getByLabelText('보완 필요만'));
    expect(names()).toEqual(['이나래']);
    await userEvent.click(screen.getByLabelText('보완 필요만'));
    await userEvent.type(screen.getByLabelText('이름 또는 접수번호'), '없는사람');
    expect(screen.getByText('조건에 맞는 대상이 없습니다.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('이름 또는 접수번호'));
    await userEvent.click(screen.getByRole('button', { name: 'R-2 이나래 검토' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('when the name or 접수번호 is too long, then its rule says so beside it as typed, nothing matches, a submit brings the focus back to it, and a right one filters again', async () => {
    render(<ReviewQueueTable queue={QUEUE} selectedId={null} onSelect={jest.fn()} />);
    const text = screen.getByLabelText('이름 또는 접수번호');
    await userEvent.type(text, '  이나래  ');
    expect(names()).toEqual(['이나래']);

    await userEvent.clear(text);
    await userEvent.type(text, '가'.repeat(APPLICANT_SEARCH_MAX + 1));
    const message = `검색어는 ${APPLICANT_SEARCH_MAX}자 이하로 입력하세요.`;
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(message);
    expect(screen.getByText('조건에 맞는 대상이 없습니다.')).toBeInTheDocument();

    // Enter in the field submits the filter's form; the kit moves the focus to the wrong field
    await userEvent.click(screen.getByLabelText('기한 경과만'));
    expect(text).not.toHaveFocus();
    fireEvent.submit(screen.getByRole('group', { name: '검토 대상 거르기' }));
    await waitFor(() => expect(text).toHaveFocus());
    expect(screen.getByText(message)).toBeInTheDocument();

    await userEvent.type(text, '{Backspace}');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByText('조건에 맞는 대상이 없습니다.')).toBeInTheDocument();
    await userEvent.clear(text);
    expect(names()).toEqual(['김가람']);
  });
});
