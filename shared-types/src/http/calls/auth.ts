import { loginResponseSchema, loginSchema } from '../../auth/auth';
import { callsOf } from '../call';
import { authRoutes } from '../routes/auth';

export const authCalls = callsOf(authRoutes, {
  login: { summary: 'Admin login', body: loginSchema, response: loginResponseSchema },
  logout: { summary: 'Sign out: the token is refused from now on', auth: 'admin', status: 204 },
});
