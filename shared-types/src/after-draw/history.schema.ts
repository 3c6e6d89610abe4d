// An application's history after the draw, as the admin's review screen shows it: its moves, oldest first.
import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { MOVES } from './moves';

/** A move's own facts, each named: the ones a move has are set, the others absent. */
export const applicationEventDetailSchema = z.object({
  /** a deadline set (보완 요청, 기한 연장, 예비 호출) or the one that passed (기한 경과) */
  deadline: z.string().nullable().optional(),
  /** 기한 연장: the deadline before */
  from: z.string().nullable().optional(),
  /** 보완 요청: the file sent back and its checklist item */
  file: z.number().optional(),
  item: z.string().optional(),
  /** 서류 제출: how many files were handed in */
  files: z.number().optional(),
  /** 부적격 before the deadline: why it could not wait */
  urgentReason: z.string().optional(),
  /** 예비 호출: the reserve number called and the receipt number of the place it fills */
  reserveNumber: z.number().optional(),
  place: z.string().optional(),
});
export type ApplicationEventDetail = z.infer<typeof applicationEventDetailSchema>;

export const applicationEventSchema = z.object({
  move: z.enum(MOVES),
  /** the move in Korean (MOVE_RULES' label): the screen shows this, never the key */
  label: z.string(),
  /** an admin's username, (신청자) or (시스템) */
  actor: z.string(),
  reason: z.string().nullable(),
  /** the move's own facts: a deadline, a reserve number, the place filled */
  detail: applicationEventDetailSchema,
  at: timestampSchema,
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationHistorySchema = z.array(applicationEventSchema);
export type ApplicationHistory = z.infer<typeof applicationHistorySchema>;
