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
