import { messages } from '@portal/shared-types/common/messages';
import { AppError } from './app-error';

/**
 * The deepest nesting any request of the contract needs is a handful of levels (a round's supply, a
 * popup's fields); 32 leaves room and keeps every recursive walk of a body (schemas, the NUL check) far
 * from the stack's end.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read byte by byte before any parsing
 * (brackets inside strings do not count). Malformed text is left to the parser to refuse.
 */
export function jsonNestsDeeperThan(text: Uint8Array | string, limit = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** The 400 of a body nested too deeply, in the contract's `{ message }` form. */
export const tooDeep = () => new AppError(400, messages.jsonTooDeep);

/** express.json's `verify`: refuses a deep body before JSON.parse sees it. */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  // body-parser keeps the status of an error that has one: this stays a 400 with our message
  if (jsonNestsDeeperThan(body)) throw tooDeep();
}
