import type { AdminAccount } from '@portal/shared-types/auth/admin-accounts.schema';

/** The accounts calls and the own account replaced by test doubles; imported before the code under test. */
export const accountsDouble = {
  accounts: [] as AdminAccount[],
  me: { username: '', roles: ['accounts'] },
  /** 계정 만들기: called with the body, answers with `{ unwrap }` */
  create: jest.fn(),
  /** 계정 중지 and 역할 변경: called with the body, answer with `{ unwrap }` */
  disable: jest.fn(),
  setRoles: jest.fn(),
  /** the options the page read its list and history with */
  readOptions: [] as unknown[],
};

jest.mock('../../src/features/accounts/accounts-api', () => ({
  READ_FRESH: jest.requireActual('../../src/features/accounts/accounts-api').READ_FRESH,
  useAdminGetAccountsQuery: (_arg: unknown, options: unknown) => {
    accountsDouble.readOptions.push(options);
    return { currentData: accountsDouble.accounts, isError: false, refetch: jest.fn() };
  },
  useAdminGetAccountHistoryQuery: (_arg: unknown, options: unknown) => {
    accountsDouble.readOptions.push(options);
    return { currentData: [], isError: false, refetch: jest.fn() };
  },
  useAdminExportAccountHistoryMutation: () => [jest.fn(), { isLoading: false }],
  useAdminCreateAccountMutation: () => [accountsDouble.create, { isLoading: false }],
  useAdminDisableAccountMutation: () => [accountsDouble.disable],
  useAdminSetAccountRolesMutation: () => [accountsDouble.setRoles],
  useAdminEnableAccountMutation: () => [jest.fn()],
  useAdminResetAccountFactorMutation: () => [jest.fn()],
  useAdminReissueSetupCodeMutation: () => [jest.fn()],
}));

jest.mock('@portal/web-runtime/read-api', () => ({
  ...jest.requireActual('@portal/web-runtime/read-api'),
  useAdminMeQuery: () => ({ data: accountsDouble.me }),
}));
