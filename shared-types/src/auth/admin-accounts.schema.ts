// The accounts a 최고 관리자 manages on screen: what the list shows, and what each action takes.
import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { ADMIN_ROLES } from './admin-roles';
import { PASSWORD_MAX_LENGTH } from './password-rule';

export const accountMessages = {
  usernameInvalid: '아이디는 영문 소문자, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 3~30자로 입력해 주세요.',
  usernameTaken: '이미 있는 아이디입니다. 다른 아이디를 입력해 주세요.',
  rolesRequired: '역할을 하나 이상 골라 주세요.',
  rolesInvalid: '알 수 없는 역할입니다.',
  reasonRequired: '사유를 2자 이상 200자 이내로 입력해 주세요.',
  notFound: '관리자 계정을 찾을 수 없습니다.',
  lastAccountsAdmin:
    '마지막 최고 관리자입니다. 다른 계정에 최고 관리자 역할을 먼저 준 뒤 다시 시도해 주세요.',
  notOnSelf: '본인 계정은 이 화면에서 중지하거나 2단계 인증을 초기화할 수 없습니다.',
  alreadyDisabled: '이미 중지된 계정입니다.',
  alreadyEnabled: '이미 사용 중인 계정입니다.',
  setupRequired: '아이디, 설정 코드, 새 비밀번호를 모두 입력해 주세요.',
  setupFailed:
    '아이디 또는 설정 코드가 맞지 않거나 기한(72시간)이 지났습니다. 최고 관리자에게 새 코드를 요청해 주세요.',
} as const;

const usernameSchema = z
  .string({ error: accountMessages.usernameInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,30}$/, { error: accountMessages.usernameInvalid });

const rolesSchema = z
  .array(z.enum(ADMIN_ROLES, { error: accountMessages.rolesInvalid }), {
    error: accountMessages.rolesRequired,
  })
  .min(1, { error: accountMessages.rolesRequired })
  .max(ADMIN_ROLES.length)
  .transform((roles) => ADMIN_ROLES.filter((role) => roles.includes(role)));

const reasonSchema = z
  .string({ error: accountMessages.reasonRequired })
  .trim()
  .min(2, { error: accountMessages.reasonRequired })
  .max(200, { error: accountMessages.reasonRequired })
  .regex(/^[^\r\n]*$/, { error: accountMessages.reasonRequired });

/** One account as the list shows it; never a hash, a secret or a code. */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(ADMIN_ROLES)),
  /** active; disabled (중지); setup: made, the setup code not used yet */
  state: z.enum(['active', 'disabled', 'setup']),
  secondFactor: z.boolean(),
  setupCodeExpiresAt: timestampSchema.nullable(),
  lastSignInAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const createAccountSchema = z.object({ username: usernameSchema, roles: rolesSchema });
export type CreateAccountInput = z.input<typeof createAccountSchema>;

/** A setup code, shown this once to the 최고 관리자 who hands it over. */
export const setupCodeResponseSchema = z.object({
  username: z.string(),
  setupCode: z.string(),
  expiresAt: timestampSchema,
});
export type SetupCodeResponse = z.infer<typeof setupCodeResponseSchema>;

export const accountRolesSchema = z.object({ roles: rolesSchema, reason: reasonSchema });
export const accountReasonSchema = z.object({ reason: reasonSchema });
export type AccountReason = z.input<typeof accountReasonSchema>;

/** 처음 로그인: the name, the setup code and the new password twice (checked by the password rule). */
export const setupSignInSchema = z.object({
  username: z
    .string({ error: accountMessages.setupRequired })
    .min(1, { error: accountMessages.setupRequired })
    .max(100),
  setupCode: z
    .string({ error: accountMessages.setupRequired })
    .min(1, { error: accountMessages.setupRequired })
    .max(40),
  password: z
    .string({ error: accountMessages.setupRequired })
    .min(1, { error: accountMessages.setupRequired })
    .max(PASSWORD_MAX_LENGTH + 1),
  passwordAgain: z.string({ error: accountMessages.setupRequired }).max(PASSWORD_MAX_LENGTH + 1),
});
export type SetupSignInInput = z.infer<typeof setupSignInSchema>;

/** An Excel export of the history, with its reason (the export is an entry of its own). */
export const accountHistoryExportSchema = z.object({ reason: reasonSchema });
