import { applicantsApiDouble } from './mocks/applicants-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { APPLICANT_PICKER_SIZE } from '@portal/shared-types/applicants/applicant-page.schema';
import {
  ApplicantPicker,
  PICKER_EMPTY_SEARCH,
  pickerStatus,
} from '../src/features/applicants/applicant-picker';
import { applicant } from './support/applicants';

/** The picker as the messages section holds it: the chosen applicant is the section's. */
function Section() {
  const [chosen, setChosen] = useState<Applicant | null>(null);
  return <ApplicantPicker roundId={1} chosen={chosen} onChoose={setChosen} />;
}

const box = () => screen.getByRole('searchbox', { name: '신청자 찾기' });

beforeEach(() => {
  applicantsApiDouble.asked = [];
  applicantsApiDouble.failed = false;
  // a big round: one element per applicant would be 500 here (100,000 in the issue)
  applicantsApiDouble.applicants = Array.from({ length: 500 }, (_, index) => applicant(index + 1));
});

describe('the messages section applicant picker', () => {
  test('when nothing is searched yet, then the server is not asked and no applicant is listed', () => {
    render(<Section />);
    expect(box()).toBeInTheDocument();
    expect(applicantsApiDouble.asked).toEqual([]);
    expect(screen.queryByRole('list', { name: '찾은 신청자' })).not.toBeInTheDocument();
  });

  test('when 찾기 is pressed with nothing typed, then the live region says what to type and the server is not asked', async () => {
    render(<Section />);
    await userEvent.type(box(), '   {Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(PICKER_EMPTY_SEARCH);
    expect(applicantsApiDouble.asked).toEqual([]);
    await userEvent.type(box(), '신청자1{Enter}');
    expect(screen.getByRole('status')).not.toHaveTextContent(PICKER_EMPTY_SEARCH);
  });

  test('when a name is searched, then the server answers at most 20 matches, said in the live region, each a button', async () => {
    render(<Section />);
    await userEvent.type(box(), '신청자1{Enter}');
    expect(applicantsApiDouble.asked.at(-1)).toEqual({
      roundId: 1,
      page: 1,
      size: APPLICANT_PICKER_SIZE,
      search: '신청자1',
    });
    const found = screen.getByRole('list', { name: '찾은 신청자' });
    expect(within(found).getAllByRole('button')).toHaveLength(APPLICANT_PICKER_SIZE);
    // 신청자1, 10..19, 100..199: 111 in all
    expect(screen.getByRole('status')).toHaveTextContent(pickerStatus(20, 111));
    expect(box()).toHaveAccessibleDescription(pickerStatus(20, 111));
  });

  test('when a 접수번호 is searched and its button pressed by keyboard, then that applicant is chosen', async () => {
    render(<Section />);
    const wanted = applicantsApiDouble.applicants[41]!;
    await userEvent.type(box(), `${wanted.receiptNumber}{Enter}`);
    expect(screen.getByRole('status')).toHaveTextContent('1명을 찾았습니다.');
    const button = screen.getByRole('button', { name: `${wanted.receiptNumber} ${wanted.name}` });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(`선택한 신청자: ${wanted.receiptNumber} ${wanted.name}`)).toBeInTheDocument();
  });

  test('when nobody matches or the search fails, then the live region says so', async () => {
    render(<Section />);
    await userEvent.type(box(), '없는사람{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('찾는 신청자가 없습니다.');
    applicantsApiDouble.failed = true;
    await userEvent.clear(box());
    await userEvent.type(box(), '신청자2{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('신청자 목록을 불러오지 못했습니다');
  });
});
