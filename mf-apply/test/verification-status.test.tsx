import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRemainingSeconds } from '../src/components/verification/use-remaining-seconds';
import { VerificationStatus } from '../src/components/verification/verification-status';

/** The status as the apply page wires it: expired once nothing is left. */
function Countdown({
  expiresAt,
  onVerifyAgain = () => {},
  onSwitchPerson = () => {},
}: {
  expiresAt: string | undefined;
  onVerifyAgain?: () => void;
  onSwitchPerson?: () => void;
}) {
  const remaining = useRemainingSeconds(expiresAt);
  return (
    <VerificationStatus
      remaining={remaining}
      expired={remaining === 0}
      busy={false}
      onVerifyAgain={onVerifyAgain}
      onSwitchPerson={onSwitchPerson}
    />
  );
}

afterEach(() => jest.useRealTimers());

describe('VerificationStatus with its countdown', () => {
  it('counts the time left down each second, then says it ran out and keeps the button to verify again', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z') });
    render(<Countdown expiresAt="2026-11-23T10:01:02.000Z" />);
    expect(screen.getByText(/본인인증 남은 시간/)).toHaveTextContent('본인인증 남은 시간 1분 2초');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText(/본인인증 남은 시간/)).toHaveTextContent('본인인증 남은 시간 59초');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /본인인증 유효시간이 지났습니다\. 작성한 답변은 그대로/,
    );
    expect(screen.queryByText(/본인인증 남은 시간/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '휴대폰 본인인증 다시 하기 (새 창 열림)' })).toBeEnabled();
  });

  it('shows no count when the verification does not say its end, and offers both buttons', async () => {
    const onVerifyAgain = jest.fn();
    const onSwitchPerson = jest.fn();
    render(<Countdown expiresAt={undefined} onVerifyAgain={onVerifyAgain} onSwitchPerson={onSwitchPerson} />);
    expect(screen.queryByText(/남은 시간/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '휴대폰 본인인증 다시 하기 (새 창 열림)' }));
    await user.click(screen.getByRole('button', { name: '다른 사람으로 인증' }));
    expect(onVerifyAgain).toHaveBeenCalledTimes(1);
    expect(onSwitchPerson).toHaveBeenCalledTimes(1);
  });
});
