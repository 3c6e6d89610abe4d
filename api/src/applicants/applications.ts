// The applicant's own calls as use cases: apply, look up, edit and cancel. Each checks that the verified
// person is the one named, and writes only while the round is open; the router only reads the request.
import { apiMessages } from '@portal/shared-types/common/api-messages';
import type { ApplicantLookup, ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { messages } from '@portal/shared-types/common/messages';
import { chooseCurrentRound, roundProgress, type Round } from '@portal/shared-types/rounds/round-rules';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import type { VerifiedPerson } from '../identity/verification-token';
import {
  deleteApplicant,
  findApplicant,
  findApplications,
  insertApplicant,
  insertApplicantIfRoundOpen,
  updateApplicantAnswers,
} from './applicants-repository';
import { isUniqueViolation } from './unique-violation';
import { listRounds, lockRound } from '../rounds/rounds-repository';
import { enqueue, submittedMessage } from '../notify/outbox';

export interface ApplicationDeps {
  db: Db;
  now: () => Date;
}

const samePerson = (a: VerifiedPerson, name: string, phone: string) =>
  a.name.trim() === name.trim() && a.phone === phone;

function assertSamePerson(person: VerifiedPerson, ...named: { name: string; phone: string }[]) {
  if (!named.every(({ name, phone }) => samePerson(person, name, phone)))
    throw new AppError(403, apiMessages.verificationMismatch);
}

/**
 * Runs an application write while its round is open (409 otherwise). The round row is held FOR SHARE
 * until the write commits, so a close (FOR UPDATE) waits for it, or it waits for the close and sees it.
 */
function whileRoundOpen<T>(
  { db, now }: ApplicationDeps,
  roundId: number,
  write: (tx: Tx, round: Round) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId, 'share');
    if (!round) throw notFound(messages.notFound);
    if (roundProgress(round, now()) !== 'open') throw conflict(apiMessages.roundNotOpen);
    return write(tx, round);
  });
}

function assertSupplyTypeOffered(round: Round, submission: ApplicantSubmission) {
  if (!round.subscriptionType.includes(submission.supplyType))
    throw badRequest(apiMessages.supplyTypeNotInRound);
}

/** What lets a submission in (the waiting room's pass), and gives it back when nothing was written. */
export type Admission = () => Promise<() => Promise<void>>;

/** The person is checked first: a refused submission must not use up the waiting-room pass. */
export async function apply(
  deps: ApplicationDeps,
  person: VerifiedPerson,
  submission: ApplicantSubmission,
  admit: Admission = async () => async () => undefined,
) {
  assertSamePerson(person, submission);
  const onRefused = await admit();
  try {
    return (
      (await insertApplicantIfRoundOpen(deps.db, submission, deps.now())) ??
      // Not inserted: the same checks inside a transaction say why (404, 409 or 400).
      (await whileRoundOpen(deps, submission.supplyUid, async (tx, round) => {
        assertSupplyTypeOffered(round, submission);
        const applicant = await insertApplicant(tx, submission);
        await enqueue(
          tx,
          [submittedMessage({ ...applicant, roundId: applicant.subscriptionUid })],
          deps.now(),
        );
        return applicant;
      }))
    );
  } catch (error) {
    await onRefused();
    // the unique index decides, so concurrent duplicates leave exactly one row
    if (isUniqueViolation(error)) throw conflict(messages.alreadyApplied);
    throw error;
  }
}

/**
 * Only the verified person's own. With uid, the application of that round; without,
 * the one in the current round (as the apply side chooses it) if any, else the newest. 404 when none.
 */
export async function lookUp({ db, now }: ApplicationDeps, person: VerifiedPerson, lookup: ApplicantLookup) {
  assertSamePerson(person, lookup);
  const found = await findApplications(db, lookup.name, lookup.phone, lookup.uid);
  if (found.length === 0) throw notFound(messages.noApplication);
  if (lookup.uid !== undefined) return found[0]!;
  const current = chooseCurrentRound(await listRounds(db), now());
  return found.find((applicant) => applicant.subscriptionUid === current?.id) ?? found[0]!;
}

/**
 * The application the verified person made in the round, or null: asked by /apply right after the
 * verification. Name and phone are the token's, so nobody learns of anyone else's application.
 */
export async function applicationInRound({ db }: ApplicationDeps, person: VerifiedPerson, roundId: number) {
  const [found] = await findApplications(db, person.name.trim(), person.phone, roundId);
  return found ?? null;
}

/** The person's own application, 404 when missing, 403 when it is someone else's. */
async function ownApplication({ db }: ApplicationDeps, person: VerifiedPerson, id: number) {
  const applicant = await findApplicant(db, id);
  if (!applicant) throw notFound(messages.notFound);
  assertSamePerson(person, { name: applicant.name, phone: applicant.phoneNumber });
  return applicant;
}

export async function edit(
  deps: ApplicationDeps,
  person: VerifiedPerson,
  id: number,
  submission: ApplicantSubmission,
) {
  const applicant = await ownApplication(deps, person, id);
  assertSamePerson(person, submission);
  if (submission.supplyUid !== applicant.subscriptionUid) throw badRequest(messages.roundIdInvalid);
  const updated = await whileRoundOpen(deps, applicant.subscriptionUid, (tx, round) => {
    assertSupplyTypeOffered(round, submission);
    return updateApplicantAnswers(tx, applicant.id, submission);
  });
  if (!updated) throw notFound(messages.notFound);
  return updated;
}

export async function cancel(deps: ApplicationDeps, person: VerifiedPerson, id: number) {
  const applicant = await ownApplication(deps, person, id);
  await whileRoundOpen(deps, applicant.subscriptionUid, (tx) => deleteApplicant(tx, applicant.id));
}
