import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';

/** An applicant of round 1 with the fields the admin list answers. */
export function applicant(id: number, overrides: Partial<Applicant> = {}): Applicant {
  return {
    id,
    name: `신청자${id}`,
    phoneNumber: `010${String(10000000 + id)}`,
    subscriptionType: 'GENERAL-15',
    subscriptionUid: 1,
    createdAt: '2026-03-02T10:00:00+09:00',
    winningState: null,
    income: null,
    regional: null,
    car: null,
    assetBasis: null,
    receiptNumber: `20261-${String(id).padStart(4, '0')}-Q9`,
    ...overrides,
  };
}
