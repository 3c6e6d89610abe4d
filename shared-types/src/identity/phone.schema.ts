import { z } from 'zod';
import { messages } from '../common/messages';

/** A phone number as it travels: digits only, 10 or 11 of them. */
export const phoneSchema = z
  .string({ error: messages.phoneInvalid })
  .regex(/^\d{10,11}$/, { error: messages.phoneInvalid });
