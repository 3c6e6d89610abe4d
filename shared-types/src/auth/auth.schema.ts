import { z } from 'zod';
import { ADMIN_ROLES } from './admin-roles';

const required = '아이디와 비밀번호를 모두 입력해 주세요.';

/** Body of `POST /portal/login`. */
export const loginSchema = z.object({
  username: z.string({ error: required }).min(1, { error: required }).max(100, { error: required }),
  password: z.string({ error: required }).min(1, { error: required }).max(200, { error: required }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** One open admin session as the sessions page lists it. */
export const adminSessionSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  userAgent: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The signed-in admin as the admin screens need it: who, and the roles that decide menus and screens. */
export const adminMeSchema = z.object({
  username: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
