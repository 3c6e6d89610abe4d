import type { AdminAccount } from '@portal/shared-types/auth/admin-accounts.schema';

/** The accounts calls and the own account replaced by test doubles; imported before the code under test. */
export const accountsDouble = {
  accounts: [] as AdminAccount[],
  me: { username: '', roles: ['accounts'] },
  /** 계정 만들기: called with the body, answers with `{ unwrap }` */
  create: jest.fn(),
};

jest.mock('../../src/features/accounts/accounts-api', () => ({
  useAdminGetAccountsQuery: () => ({
    currentData: accountsDouble.accounts,
    isError: false,
    refetch: jest.fn(),
  }),
  useAdminGetAccountHistoryQuery: () => ({ currentData: [], isError: false, refetch: jest.fn() }),
  useAdminExportAccountHistoryMutation: () => [jest.fn(), { isLoading: false }],
  useAdminCreateAccountMutation: () => [accountsDouble.create, { isLoading: false }],
}));

jest.mock('@portal/web-runtime/read-api', () => ({
  ...jest.requireActual('@portal/web-runtime/read-api'),
  useAdminMeQuery: () => ({ data: accountsDouble.me }),
}));
