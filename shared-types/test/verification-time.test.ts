import {
  formatRemaining,
  remainingSeconds,
  VERIFICATION_TTL_SECONDS,
  verificationExpiresAt,
} from '../src/identity/verification-time';

describe('verification time', () => {
  const verifiedAt = new Date('2026-11-23T10:00:00.000Z');

  it('holds for 30 minutes', () => {
    expect(VERIFICATION_TTL_SECONDS).toBe(1800);
    expect(verificationExpiresAt(verifiedAt).toISOString()).toBe('2026-11-23T10:30:00.000Z');
  });

  it('counts the whole seconds left, a part second as one, and stops at 0', () => {
    const end = verificationExpiresAt(verifiedAt);
    expect(remainingSeconds(end, verifiedAt)).toBe(1800);
    expect(remainingSeconds(end, new Date('2026-11-23T10:29:59.500Z'))).toBe(1);
    expect(remainingSeconds(end, end)).toBe(0);
    expect(remainingSeconds(end, new Date('2026-11-23T11:00:00.000Z'))).toBe(0);
  });

  it('writes minutes and seconds, or seconds alone under a minute', () => {
    expect(formatRemaining(1800)).toBe('30분 0초');
    expect(formatRemaining(65)).toBe('1분 5초');
    expect(formatRemaining(45)).toBe('45초');
    expect(formatRemaining(-3)).toBe('0초');
  });
});
