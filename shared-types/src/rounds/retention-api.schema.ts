import { z } from 'zod';

export const retentionMessages = {
  holdReason: '보존 사유를 2자 이상 입력해 주세요.',
  contractDate: '계약 완료 시각이 올바르지 않습니다.',
};

/**
 * `PUT /portal/admin/subscription/:id/retention`: hold the round's data beyond its period (법적 분쟁 등)
 * with a reason, or release it (null); and/or record when the round's contracts were done (winners'
 * data goes a year later). A field left out stays as it is.
 */
export const roundRetentionSchema = z.object({
  hold: z
    .string({ error: retentionMessages.holdReason })
    .trim()
    .min(2, { error: retentionMessages.holdReason })
    .max(200, { error: '보존 사유는 200자 이내로 입력해 주세요.' })
    .nullable()
    .optional(),
  contractCompletedAt: z.iso
    .datetime({ offset: true, error: retentionMessages.contractDate })
    .nullable()
    .optional(),
});
export type RoundRetentionInput = z.infer<typeof roundRetentionSchema>;

export const roundRetentionStateSchema = z.object({
  roundId: z.number().int(),
  hold: z.string().nullable(),
  heldBy: z.string().nullable(),
  heldAt: z.string().nullable(),
  contractCompletedAt: z.string().nullable(),
});

/** One destruction the dashboard announces (within the notice period), with its date. */
export const destructionNoticeSchema = z.object({
  roundId: z.number().int(),
  title: z.string(),
  at: z.string(),
  group: z.enum(['others', 'winners']),
  count: z.number().int(),
});
export type DestructionNoticeBody = z.infer<typeof destructionNoticeSchema>;
