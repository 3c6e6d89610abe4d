// The path parameters every domain's calls share.
import { z } from 'zod';
import { MAX_ID } from './ids';

/** An id in a path: a positive integer. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id는 양의 정수여야 합니다.' })
    .int({ error: 'id는 양의 정수여야 합니다.' })
    .positive({ error: 'id는 양의 정수여야 합니다.' })
    .max(MAX_ID, { error: 'id는 양의 정수여야 합니다.' }),
});

/** `:roundId` of the admin's per-round calls. */
export const roundIdParamSchema = z.object({ roundId: idParamSchema.shape.id });

/** `:id/freezes/:freeze`: a round and one of its freezes, 1-based in the order made. */
export const freezeParamSchema = z.object({
  id: idParamSchema.shape.id,
  freeze: z.coerce
    .number({ error: 'freeze는 양의 정수여야 합니다.' })
    .int({ error: 'freeze는 양의 정수여야 합니다.' })
    .positive({ error: 'freeze는 양의 정수여야 합니다.' })
    .max(10_000, { error: 'freeze는 양의 정수여야 합니다.' }),
});
