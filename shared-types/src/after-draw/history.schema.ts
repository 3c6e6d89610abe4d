// An application's history after the draw, as the admin's review screen shows it: its moves, oldest first.
import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { MOVES } from './moves';

export const applicationEventSchema = z.object({
  move: z.enum(MOVES),
  /** the move in Korean (MOVE_RULES' label): the screen shows this, never the key */
  label: z.string(),
  /** an admin's username, (신청자) or (시스템) */
  actor: z.string(),
  reason: z.string().nullable(),
  /** the move's own facts: a deadline, a reserve number, the place filled */
  detail: z.record(z.string(), z.unknown()),
  at: timestampSchema,
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationHistorySchema = z.array(applicationEventSchema);
export type ApplicationHistory = z.infer<typeof applicationHistorySchema>;
