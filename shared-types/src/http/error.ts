import { z } from 'zod';

/**
 * The one error answer of the API, for every status and route: JSON holding a Korean message a person can
 * read, whatever the status. Nothing else travels with it, so a stack trace or a field name of the
 * database can never reach a client.
 */
export const errorSchema = z
  .object({ message: z.string().min(1) })
  .meta({ id: 'Error', description: 'Korean message a person can read' });
export type ApiError = z.infer<typeof errorSchema>;
