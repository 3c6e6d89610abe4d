/** Day boundaries and "today" are computed in Asia/Seoul, whatever the machine's time zone. */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Korea has kept UTC+9 without daylight saving since 1988

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function seoulParts(date: Date) {
  const shifted = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in Seoul time; empty for an invalid or missing date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = seoulParts(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The admin display: YYYY-MM-DD 오전/오후 h:mm, empty for an invalid date. */
export function formatAdminDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  const half = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatDate(date)} ${half} ${hour12}:${pad(minute)}`;
}

/**
 * To the second in Seoul time, 24-hour, with its zone: 2026-05-01 21:14:07 KST. Where the order of
 * events minutes apart matters (a list's freeze, the randomness, the draw).
 */
export function formatKstSeconds(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  const second = new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCSeconds();
  return `${formatDate(date)} ${pad(hour)}:${pad(minute)}:${pad(second)} KST`;
}

/** Today's date in Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date): string {
  return formatDate(now);
}

/** The last millisecond (23:59:59.999) of the Seoul day that holds `now`, as a timestamp. */
export function endOfSeoulDay(now: Date): number {
  const { year, month, day } = seoulParts(now);
  return Date.UTC(year, month - 1, day + 1) - SEOUL_OFFSET_MS - 1;
}

/** True when `createdAt` lies within the last `days` days before `now` (the New marker). */
export function isWithinDays(createdAt: Date | string | null | undefined, now: Date, days: number): boolean {
  const date = toDate(createdAt);
  if (!date) return false;
  const age = now.getTime() - date.getTime();
  return age >= 0 && age <= days * 24 * 60 * 60 * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of the Seoul calendar date that holds `value`; null for an invalid date. */
export function seoulDayNumber(value: Date | string | number | null | undefined): number | null {
  const date = toDate(value);
  if (!date) return null;
  const { year, month, day } = seoulParts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The same Seoul wall-clock moment `months` calendar months before `now`; a day that the earlier month
 * lacks is clamped to its last day (31 May minus 3 months is 28 or 29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const shifted = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(shifted.getUTCDate(), lastDay);
  const result = Date.UTC(
    year,
    month,
    day,
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
    shifted.getUTCMilliseconds(),
  );
  return new Date(result - SEOUL_OFFSET_MS);
}

/** The value of a `datetime-local` input (YYYY-MM-DDTHH:mm) for a moment, in Seoul time; empty if invalid. */
export function toSeoulDateTimeLocal(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = seoulParts(date);
  return `${formatDate(date)}T${pad(hour)}:${pad(minute)}`;
}

/** A `datetime-local` value read as Seoul time, as ISO 8601 with the +09:00 offset; null if malformed. */
export function fromSeoulDateTimeLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`;
  const date = new Date(iso);
  // reject dates that roll over (2025-02-30) by checking the round trip
  if (Number.isNaN(date.getTime()) || toSeoulDateTimeLocal(date) !== `${y}-${mo}-${d}T${h}:${mi}`)
    return null;
  return iso;
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
