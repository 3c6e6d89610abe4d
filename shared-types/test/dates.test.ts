import {
  formatKstSeconds,
  fromSeoulDateTimeLocal,
  monthsBefore,
  seoulDayNumber,
  toSeoulDateTimeLocal,
} from '../src/common/dates';

describe('seoulDayNumber', () => {
  it('counts Seoul calendar days, whatever the offset of the input', () => {
    const a = seoulDayNumber('2025-03-01T23:59:59+09:00');
    expect(seoulDayNumber('2025-03-01T00:00:00+09:00')).toBe(a);
    expect(seoulDayNumber('2025-03-01T15:00:00Z')).toBe((a ?? 0) + 1);
  });
  it('when the date is invalid, then it is null', () => {
    expect(seoulDayNumber('nope')).toBeNull();
    expect(seoulDayNumber(null)).toBeNull();
  });
});

describe('monthsBefore', () => {
  it('goes back calendar months in Seoul time', () => {
    expect(monthsBefore(new Date('2025-05-15T10:00:00+09:00'), 3).toISOString()).toBe(
      new Date('2025-02-15T10:00:00+09:00').toISOString(),
    );
  });
  it('when the earlier month is shorter, then clamps to its last day', () => {
    expect(monthsBefore(new Date('2025-05-31T10:00:00+09:00'), 3).toISOString()).toBe(
      new Date('2025-02-28T10:00:00+09:00').toISOString(),
    );
    expect(monthsBefore(new Date('2024-05-31T10:00:00+09:00'), 3).toISOString()).toBe(
      new Date('2024-02-29T10:00:00+09:00').toISOString(),
    );
  });
  it('crosses the year', () => {
    expect(monthsBefore(new Date('2025-01-31T00:30:00+09:00'), 3).toISOString()).toBe(
      new Date('2024-10-31T00:30:00+09:00').toISOString(),
    );
  });
});

describe('datetime-local conversion', () => {
  it('shows a moment as Seoul wall-clock time', () => {
    expect(toSeoulDateTimeLocal('2025-03-01T01:05:00Z')).toBe('2025-03-01T10:05');
    expect(toSeoulDateTimeLocal('bad')).toBe('');
  });
  it('reads a wall-clock time as Seoul time with offset', () => {
    expect(fromSeoulDateTimeLocal('2025-03-01T10:05')).toBe('2025-03-01T10:05:00+09:00');
    expect(fromSeoulDateTimeLocal('2025-03-01T10:05:30')).toBe('2025-03-01T10:05:30+09:00');
  });
  it.each(['', '2025-03-01', '2025-02-30T10:00', '2025-03-01T25:00', '2025-3-1T10:00'])(
    'refuses %p',
    (local) => {
      expect(fromSeoulDateTimeLocal(local)).toBeNull();
    },
  );
});

describe('formatKstSeconds', () => {
  it('writes Seoul time to the second, 24-hour, with its zone', () => {
    expect(formatKstSeconds('2026-05-01T12:14:07Z')).toBe('2026-05-01 21:14:07 KST');
    expect(formatKstSeconds('2026-05-01T15:00:00.999Z')).toBe('2026-05-02 00:00:00 KST');
    expect(formatKstSeconds(null)).toBe('');
  });
});
