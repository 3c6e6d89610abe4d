import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EligibilityCheck } from '../src/features/requirement/eligibility-check/eligibility-check';

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('EligibilityCheck', () => {
  it('when a single 25-year-old within the limits checks, then both 15 supplies and the tiers are shown with reasons', async () => {
    const user = userEvent.setup();
    render(<EligibilityCheck />);
    await fill(user, { '만 나이': '25', '가구 월평균소득': '3,500,000', '본인 자산 총액': '10000000' });
    await user.selectOptions(screen.getByLabelText('현재 거주지'), '그 밖의 서울특별시');
    await user.click(screen.getByRole('button', { name: '자격 확인하기' }));
    expect(screen.getByText('15 TYPE (25.01㎡) 청년 일반공급')).toBeInTheDocument();
    expect(screen.getByText('15 TYPE (25.01㎡) 청년 특별공급')).toBeInTheDocument();
    expect(screen.queryByText('30 TYPE (50.02㎡) 청년·신혼부부 일반공급')).not.toBeInTheDocument();
    expect(screen.getByText('1순위')).toBeInTheDocument();
    expect(screen.getByText('2순위 (그 밖의 서울특별시)')).toBeInTheDocument();
    expect(screen.getByText('나이 요건(만 19~39세)을 충족합니다.')).toBeInTheDocument();
  });

  it('when married more than seven years ago, then no supply type is offered and the reason says why', async () => {
    const user = userEvent.setup();
    render(<EligibilityCheck />);
    await user.click(screen.getByRole('radio', { name: '기혼' }));
    await fill(user, { '만 나이': '35', '가구 월평균소득': '0', '본인 자산 총액': '0' });
    const date = screen.getByLabelText('혼인신고일');
    await user.type(date, '2010-01-01');
    await user.click(screen.getByRole('button', { name: '자격 확인하기' }));
    expect(screen.getByText('입력하신 조건으로는 신청할 수 있는 공급유형이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText(/신혼부부에 해당하지 않고/)).toBeInTheDocument();
  });

  it('when required figures are missing, then the form lists what to fill in', async () => {
    const user = userEvent.setup();
    render(<EligibilityCheck />);
    await user.click(screen.getByRole('button', { name: '자격 확인하기' }));
    expect(screen.getByText('만 나이를 숫자로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('가구 월평균소득을 숫자(원)로 입력해 주세요.')).toBeInTheDocument();
  });
  it('when 기혼 is chosen, then the marriage date is asked, and it keeps what was typed while another status is chosen', async () => {
    const user = userEvent.setup();
    render(<EligibilityCheck />);
    expect(screen.getByLabelText('혼인신고일')).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: '기혼' }));
    await user.type(screen.getByLabelText('혼인신고일'), '2024-03-02');
    await user.click(screen.getByRole('radio', { name: '미혼' }));
    expect(screen.getByLabelText('혼인신고일')).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: '기혼' }));
    expect(screen.getByLabelText('혼인신고일')).toBeVisible();
    expect(screen.getByLabelText('혼인신고일')).toHaveValue('2024-03-02');
    await user.click(screen.getByRole('button', { name: '자격 확인하기' }));
    expect(screen.queryByText('혼인신고일을 입력해 주세요.')).not.toBeInTheDocument();
  });
});
