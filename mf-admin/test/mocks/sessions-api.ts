import type { AdminSession } from '@portal/shared-types/auth/auth.schema';

const codes = Array.from({ length: 10 }, (_, at) => `NEW${at}-AAAA-BBBB-CCCC`);

/** The sessions calls replaced by test doubles; imported before the code under test. */
export const sessionsDouble = {
  sessions: [] as AdminSession[],
  endOne: jest.fn((_id: number) => ({ unwrap: () => Promise.resolve({}) })),
  endOthers: jest.fn(() => ({ unwrap: () => Promise.resolve({ ended: 1 }) })),
  refetch: jest.fn(),
  recoveryCodesLeft: 2,
  newCodes: jest.fn((_proof: unknown) => ({ unwrap: () => Promise.resolve({ recoveryCodes: codes }) })),
  reenrolStart: jest.fn((_proof: unknown) => ({
    unwrap: () =>
      Promise.resolve({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,AA==',
        enrolment: 'enrolment-1',
      }),
  })),
  reenrolConfirm: jest.fn((_body: unknown) => ({
    unwrap: () => Promise.resolve({ recoveryCodes: codes }),
  })),
};

jest.mock('../../src/features/sessions/sessions-api', () => ({
  useAdminGetSessionsQuery: () => ({ currentData: sessionsDouble.sessions, refetch: sessionsDouble.refetch }),
  useAdminEndSessionMutation: () => [sessionsDouble.endOne],
  useAdminEndOtherSessionsMutation: () => [sessionsDouble.endOthers, { isLoading: false }],
  useAdminGetSecondFactorQuery: () => ({
    currentData: {
      enrolledAt: '2026-05-01T00:00:00.000Z',
      recoveryCodesLeft: sessionsDouble.recoveryCodesLeft,
    },
    refetch: sessionsDouble.refetch,
  }),
  useAdminNewRecoveryCodesMutation: () => [sessionsDouble.newCodes, { isLoading: false }],
  useAdminReenrolStartMutation: () => [sessionsDouble.reenrolStart, { isLoading: false }],
  useAdminReenrolConfirmMutation: () => [sessionsDouble.reenrolConfirm, { isLoading: false }],
}));
