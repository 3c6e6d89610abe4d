import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantSubmission } from '@portal/shared-types/applicants';
import type { IdentityResult } from '@portal/shared-types/identity';
import { ApplyForm } from '../src/features/apply/apply-form';
import { APPLY_RULES } from '../src/features/apply/apply-rules';

const verified: IdentityResult = { name: '홍길동', phone: '01098765432', verificationToken: 'token-1' };
const SUPPLY_TYPES = ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'];

function renderForm(verification: IdentityResult | null = verified, onSubmit = jest.fn(async () => {})) {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  render(
    <ApplyForm
      verification={verification}
      roundId={7}
      supplyTypes={SUPPLY_TYPES}
      submitLabel="청약 신청하기"
      onSubmit={onSubmit}
    />,
  );
  return { alert, onSubmit, submit: screen.getByRole('button', { name: '청약 신청하기' }) };
}

afterEach(() => jest.restoreAllMocks());

describe('ApplyForm', () => {
  it('shows the verified name and phone read-only, the supply types as a group and the four rules', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('홍길동');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveAttribute('readOnly');
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue('010-9876-5432');
    const group = screen.getByRole('group', { name: /공급유형/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: '15평 청년 특별공급' })).toBeRequired();
    for (const rule of APPLY_RULES) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /소득순위/ })).not.toBeInTheDocument();
  });

  it('when nobody is verified, then submit says phone verification is required first, even with everything else set', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm(null);
    await user.click(screen.getByRole('radio', { name: '15평 청년 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('휴대폰 본인인증이 필요합니다.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when submitted step by step, then the messages come in the order of spec section 5 and only a full form is sent', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm();

    await user.click(screen.getByRole('radio', { name: '15평 청년 특별공급' }));
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('개인정보 수집 및 이용에 동의해 주세요.');

    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('모든 특별공급 항목을 선택해 주세요.');

    await user.click(
      within(screen.getByRole('group', { name: /소득순위/ })).getByRole('radio', { name: /^2순위/ }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /지역순위/ })).getByRole('radio', { name: /^1순위/ }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /차량 소유/ })).getByRole('radio', { name: '무' }),
    );
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('모든 특별공급 항목을 선택해 주세요.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('group', { name: /자산 기준/ })).getByRole('radio', { name: '충족' }),
    );
    await user.click(submit);
    expect(alert).toHaveBeenCalledTimes(3);
    expect(onSubmit).toHaveBeenCalledWith({
      name: '홍길동',
      phone: '01098765432',
      supplyType: 'SPECIAL-15',
      supplyUid: 7,
      isConsentStatus: true,
      income: 2,
      regional: 1,
      car: false,
      assetBasis: true,
    } satisfies ApplicantSubmission);
  });

  it('when consent is given but no supply type chosen, then it asks for the supply type', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('공급유형을 선택해 주세요.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when special answers were given and the type changes to general, then they are sent as null', async () => {
    const user = userEvent.setup();
    const { onSubmit, submit } = renderForm();
    await user.click(screen.getByRole('radio', { name: '15평 청년 특별공급' }));
    await user.click(
      within(screen.getByRole('group', { name: /소득순위/ })).getByRole('radio', { name: /^3순위/ }),
    );
    await user.click(screen.getByRole('radio', { name: '30평 청년·신혼부부 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        supplyType: 'GENERAL-30',
        income: null,
        regional: null,
        car: null,
        assetBasis: null,
      }),
    );
  });

  it('when submit is clicked twice while sending, then the form is sent once and the button is disabled', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { submit } = renderForm(verified, onSubmit);
    await user.click(screen.getByRole('radio', { name: '15평 청년 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit).toBeDisabled();
    finish();
    await screen.findByRole('button', { name: '청약 신청하기' });
    expect(await screen.findByRole('button', { name: '청약 신청하기' })).toBeEnabled();
  });

  it('shows the consent text: items collected, purpose, retention and the right to refuse', () => {
    renderForm();
    const checkbox = screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ });
    expect(checkbox).toHaveAccessibleDescription(/이름, 휴대폰 번호, 공급유형, 특별공급 항목/);
    expect(checkbox).toHaveAccessibleDescription(/수집 및 이용 목적/);
    expect(checkbox).toHaveAccessibleDescription(/보유 및 이용 기간/);
    expect(checkbox).toHaveAccessibleDescription(/동의하지 않으면 청약을 신청할 수 없습니다/);
  });
});
