import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { AlreadyApplied } from '../src/components/already-applied/already-applied';

const applicant: Applicant = {
  id: 7,
  name: '김중복',
  phoneNumber: '01033334444',
  subscriptionType: 'GENERAL-30',
  subscriptionUid: 2,
  createdAt: '2026-11-20T01:30:00.000Z',
  winningState: null,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
  receiptNumber: '2026-2-CYBP-07',
};

describe('AlreadyApplied', () => {
  it('says the person applied, with the 접수번호 and the link to the lookup, and takes the focus', async () => {
    const onSwitchPerson = jest.fn();
    render(
      <MemoryRouter>
        <AlreadyApplied
          applicant={applicant}
          roundTitle="2026년 하반기 입주자 모집"
          onSwitchPerson={onSwitchPerson}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: '이미 신청하셨습니다' });
    expect(heading).toHaveFocus();
    const region = screen.getByRole('region', { name: '이미 신청하셨습니다' });
    expect(region).toHaveTextContent('김중복님은 2026년 하반기 입주자 모집에');
    expect(region).toHaveTextContent('접수번호2026-2-CYBP-07');
    expect(screen.getByRole('link', { name: '청약 신청 조회' })).toHaveAttribute('href', '/inquiry');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '다른 사람으로 인증' }));
    expect(onSwitchPerson).toHaveBeenCalledTimes(1);
  });
});
