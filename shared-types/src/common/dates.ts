/**
 * Seoul dates and times, the only place that knows the time zone: day boundaries, "today" and every date
 * shown are Asia/Seoul, whatever the machine's zone. The zone rules come from the time-zone database built
 * into every JavaScript engine (Intl.DateTimeFormat with timeZone), so public pages carry no date library;
 * only the offset Seoul has kept since its last summer time is written down (see `seoulClock`).
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

type DateInput = Date | string | number | null | undefined;

/** A Seoul wall-clock reading: month 1-12, hour 0-23. */
export interface SeoulClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// made on first use: building a formatter costs far more than using one
let formatter: Intl.DateTimeFormat | undefined;
function seoulFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SEOUL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

/**
 * Seoul has been UTC+9 without summer time since its last one ended at 03:00 KDT on 9 October 1988
 * (the time-zone database's Asia/Seoul), 17:00 UTC the day before. From then on the wall clock is read by
 * arithmetic: the engine's first formatter with a time zone loads the zone data, some 12-25 ms of one
 * task on a phone (about 100 ms of the home page's hydration at Lighthouse's 4x slower CPU), which a page
 * showing a date paid in one piece. Should Korea change its clock again, this date moves to that change.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1988, 9, 8, 17);
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Seoul wall clock at a valid moment. */
export function seoulClock(date: Date): SeoulClock {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const wall = new Date(time + SEOUL_OFFSET_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  return zoneClock(date);
}

/** The Seoul wall clock from the engine's time-zone database (any moment, summer times included). */
function zoneClock(date: Date): SeoulClock {
  const clock: SeoulClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of seoulFormatter().formatToParts(date))
    if (part.type in clock) clock[part.type as keyof SeoulClock] = Number(part.value);
  return clock;
}

/** Milliseconds the Seoul wall clock runs ahead of UTC at `instant`. */
function seoulOffset(instant: number): number {
  const c = seoulClock(new Date(instant));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The moment the Seoul wall clock reads this; fields out of range roll over as in Date.UTC (day 32 is
 * the next month's 1st, minute 1440 the next day's midnight).
 */
export function fromSeoulClock(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // the offset at the guess, then again at the answer, settles it across an offset change
  const guess = wall - seoulOffset(wall);
  return new Date(wall - seoulOffset(guess));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in Seoul time; empty for an invalid or missing date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = seoulClock(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The admin display: YYYY-MM-DD 오전/오후 h:mm, empty for an invalid date. */
export function formatAdminDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = seoulClock(date);
  const half = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatDate(date)} ${half} ${hour12}:${pad(minute)}`;
}

/**
 * To the second in Seoul time, 24-hour, with its zone: 2026-05-01 21:14:07 KST. Where the order of
 * events minutes apart matters (a list's freeze, the randomness, the draw).
 */
export function formatKstSeconds(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute, second } = seoulClock(date);
  return `${formatDate(date)} ${pad(hour)}:${pad(minute)}:${pad(second)} KST`;
}

/** yyyyMMddHHmmss in Seoul time, 24-hour (the identity gateway's request time). */
export function formatSeoulCompact(date: Date): string {
  const { year, month, day, hour, minute, second } = seoulClock(date);
  return `${year}${pad(month)}${pad(day)}${pad(hour)}${pad(minute)}${pad(second)}`;
}

/** Today's date in Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date): string {
  return formatDate(now);
}

/** Minutes after Seoul midnight at `at` (0-1439). */
export function seoulMinuteOfDay(at: Date): number {
  const { hour, minute } = seoulClock(at);
  return hour * 60 + minute;
}

/** The first moment of a Seoul calendar day written YYYY-MM-DD, `days` days later when given. */
export function startOfSeoulDate(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return fromSeoulClock(year, month, date + days);
}

/** The first moment of the Seoul day that holds `now`, `days` days later when given. */
export function startOfSeoulDay(now: Date, days = 0): Date {
  const { year, month, day } = seoulClock(now);
  return fromSeoulClock(year, month, day + days);
}

/** The last millisecond (23:59:59.999) of the Seoul day that holds `now`, as a timestamp. */
export function endOfSeoulDay(now: Date): number {
  return startOfSeoulDay(now, 1).getTime() - 1;
}

/** The end (23:59:59.999 Seoul) of the Seoul day `days` after `from`, as an ISO instant. */
export function seoulEndOfDayAfter(from: Date, days: number): string {
  return new Date(startOfSeoulDay(from, days + 1).getTime() - 1).toISOString();
}

/** The first moment of a Seoul month written YYYY-MM, and of the month after it. */
export function seoulMonthRange(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { start: fromSeoulClock(year, index, 1), end: fromSeoulClock(year, index + 1, 1) };
}

/** True when `createdAt` lies within the last `days` days before `now` (the New marker). */
export function isWithinDays(createdAt: Date | string | null | undefined, now: Date, days: number): boolean {
  const date = toDate(createdAt);
  if (!date) return false;
  const age = now.getTime() - date.getTime();
  return age >= 0 && age <= days * DAY_MS;
}

/** Days since 1970-01-01 of the Seoul calendar date that holds `value`; null for an invalid date. */
export function seoulDayNumber(value: DateInput): number | null {
  const date = toDate(value);
  if (!date) return null;
  const { year, month, day } = seoulClock(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The same Seoul wall-clock moment `months` calendar months before `now`; a day that the earlier month
 * lacks is clamped to its last day (31 May minus 3 months is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const { year, month, day, hour, minute, second } = seoulClock(now);
  const lastDay = new Date(Date.UTC(year, month - months, 0)).getUTCDate();
  const moment = fromSeoulClock(year, month - months, Math.min(day, lastDay), hour, minute, second);
  return new Date(moment.getTime() + now.getUTCMilliseconds());
}

/** The value of a `datetime-local` input (YYYY-MM-DDTHH:mm) for a moment, in Seoul time; empty if invalid. */
export function toSeoulDateTimeLocal(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = seoulClock(date);
  return `${formatDate(date)}T${pad(hour)}:${pad(minute)}`;
}

/** Seoul's offset at a moment as ISO 8601 writes it: +09:00. */
function isoOffset(date: Date): string {
  const minutes = Math.round(seoulOffset(date.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** A `datetime-local` value read as Seoul time, as ISO 8601 with Seoul's offset; null if malformed. */
export function fromSeoulDateTimeLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const date = fromSeoulClock(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  // reject dates that roll over (2025-02-30) by checking the round trip
  if (Number.isNaN(date.getTime()) || toSeoulDateTimeLocal(date) !== `${y}-${mo}-${d}T${h}:${mi}`)
    return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${isoOffset(date)}`;
}

/** A real calendar day written YYYY-MM-DD (as zod's `z.iso.date()` reads it). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
