import { messages } from '@portal/shared-types/common/messages';

/** The server's Korean `{message}` of a failed call, else the generic server error. */
export function failureMessage(failure: unknown): string {
  const message = (failure as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : messages.serverError;
}
