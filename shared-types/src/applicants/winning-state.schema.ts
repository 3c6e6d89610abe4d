import { z } from 'zod';
import { messages } from '../common/messages';
import { STORED_WINNING_STATE } from '../draw/winning-state';

/** What the server accepts: exactly 당첨, 미당첨 or 예비 N. */
export const winningStateSchema = z
  .string({ error: messages.winningStateInvalid })
  .regex(STORED_WINNING_STATE, { error: messages.winningStateInvalid });
