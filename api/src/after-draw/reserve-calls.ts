// Reserves called to fill a winner's place: the open places (부적격, 포기) with the reserve the rule names
// for each, and the call itself. The rule is never a choice: the lowest reserve number still waiting of
// the place's supply type. The database has the last word when two admins call at once: a place is
// filled once and a reserve called once (two unique indexes), and the loser answers 409.
import { formatWinningState, WON } from '@portal/shared-types/applicants/winning-state-rules';
import {
  ADDED_WIN,
  calledReserveDeadline,
  nextReserve,
  reserveCallReason,
  reviewMessages,
  vacancyReasonLabels,
  type VacancyReason,
} from '@portal/shared-types/after-draw/status-rules';
import { type ReserveCall, type Vacancies } from '@portal/shared-types/after-draw/after-draw.schema';
import { messages } from '@portal/shared-types/common/messages';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { isUniqueViolation } from '../applicants/unique-violation';
import { auditEntry } from '../audit/audit-log';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { appendAmendment } from '../draw/amendments-chain';
import { conflict, notFound } from '../http/app-error';
import { enqueue } from '../notify/outbox';
import {
  callsOfRound,
  changeWinningState,
  findRoundRow,
  findSettings,
  insertReserveCall,
  saveReview,
  type ApplicantRow,
  type ReserveCallRow,
} from './after-draw-repository';
import { afterDrawMessage } from './after-draw-messages';
import { roundStatuses } from './round-statuses';

export interface ReserveCallDeps {
  db: Db;
  now: () => Date;
}

/** The round's open places and the reserve each would call, read in one go (inside a call's transaction too). */
async function openPlaces(db: Db | Tx, roundId: number, now: Date) {
  const [statuses, calls, settings] = await Promise.all([
    roundStatuses(db, roundId, now),
    callsOfRound(db, roundId),
    findSettings(db, roundId),
  ]);
  const rows = statuses.map(({ applicant }) => applicant);
  const filled = new Set(calls.map((call) => call.vacancyApplicantId));
  const open: { vacancy: ApplicantRow; reason: VacancyReason; next: ApplicantRow | null }[] = [];
  for (const { applicant, state } of statuses) {
    // a vacated winner's state is its reason: 부적격, 포기 or 기한 경과
    if (!state.vacated || filled.has(applicant.id)) continue;
    const reason = state.state as VacancyReason;
    open.push({ vacancy: applicant, reason, next: nextReserve(applicant.subscriptionType, rows) });
  }
  return { rows, calls, settings, open };
}

const reserveNumberOf = (applicant: ApplicantRow) =>
  Number(/^예비 (\d+)$/.exec(applicant.winningState)?.[1] ?? 0);

function callResponse(call: ReserveCallRow, byId: ReadonlyMap<number, ApplicantRow>): ReserveCall {
  return {
    id: call.id,
    vacancyApplicantId: call.vacancyApplicantId,
    vacancyReceiptNumber: byId.get(call.vacancyApplicantId)?.receiptNumber ?? '',
    calledApplicantId: call.calledApplicantId,
    calledReceiptNumber: byId.get(call.calledApplicantId)?.receiptNumber ?? '',
    supplyType: call.supplyType as SupplyType,
    reserveNumber: call.reserveNumber,
    reason: call.reason as VacancyReason,
    calledBy: call.calledBy,
    at: call.at.toISOString(),
  };
}

export async function vacancies({ db, now }: ReserveCallDeps, roundId: number): Promise<Vacancies> {
  if (!(await findRoundRow(db, roundId))) throw notFound(messages.notFound);
  const { rows, calls, open } = await openPlaces(db, roundId, now());
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    roundId,
    open: open.map(({ vacancy, reason, next }) => ({
      vacancyApplicantId: vacancy.id,
      receiptNumber: vacancy.receiptNumber,
      supplyType: vacancy.subscriptionType as SupplyType,
      reason,
      reasonLabel: vacancyReasonLabels[reason],
      nextReserve: next
        ? {
            applicantId: next.id,
            receiptNumber: next.receiptNumber,
            name: next.name,
            reserveNumber: reserveNumberOf(next),
          }
        : null,
    })),
    calls: calls.map((call) => callResponse(call, byId)).reverse(),
  };
}

/**
 * Calls the next reserve for the place: the call row, the reserve's 당첨, the public amendment
 * (예비 n → 당첨(추가), with the place's reason), the reserve's own document deadline, the audit entries
 * and the message, all in one transaction.
 */
export async function callReserve(
  { db, now }: ReserveCallDeps,
  roundId: number,
  vacancyApplicantId: number,
  actor: string,
): Promise<ReserveCall> {
  try {
    return await auditedWrite(db, async (tx) => {
      if (!(await findRoundRow(tx, roundId))) throw notFound(messages.notFound);
      const at = now();
      const { rows, calls, settings, open } = await openPlaces(tx, roundId, at);
      const place = open.find(({ vacancy }) => vacancy.id === vacancyApplicantId);
      if (!place) {
        if (calls.some((call) => call.vacancyApplicantId === vacancyApplicantId))
          throw conflict(reviewMessages.vacancyFilled);
        throw conflict(reviewMessages.vacancyNotOpen);
      }
      const reserve = place.next;
      if (!reserve) throw conflict(reviewMessages.noReserveLeft);
      const oldState = formatWinningState({ kind: 'reserve', reserveNumber: reserveNumberOf(reserve) });
      const call = await insertReserveCall(tx, {
        roundId,
        vacancyApplicantId,
        calledApplicantId: reserve.id,
        supplyType: reserve.subscriptionType,
        reserveNumber: reserveNumberOf(reserve),
        reason: place.reason,
        calledBy: actor,
        at,
      });
      // another writer changed the reserve's state since it was read: let the admin look again
      if (!(await changeWinningState(tx, reserve.id, reserve.winningState, WON, at)))
        throw conflict(reviewMessages.callRaced);
      const reason = reserveCallReason(place.reason);
      // the place is the vacated winner's receipt number: a reader can check the rule was followed
      await appendAmendment(tx, roundId, {
        receiptNumber: reserve.receiptNumber,
        move: 'reserveCalled',
        from: oldState,
        to: ADDED_WIN,
        reason,
        place: place.vacancy.receiptNumber,
        at: at.toISOString(),
        actor,
      });
      const deadline = calledReserveDeadline(settings?.documentsDeadline?.toISOString() ?? null, at);
      await saveReview(tx, reserve, { stage: 'requested', ownDeadline: new Date(deadline) }, at);
      await auditEntry(tx, {
        actor,
        kind: 'winningState',
        action: 'update',
        roundId,
        target: reserve.receiptNumber,
        before: { winningState: oldState },
        after: { winningState: WON, reason },
      });
      const changeId = await auditEntry(tx, {
        actor,
        kind: 'reserveCall',
        action: 'call',
        roundId,
        target: reserve.receiptNumber,
        before: { vacancy: place.vacancy.receiptNumber, reason: place.reason },
        after: { called: reserve.receiptNumber, reserveNumber: call.reserveNumber, deadline },
      });
      await enqueue(tx, [afterDrawMessage('reserveCalled', reserve, changeId)], at);
      return callResponse(call, new Map(rows.map((row) => [row.id, row])));
    });
  } catch (error) {
    // the unique indexes: the place was filled, or the reserve called, by a call that committed first
    if (isUniqueViolation(error)) throw conflict(reviewMessages.callRaced);
    throw error;
  }
}
