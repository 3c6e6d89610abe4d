import type { BodyOf, ResponseOf } from '@portal/shared-types/http/call-types';
import type { accountCalls } from '@portal/shared-types/http/calls/accounts';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { accountRoutes } from '@portal/shared-types/http/routes/accounts';

type WithId<Body> = { id: number } & Body;

/**
 * How the accounts screens read the list and the history: again each time a screen opens, since sign-ins
 * and changes happen elsewhere, and a list still held from a moment ago would show an account's old state.
 */
export const READ_FRESH = { refetchOnMountOrArgChange: true } as const;

export const accountsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: sign-ins and changes happen elsewhere
    adminGetAccounts: build.query<ResponseOf<typeof accountCalls.list>, void>({
      query: () => urlOf(accountRoutes.list),
      keepUnusedDataFor: 0,
    }),
    adminGetAccountHistory: build.query<ResponseOf<typeof accountCalls.history>, void>({
      query: () => urlOf(accountRoutes.history),
      keepUnusedDataFor: 0,
    }),
    adminCreateAccount: build.mutation<
      ResponseOf<typeof accountCalls.create>,
      BodyOf<typeof accountCalls.create>
    >({
      query: (body) => ({ ...requestOf(accountRoutes.create), body }),
    }),
    adminSetAccountRoles: build.mutation<
      ResponseOf<typeof accountCalls.setRoles>,
      WithId<BodyOf<typeof accountCalls.setRoles>>
    >({
      query: ({ id, ...body }) => ({ ...requestOf(accountRoutes.setRoles, { id }), body }),
    }),
    adminDisableAccount: build.mutation<ResponseOf<typeof accountCalls.disable>, WithId<{ reason: string }>>({
      query: ({ id, ...body }) => ({ ...requestOf(accountRoutes.disable, { id }), body }),
    }),
    adminEnableAccount: build.mutation<ResponseOf<typeof accountCalls.enable>, WithId<{ reason: string }>>({
      query: ({ id, ...body }) => ({ ...requestOf(accountRoutes.enable, { id }), body }),
    }),
    adminResetAccountFactor: build.mutation<
      ResponseOf<typeof accountCalls.resetSecondFactor>,
      WithId<{ reason: string }>
    >({
      query: ({ id, ...body }) => ({ ...requestOf(accountRoutes.resetSecondFactor, { id }), body }),
    }),
    adminReissueSetupCode: build.mutation<
      ResponseOf<typeof accountCalls.reissueSetupCode>,
      WithId<{ reason: string }>
    >({
      query: ({ id, ...body }) => ({ ...requestOf(accountRoutes.reissueSetupCode, { id }), body }),
    }),
    adminExportAccountHistory: build.mutation<
      ResponseOf<typeof accountCalls.exportHistory>,
      { reason: string }
    >({
      query: (body) => ({ ...requestOf(accountRoutes.exportHistory), body }),
    }),
  }),
});

export const {
  useAdminGetAccountsQuery,
  useAdminGetAccountHistoryQuery,
  useAdminCreateAccountMutation,
  useAdminSetAccountRolesMutation,
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useAdminResetAccountFactorMutation,
  useAdminReissueSetupCodeMutation,
  useAdminExportAccountHistoryMutation,
} = accountsApi;
