import { ADMIN_ABSOLUTE_TIMEOUT_MS, ADMIN_IDLE_TIMEOUT_MS, idleState } from '../src/auth/session-timeouts';

const MINUTE = 60_000;

describe('the admin session timeouts', () => {
  test('the limits are 30 minutes idle and 12 hours in all', () => {
    expect(ADMIN_IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
    expect(ADMIN_ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * MINUTE);
  });

  test('when less than 29 minutes passed, then nothing shows; in the last minute the warning counts down; at 30 it is over', () => {
    const lastUse = 1_000_000;
    expect(idleState(lastUse, lastUse + 29 * MINUTE - 1)).toEqual({ state: 'active' });
    expect(idleState(lastUse, lastUse + 29 * MINUTE)).toEqual({ state: 'warning', secondsLeft: 60 });
    expect(idleState(lastUse, lastUse + 30 * MINUTE - 1500)).toEqual({ state: 'warning', secondsLeft: 2 });
    expect(idleState(lastUse, lastUse + 30 * MINUTE)).toEqual({ state: 'expired' });
  });
});
