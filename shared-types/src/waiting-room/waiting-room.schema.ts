import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import type {
  WaitingRoomResponse,
  WaitingRoomSettings,
  WaitingRoomStatus,
  WaitingRoomVisit,
} from './waiting-room-rules';

export const waitingRoomSettingsSchema = z.object({
  enabled: z.boolean({ error: '대기열 사용 여부를 선택해 주세요.' }),
  minutes: z
    .number({ error: '대기열 운영 시간은 숫자로 입력해 주세요.' })
    .int('대기열 운영 시간은 분 단위 정수로 입력해 주세요.')
    .min(1, '대기열 운영 시간은 1분 이상이어야 합니다.')
    .max(24 * 60, '대기열 운영 시간은 1,440분(24시간) 이하여야 합니다.'),
  admitPerMinute: z
    .number({ error: '분당 입장 인원은 숫자로 입력해 주세요.' })
    .int('분당 입장 인원은 정수로 입력해 주세요.')
    .min(1, '분당 입장 인원은 1명 이상이어야 합니다.')
    .max(100_000, '분당 입장 인원은 100,000명 이하여야 합니다.'),
}) satisfies z.ZodType<WaitingRoomSettings>;

/** The body of the applicant's call: the round, and the ticket held from an earlier visit if any. */
export const waitingRoomVisitSchema = z.object({
  roundId: z.number().int().positive(),
  ticket: z.string().min(1).max(2000).optional(),
}) satisfies z.ZodType<WaitingRoomVisit>;

/** What the applicant's page is told: go ahead (room off or admitted), or wait with a position. */
export const waitingRoomResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open') }),
  z.object({ state: z.literal('admitted'), pass: z.string(), passExpiresAt: timestampSchema }),
  z.object({
    state: z.literal('waiting'),
    ticket: z.string(),
    /** people ahead of this ticket */
    ahead: z.number().int(),
    estimatedSeconds: z.number().int(),
    /** when to ask again */
    pollSeconds: z.number().int(),
  }),
]) satisfies z.ZodType<WaitingRoomResponse>;

/** The admin's view: the settings, whether the room can run here, and the queue right now. */
export const waitingRoomStatusSchema = z.object({
  roundId: z.number().int(),
  available: z.boolean(),
  settings: waitingRoomSettingsSchema,
  active: z.boolean(),
  /** tickets handed out and not yet admitted; null while the queue cannot be read */
  queueLength: z.number().int().nullable(),
  admitted: z.number().int().nullable(),
  issued: z.number().int().nullable(),
}) satisfies z.ZodType<WaitingRoomStatus>;
