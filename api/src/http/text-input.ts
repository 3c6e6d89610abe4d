import { apiMessages } from '@portal/shared-types/common/api-messages';
import { badRequest } from './app-error';

/** The path of the first string (value or key) holding a NUL, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Refuses input holding a NUL with a 400 naming the field (or `where` when the input itself is a string). */
export function rejectNul(value: unknown, where: string): void {
  const found = findNul(value);
  if (!found) return;
  const field = found.length > 0 ? found.map((part) => part.replaceAll('\u0000', '')).join('.') : where;
  throw badRequest(apiMessages.nulCharacter(field || where));
}
