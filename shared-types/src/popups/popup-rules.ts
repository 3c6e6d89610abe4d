// The pure rules of popups, without zod: the shell and mf-board import them on public pages.
import { endOfSeoulDay, isIsoDate, seoulToday } from '../common/dates';
import { messages } from '../common/messages';

/** A popup as the server answers it; dates are YYYY-MM-DD. */
export interface Popup {
  id: number;
  title: string;
  content: string;
  startTs: string;
  endTs: string;
  imageUrl: string | null;
  linkUrl: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The popup in an answer when it is well formed (as `popupSchema` reads it; other keys dropped), else null. */
export function popupOf(value: unknown): Popup | null {
  if (!isRecord(value)) return null;
  const { id, title, content, startTs, endTs, imageUrl, linkUrl } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof title !== 'string' || typeof content !== 'string') return null;
  if (typeof startTs !== 'string' || !isIsoDate(startTs)) return null;
  if (typeof endTs !== 'string' || !isIsoDate(endTs)) return null;
  if (!isTextOrNull(imageUrl) || !isTextOrNull(linkUrl)) return null;
  return { id, title, content, startTs, endTs, imageUrl, linkUrl };
}

/** A link of a popup: an http(s) URL, or a path of this site ('/notice'; never '//host'). */
export function isPopupLink(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\') && !/\s/.test(text);
  return isHttpUrl(text);
}

/**
 * Where a popup's link leads: a path of this site ('internal': followed in the same tab), an http(s)
 * address ('external': a new window), or nowhere (null) for a missing or malformed link. The popup
 * window and the in-page dialog both ask this, so they offer the same links.
 */
export function popupLinkKind(link: string | null | undefined): 'internal' | 'external' | null {
  if (!link || !isPopupLink(link)) return null;
  return link.startsWith('/') ? 'internal' : 'external';
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The YYYY-MM-DD head of a date or timestamp text, or null. */
function dayOf(text: string | null | undefined): string | null {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text ?? '');
  return match ? match[0] : null;
}

/** Active when today in Seoul lies between the start and end dates, both included. */
export function isPopupActive(popup: Pick<Popup, 'startTs' | 'endTs'>, now: Date): boolean {
  const start = dayOf(popup.startTs);
  const end = dayOf(popup.endTs);
  if (!start || !end) return false;
  const today = seoulToday(now);
  return start <= today && today <= end;
}

export function popupStatusLabel(popup: Pick<Popup, 'startTs' | 'endTs'>, now: Date): string {
  return isPopupActive(popup, now) ? messages.popupActive : messages.popupInactive;
}

/** The stored value of `popup-hidden-{id}`. */
export interface HideRecord {
  /** millisecond timestamp */
  expires: number;
}

/**
 * What a stored hide record means: 'show' when there is none, 'hidden' while its expiry is in the
 * future, 'remove' (delete it and show the popup) when it has expired or cannot be read.
 */
export function parseHideRecord(raw: string | null, now: Date): 'hidden' | 'show' | 'remove' {
  if (raw === null) return 'show';
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return 'remove';
  }
  const expires = (record as { expires?: unknown } | null)?.expires;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return 'remove';
  return expires > now.getTime() ? 'hidden' : 'remove';
}

/** 'Do not show today': hidden until 23:59:59.999 of today in Seoul. */
export function makeHideRecord(now: Date): HideRecord {
  return { expires: endOfSeoulDay(now) };
}

/** Whether the content has text once tags, non-breaking spaces and white space are removed. */
export function popupHasText(content: string | null | undefined): boolean {
  const text = (content ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, '')
    .replace(/\u00a0/g, '')
    .replace(/\s+/g, '');
  return text.length > 0;
}

export const POPUP_WINDOW = { width: 520, height: 720, offset: 60, step: 40 } as const;

/** `window.open` features of the index-th popup, each one 40 px further down and right. */
export function popupWindowFeatures(index: number): string {
  const offset = POPUP_WINDOW.offset + POPUP_WINDOW.step * index;
  return `width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height},left=${offset},top=${offset},resizable=yes`;
}

export const POPUP_FOOTER_HEIGHT = 120;
export const SCREEN_MARGIN = 40;

/** The standalone popup's size: the image plus the footer, never beyond the screen minus a margin. */
export function standaloneWindowSize(
  imageWidth: number,
  imageHeight: number,
  availWidth: number,
  availHeight: number,
): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(imageWidth, availWidth - SCREEN_MARGIN)),
    height: Math.max(0, Math.min(imageHeight + POPUP_FOOTER_HEIGHT, availHeight - SCREEN_MARGIN)),
  };
}
