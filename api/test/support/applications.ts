import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import type { Express } from 'express';
import request from 'supertest';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { adminToken, bearer, verificationToken } from './tokens';

export interface Person {
  name: string;
  phone: string;
}

/** The submit body of a general-supply application (no special answers), as the apply form sends it. */
export function generalApplication(roundId: number, person: Person, supplyType: SupplyType = 'GENERAL-15') {
  return {
    name: person.name,
    phone: person.phone,
    supplyType,
    supplyUid: roundId,
    isConsentStatus: true as const,
    income: null,
    regional: null,
    car: null,
    assetBasis: null,
  };
}

/** Files the person's general-supply application to the round over HTTP, verified at `now`; answers its id. */
export async function applyAs(app: Express, roundId: number, person: Person, now: Date): Promise<number> {
  const res = await request(app)
    .post('/user/subscriptionApplicants')
    .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, now))
    .send(generalApplication(roundId, person))
    .expect(201);
  return res.body.id as number;
}

/**
 * Opens a general-supply round over HTTP as an admin and files `count` applications to it, one phone each
 * (`phonePrefix` and a four-digit number); answers the round's id.
 */
export async function roundWithApplicants(
  app: Express,
  {
    title,
    count,
    phonePrefix,
    tokenTime,
  }: { title: string; count: number; phonePrefix: string; tokenTime?: Date },
): Promise<number> {
  const roundId = (
    await request(app)
      .post('/portal/admin/subscription')
      .set('Authorization', bearer(adminToken()))
      .send({
        title,
        description: '',
        subscriptionType: ['GENERAL-15'],
        startTs: '2026-03-01T09:00:00+09:00',
        endTs: '2026-03-30T18:00:00+09:00',
      })
      .expect(201)
  ).body.id as number;
  for (let i = 0; i < count; i += 1) {
    const person = { name: `신청${i}`, phone: `${phonePrefix}${String(i).padStart(4, '0')}` };
    await request(app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, tokenTime))
      .send(generalApplication(roundId, person))
      .expect(201);
  }
  return roundId;
}
