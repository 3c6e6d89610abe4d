import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import type { IdentityResult } from '@portal/shared-types/identity/identity-rules';
import { ApplyForm } from '../src/components/application-form/apply-form';
import { APPLY_RULES } from '../src/components/application-form/apply-rules';

const verified: IdentityResult = { name: '홍길동', phone: '01098765432', verificationToken: 'token-1' };
const SUPPLY_TYPES = ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'];

function renderForm(verification: IdentityResult | null = verified, onSubmit = jest.fn(async () => {})) {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <ApplyForm
        verification={verification}
        roundId={7}
        supplyTypes={SUPPLY_TYPES}
        submitLabel="청약 신청하기"
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
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
    expect(within(group).getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' })).toBeRequired();
    for (const rule of APPLY_RULES) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /소득순위/ })).not.toBeInTheDocument();
  });

  it('when nobody is verified, then submit says phone verification is required first, even with everything else set', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm(null);
    await user.click(screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('휴대폰 본인인증이 필요합니다.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when submitted step by step, then the messages come in the order the spec gives and only a full form is sent', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm();

    await user.click(screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' }));
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
    await user.click(screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' }));
    await user.click(
      within(screen.getByRole('group', { name: /소득순위/ })).getByRole('radio', { name: /^3순위/ }),
    );
    await user.click(screen.getByRole('radio', { name: '30 TYPE (50.02㎡) 청년·신혼부부 일반공급' }));
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
    await user.click(screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(submit);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit).toBeDisabled();
    finish();
    await screen.findByRole('button', { name: '청약 신청하기' });
    expect(await screen.findByRole('button', { name: '청약 신청하기' })).toBeEnabled();
  });

  it('shows the collection notice beside the consent, with a link to the full privacy policy', () => {
    renderForm();
    const checkbox = screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ });
    expect(checkbox).toHaveAccessibleDescription(/이름, 휴대폰 번호, 청약 답변/);
    expect(checkbox).toHaveAccessibleDescription(/청약 접수와 당첨자 안내/);
    expect(checkbox).toHaveAccessibleDescription(/해당 회차 계약 체결 완료 후 1년/);
    expect(checkbox).toHaveAccessibleDescription(/동의를 거부할 수 있으나 거부 시 청약 신청이 제한됩니다/);
    const policy = screen.getByRole('link', { name: '개인정보처리방침 (새 창 열림)' });
    expect(policy).toHaveAttribute('href', '/privacy#collection');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('when submitted empty, then every error shows beside its field at once and the focus goes where the alert points', async () => {
    const user = userEvent.setup();
    const { alert, onSubmit, submit } = renderForm();
    await user.click(submit);
    // the spec's alert is kept, in its order
    expect(alert).toHaveBeenLastCalledWith('개인정보 수집 및 이용에 동의해 주세요.');
    const supplyRadio = screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 일반공급' });
    expect(supplyRadio).toHaveAttribute('aria-invalid', 'true');
    // the error first, then who may choose the type (supplyTypeEligibility)
    expect(supplyRadio).toHaveAccessibleDescription(
      '공급유형을 선택해 주세요. 만 19세 이상 39세 이하, 미혼·무주택 청년',
    );
    const consent = screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(/개인정보 수집 및 이용에 동의해 주세요\./);
    // the alert names the consent, so the consent has the focus (not the supply type above it)
    expect(consent).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // each error goes as its field is answered; the special questions get theirs
    await user.click(screen.getByRole('radio', { name: '15 TYPE (25.01㎡) 청년 특별공급' }));
    expect(supplyRadio).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('공급유형을 선택해 주세요.')).not.toBeInTheDocument();
    for (const text of [
      '소득순위를 선택해 주세요.',
      '지역순위를 선택해 주세요.',
      '차량 소유 여부를 선택해 주세요.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(consent);
    expect(consent).not.toHaveAttribute('aria-invalid');

    await user.click(
      within(screen.getByRole('group', { name: /지역순위/ })).getByRole('radio', { name: /^1순위/ }),
    );
    await user.click(submit);
    expect(alert).toHaveBeenLastCalledWith('모든 특별공급 항목을 선택해 주세요.');
    // 소득순위 is the first question left: its first option takes the focus
    expect(
      within(screen.getByRole('group', { name: /소득순위/ })).getByRole('radio', { name: /^1순위/ }),
    ).toHaveFocus();
    expect(screen.queryByText('지역순위를 선택해 주세요.')).not.toBeInTheDocument();
  });

  it('when the verification ran out, then the name shows the error, takes the focus and the answers stay', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const onSubmit = jest.fn(async () => {});
    const form = (verifiedNow: boolean) => (
      <MemoryRouter>
        <ApplyForm
          verification={verified}
          verified={verifiedNow}
          roundId={7}
          supplyTypes={SUPPLY_TYPES}
          submitLabel="청약 신청하기"
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    );
    const { rerender } = render(form(true));
    await user.click(screen.getByRole('radio', { name: '30 TYPE (50.02㎡) 청년·신혼부부 일반공급' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    rerender(form(false));
    await user.click(screen.getByRole('button', { name: '청약 신청하기' }));
    expect(alert).toHaveBeenLastCalledWith('휴대폰 본인인증이 필요합니다.');
    const name = screen.getByRole('textbox', { name: '이름' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('휴대폰 본인인증이 필요합니다.');
    expect(screen.getByRole('radio', { name: '30 TYPE (50.02㎡) 청년·신혼부부 일반공급' })).toBeChecked();

    rerender(form(true)); // verified again: same answers, sent at once
    await user.click(screen.getByRole('button', { name: '청약 신청하기' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ supplyType: 'GENERAL-30' }));
  });

  it('moves the focus to its heading on each verification', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ApplyForm
          verification={verified}
          roundId={7}
          supplyTypes={SUPPLY_TYPES}
          submitLabel="보내기"
          onSubmit={jest.fn()}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: '청약 신청서' });
    expect(heading).not.toHaveFocus();
    rerender(
      <MemoryRouter>
        <ApplyForm
          verification={verified}
          headingFocusRequest={1}
          roundId={7}
          supplyTypes={SUPPLY_TYPES}
          submitLabel="보내기"
          onSubmit={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(heading).toHaveFocus();
    expect(screen.getByRole('form', { name: '청약 신청서' })).toBeInTheDocument();
  });
});
