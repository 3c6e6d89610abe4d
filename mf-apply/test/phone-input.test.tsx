import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput, type PhoneParts } from '../src/features/inquiry/phone-input';

function ControlledPhone({ initial = ['', '', ''] }: { initial?: PhoneParts }) {
  const [value, setValue] = useState<PhoneParts>(initial);
  return <PhoneInput legend="연락처" value={value} onChange={setValue} />;
}

const parts = () =>
  [
    screen.getByRole('textbox', { name: '휴대폰 번호 앞 3자리' }),
    screen.getByRole('textbox', { name: '휴대폰 번호 가운데 자리' }),
    screen.getByRole('textbox', { name: '휴대폰 번호 마지막 4자리' }),
  ] as const;

describe('PhoneInput', () => {
  it('labels each of the three parts inside a group named 연락처, numeric with max lengths 3, 4, 4', () => {
    render(<ControlledPhone />);
    expect(screen.getByRole('group', { name: '연락처' })).toBeInTheDocument();
    const [first, middle, last] = parts();
    expect(first).toHaveAttribute('maxLength', '3');
    expect(middle).toHaveAttribute('maxLength', '4');
    expect(last).toHaveAttribute('maxLength', '4');
    for (const part of parts()) expect(part).toHaveAttribute('inputMode', 'numeric');
  });

  it('when a whole number is typed, then focus moves on as each part fills and the parts hold its digits', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const [first, middle, last] = parts();
    await user.click(first);
    await user.keyboard('01012345678');
    expect(first).toHaveValue('010');
    expect(middle).toHaveValue('1234');
    expect(last).toHaveValue('5678');
    expect(last).toHaveFocus();
  });

  it('when letters and signs are typed, then only the digits stay', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const [first, middle] = parts();
    await user.type(first, '0a-1');
    expect(first).toHaveValue('01');
    expect(first).toHaveFocus();
    expect(middle).toHaveValue('');
  });

  it('when Backspace is pressed in an empty part, then focus goes back to the part before', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone initial={['010', '12', '']} />);
    const [first, middle, last] = parts();
    await user.click(last);
    await user.keyboard('{Backspace}');
    expect(middle).toHaveFocus();
    expect(middle).toHaveValue('12');
    await user.keyboard('{Backspace}{Backspace}');
    expect(middle).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
    expect(first).toHaveValue('010');
  });

  it('when a whole number is pasted into the middle part, then all three parts are filled', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const [first, middle, last] = parts();
    await user.click(middle);
    await user.paste('010-9876-5432');
    expect(first).toHaveValue('010');
    expect(middle).toHaveValue('9876');
    expect(last).toHaveValue('5432');
  });

  it('when a 10-digit number is pasted into the first part, then it is split 3-3-4', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone />);
    const [first, middle, last] = parts();
    await user.click(first);
    await user.paste('0111234567');
    expect(first).toHaveValue('011');
    expect(middle).toHaveValue('123');
    expect(last).toHaveValue('4567');
    expect(middle).toHaveFocus();
  });
});
