import { act, render, screen } from '@testing-library/react';
import { waitingRoomTexts } from '@portal/shared-types/waiting-room/waiting-room-rules';
import { WaitingRoomNotice } from '../src/components/waiting-room/waiting-room-notice';

describe('the waiting page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when a visitor waits, then it says where they stand and counts down to the next check outside the live region', () => {
    const nextCheckAt = Date.now() + 12_000;
    render(<WaitingRoomNotice room={{ state: 'waiting', ahead: 1234, estimatedSeconds: 11, nextCheckAt }} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(waitingRoomTexts.ahead(1234));
    expect(status).toHaveTextContent(waitingRoomTexts.estimate(11));
    expect(screen.getByText(waitingRoomTexts.nextCheck(12))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5_000));
    const next = screen.getByText(waitingRoomTexts.nextCheck(7));
    // a screen reader hears the place in line when it changes, not every second of the count
    expect(status).not.toContainElement(next);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(waitingRoomTexts.checking)).toBeInTheDocument();
  });

  it('when the line cannot be read, then it says so and shows no count', () => {
    render(<WaitingRoomNotice room={{ state: 'retrying' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(waitingRoomTexts.retrying);
    expect(screen.queryByText(/순서를 다시 확인합니다/)).toBeNull();
  });
});
