import { z } from 'zod';
import {
  accountHistoryExportSchema,
  accountReasonSchema,
  accountRolesSchema,
  adminAccountSchema,
  createAccountSchema,
  setupCodeResponseSchema,
  setupSignInSchema,
} from '../../auth/admin-accounts.schema';
import { auditEntrySchema } from '../../audit/audit.schema';
import { loginResponseSchema } from '../../auth/second-factor.schema';
import { idParamSchema } from '../../common/params.schema';
import { callsOf } from '../call';
import { accountRoutes } from '../routes/accounts';

/** The account history: the audit log's entries of kind `account`, newest first. */
const accountHistorySchema = z.array(auditEntrySchema).max(500);

export const accountCalls = callsOf(accountRoutes, {
  setupSignIn: {
    summary:
      '처음 로그인: the setup code and a new password (twice, by the password rule); answers a ticket for the enrolment',
    body: setupSignInSchema,
    response: loginResponseSchema,
  },
  list: {
    summary: 'The admin accounts: roles, state, second factor, last sign-in',
    auth: 'admin',
    roles: ['accounts'],
    response: z.array(adminAccountSchema),
  },
  create: {
    summary: 'A new account with its roles and a one-time setup code (72 hours; shown once, kept hashed)',
    auth: 'admin',
    roles: ['accounts'],
    body: createAccountSchema,
    response: setupCodeResponseSchema,
    status: 201,
  },
  setRoles: {
    summary: "Give and take an account's roles, with a reason; the last 최고 관리자 keeps the role",
    auth: 'admin',
    roles: ['accounts'],
    params: idParamSchema,
    body: accountRolesSchema,
    response: adminAccountSchema,
  },
  disable: {
    summary: 'Stop an account, with a reason: its sessions end at once; never the last 최고 관리자',
    auth: 'admin',
    roles: ['accounts'],
    params: idParamSchema,
    body: accountReasonSchema,
    response: adminAccountSchema,
  },
  enable: {
    summary: 'Let a stopped account sign in again, with a reason',
    auth: 'admin',
    roles: ['accounts'],
    params: idParamSchema,
    body: accountReasonSchema,
    response: adminAccountSchema,
  },
  resetSecondFactor: {
    summary:
      "Remove another admin's second factor, with a reason: their sessions end; they enrol at next sign-in",
    auth: 'admin',
    roles: ['accounts'],
    params: idParamSchema,
    body: accountReasonSchema,
    response: adminAccountSchema,
  },
  reissueSetupCode: {
    summary: 'A new setup code for an account (the old one stops working): it sets a new password once',
    auth: 'admin',
    roles: ['accounts'],
    params: idParamSchema,
    body: accountReasonSchema,
    response: setupCodeResponseSchema,
  },
  history: {
    summary: '계정 변경 이력: every grant, change and removal of an account, newest first',
    auth: 'admin',
    roles: ['accounts'],
    response: accountHistorySchema,
  },
  exportHistory: {
    summary: 'The history for an Excel file, with a reason; the export is an entry of its own',
    auth: 'admin',
    roles: ['accounts'],
    body: accountHistoryExportSchema,
    response: accountHistorySchema,
  },
});
