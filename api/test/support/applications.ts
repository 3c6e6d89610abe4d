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

/**
 * A general-supply round (applied 2026-04-10) whose `winners` won on 2026-05-02 and hand in documents
 * until 2026-05-10, all over HTTP; the clock is left on 2026-05-02. Answers the round's and winners' ids.
 */
export async function roundWithDocumentWinners(
  app: Express,
  clock: { now: () => Date; set: (date: Date) => void },
  winners: Person[],
  title = '서류 회차',
): Promise<{ roundId: number; ids: number[] }> {
  const auth = bearer(adminToken());
  clock.set(new Date('2026-03-20T10:00:00+09:00'));
  const roundId = (
    await request(app)
      .post('/portal/admin/subscription')
      .set('Authorization', auth)
      .send({
        title,
        description: '',
        subscriptionType: ['GENERAL-15'],
        startTs: '2026-04-01T09:00:00+09:00',
        endTs: '2026-04-30T18:00:00+09:00',
      })
      .expect(201)
  ).body.id as number;
  clock.set(new Date('2026-04-10T10:00:00+09:00'));
  const ids: number[] = [];
  for (const person of winners) {
    const res = await request(app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, clock.now()))
      .send(generalApplication(roundId, person))
      .expect(201);
    ids.push(res.body.id as number);
  }
  clock.set(new Date('2026-05-02T10:00:00+09:00'));
  await saveWinningStates(
    app,
    roundId,
    ids.map((applicantId) => ({ applicantId, winningState: '당첨' })),
  );
  await request(app)
    .put(`/portal/admin/subscription/${roundId}/after-draw`)
    .set('Authorization', auth)
    .send({ documentsDeadline: '2026-05-10T23:59:59+09:00', contract: null })
    .expect(200);
  return { roundId, ids };
}

/** Saves winning states with the admin's state editor, as the applicants screen does (200 expected). */
export async function saveWinningStates(
  app: Express,
  roundId: number,
  statusUpdates: { applicantId: number | undefined; winningState: string }[],
): Promise<void> {
  await request(app)
    .put('/portal/admin/subscriptionApplicants')
    .set('Authorization', bearer(adminToken()))
    .send({ subscriptionId: roundId, statusUpdates })
    .expect(200);
}
