import {
  endOfSeoulDay,
  formatAdminDateTime,
  formatDate,
  formatKstSeconds,
  formatSeoulCompact,
  fromSeoulClock,
  fromSeoulDateTimeLocal,
  monthsBefore,
  seoulClock,
  seoulDayNumber,
  seoulEndOfDayAfter,
  seoulMinuteOfDay,
  seoulMonthRange,
  seoulToday,
  startOfSeoulDate,
  startOfSeoulDay,
  toSeoulDateTimeLocal,
} from '../src/common/dates';

describe('the Seoul day boundary', () => {
  const lastMoment = new Date('2026-03-01T14:59:59.999Z'); // 23:59:59.999 on 1 March in Seoul
  const midnight = new Date('2026-03-01T15:00:00.000Z'); // 00:00 on 2 March in Seoul

  it('is midnight in Seoul, not in UTC or on the machine', () => {
    expect(seoulToday(lastMoment)).toBe('2026-03-01');
    expect(seoulToday(midnight)).toBe('2026-03-02');
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('2026-03-02');
  });
  it('starts and ends each day at Seoul midnight', () => {
    expect(startOfSeoulDay(lastMoment).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(startOfSeoulDay(midnight).toISOString()).toBe(midnight.toISOString());
    expect(startOfSeoulDay(lastMoment, 1).toISOString()).toBe(midnight.toISOString());
    expect(endOfSeoulDay(lastMoment)).toBe(lastMoment.getTime());
    expect(endOfSeoulDay(midnight)).toBe(Date.parse('2026-03-02T14:59:59.999Z'));
  });
  it('reads a written day as its Seoul midnight, days on across months and years', () => {
    expect(startOfSeoulDate('2026-03-02').toISOString()).toBe(midnight.toISOString());
    expect(startOfSeoulDate('2026-02-28', 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(startOfSeoulDate('2026-12-31', 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
  it('ends the day `days` after a moment at 23:59:59.999 Seoul', () => {
    expect(seoulEndOfDayAfter(new Date('2026-12-01T10:00:00+09:00'), 7)).toBe('2026-12-08T14:59:59.999Z');
    expect(seoulEndOfDayAfter(new Date('2026-12-01T00:10:00+09:00'), 0)).toBe('2026-12-01T14:59:59.999Z');
  });
  it('gives a month from its first Seoul midnight to the next month’s, December to January', () => {
    const { start, end } = seoulMonthRange('2026-12');
    expect(start.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
  it('counts minutes from Seoul midnight', () => {
    expect(seoulMinuteOfDay(midnight)).toBe(0);
    expect(seoulMinuteOfDay(lastMoment)).toBe(24 * 60 - 1);
    expect(seoulMinuteOfDay(new Date('2026-03-02T08:00:00+09:00'))).toBe(8 * 60);
  });
});

describe('the Seoul wall clock', () => {
  it('reads and writes the same moment', () => {
    const at = new Date('2026-05-01T12:14:07Z');
    expect(seoulClock(at)).toEqual({ year: 2026, month: 5, day: 1, hour: 21, minute: 14, second: 7 });
    expect(fromSeoulClock(2026, 5, 1, 21, 14, 7).toISOString()).toBe('2026-05-01T12:14:07.000Z');
  });
  it('rolls fields over as Date.UTC does', () => {
    expect(fromSeoulClock(2026, 2, 29).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(fromSeoulClock(2026, 13, 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(fromSeoulClock(2026, 3, 1, 0, 24 * 60).toISOString()).toBe('2026-03-01T15:00:00.000Z');
  });
  it('uses the zone database, so the summer time of 1988 is an hour ahead', () => {
    expect(seoulClock(new Date('1988-07-01T00:00:00Z')).hour).toBe(10);
    expect(fromSeoulClock(1988, 7, 1, 10).toISOString()).toBe('1988-07-01T00:00:00.000Z');
  });
  it('reads as the zone database does, before, across and long after the end of the last summer time', () => {
    const end = Date.UTC(1988, 9, 8, 17); // 03:00 KDT becomes 02:00 KST
    const moments = [end - 1000, end - 1, end, end + 1, end + 3_600_000, Date.UTC(1970, 0, 1), 0.5];
    // every 7 hours 13 minutes 17 seconds from 1987 to 2060: all hours, days, month ends and leap days
    for (let at = Date.UTC(1987, 0, 1); at < Date.UTC(2060, 0, 1); at += 26_000_999) moments.push(at);
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const fromZone = (at: number) => {
      const parts = Object.fromEntries(zone.formatToParts(at).map((part) => [part.type, Number(part.value)]));
      const { year, month, day, hour, minute, second } = parts;
      return { year, month, day, hour, minute, second };
    };
    const differing = moments.filter(
      (at) => JSON.stringify(seoulClock(new Date(at))) !== JSON.stringify(fromZone(at)),
    );
    expect(differing).toEqual([]);
    expect(seoulClock(new Date(end - 1)).hour).toBe(2); // 02:59:59.999 KDT
    expect(seoulClock(new Date(end)).hour).toBe(2); // 02:00 KST, an hour back
  });
});

describe('the formats of the screens', () => {
  it('writes the admin time with 오전/오후 and a 12-hour clock', () => {
    expect(formatAdminDateTime('2026-05-01T15:05:00Z')).toBe('2026-05-02 오전 12:05');
    expect(formatAdminDateTime('2026-05-01T03:00:00Z')).toBe('2026-05-01 오후 12:00');
    expect(formatAdminDateTime('2026-05-01T14:59:00Z')).toBe('2026-05-01 오후 11:59');
    expect(formatAdminDateTime('')).toBe('');
  });
  it('writes the identity gateway’s yyyyMMddHHmmss', () => {
    expect(formatSeoulCompact(new Date('2026-12-31T15:04:05Z'))).toBe('20270101000405');
  });
  it('leaves an invalid or missing date empty', () => {
    expect(formatDate('nope')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(toSeoulDateTimeLocal(null)).toBe('');
  });
});

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
