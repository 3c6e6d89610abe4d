import { z } from 'zod';
import { messages } from '../common/messages';

/** What the server accepts: exactly 당첨, 미당첨 or 예비 N. */
export const winningStateSchema = z
  .string({ error: messages.winningStateInvalid })
  .regex(/^(당첨|미당첨|예비 [1-9][0-9]*)$/, { error: messages.winningStateInvalid });
