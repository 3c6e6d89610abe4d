import { z } from 'zod';
import { adminSessionSchema, loginResponseSchema, loginSchema } from '../../auth/auth';
import { idParamSchema } from '../../board/notices';
import { callsOf } from '../call';
import { authRoutes } from '../routes/auth';

export const authCalls = callsOf(authRoutes, {
  login: { summary: 'Admin login', body: loginSchema, response: loginResponseSchema },
  logout: { summary: 'Sign out: the token is refused from now on', auth: 'admin', status: 204 },
  sessions: {
    summary: "The admin's own open sessions (when, from where), the current one marked",
    auth: 'admin',
    response: z.array(adminSessionSchema),
  },
  endSession: {
    summary: 'End one of the own sessions: refused at once on every replica',
    auth: 'admin',
    params: idParamSchema,
    status: 204,
  },
  endOtherSessions: {
    summary: 'End every other own session (sign out everywhere else)',
    auth: 'admin',
    response: z.object({ ended: z.number().int() }),
  },
});
