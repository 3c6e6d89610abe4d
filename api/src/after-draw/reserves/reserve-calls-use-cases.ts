// Reserves called to fill a winner's place: the open places (부적격, 포기) with the reserve the rule names
// for each, and the call itself. The rule is never a choice: the lowest reserve number still waiting of
// the place's supply type. The database has the last word when two admins call at once: a place is
// filled once and a reserve called once (two unique indexes), and the loser answers 409.
import { formatWinningState, parseWinningState, WON } from '@portal/shared-types/draw/winning-state';
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
import { objectionMessages } from '@portal/shared-types/after-draw/objection-rules';
import { isUniqueViolation } from '../../db/unique-violation';
import { auditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { conflict, notFound } from '../../http/app-error';
import { changeWinningState } from '../../applicants/winning-state-repository';
import {
  findRoundRow,
  insertReserveCall,
  saveReview,
  type ApplicantRow,
  type ReserveCallRow,
} from '../after-draw-repository';
import { moveRefusal } from '@portal/shared-types/after-draw/move-rules';
import { lapseIfDue } from '../moves/lapses';
import { recordMove } from '../moves/record-move';
import { waitingIneligiblePlaces } from '../objections/objection-block';
import { roundStatusesWithRows, type RoundStatus } from '../status/round-statuses';

export interface ReserveCallDeps {
  db: Db;
  now: () => Date;
}

/** The round's open places and the reserve each would call, read in one go (inside a call's transaction too). */
async function openPlaces(db: Db | Tx, roundId: number, now: Date) {
  const { statuses, calls, settings } = await roundStatusesWithRows(db, roundId, now);
  const rows = statuses.map(({ applicant }) => applicant);
  const filled = new Set(calls.map((call) => call.vacancyApplicantId));
  // a 부적격 place waits for its 소명: listed with why, not callable
  const waiting = await waitingIneligiblePlaces(db, roundId, statuses, now);
  const open: {
    vacancy: ApplicantRow;
    vacancyStatus: RoundStatus;
    reason: VacancyReason;
    waiting: string | null;
    next: ApplicantRow | null;
  }[] = [];
  for (const status of statuses) {
    const { applicant, state } = status;
    // a vacated winner's state is its reason: 부적격, 포기 or 기한 경과
    if (!state.vacated || filled.has(applicant.id)) continue;
    const reason = state.state as VacancyReason;
    open.push({
      vacancy: applicant,
      vacancyStatus: status,
      reason,
      waiting: waiting.get(applicant.id) ?? null,
      next: nextReserve(applicant.supplyType, rows),
    });
  }
  return { rows, calls, settings, open, statuses };
}

const reserveNumberOf = (applicant: ApplicantRow) =>
  parseWinningState(applicant.winningState).reserveNumber ?? 0;

function callResponse(call: ReserveCallRow, byId: ReadonlyMap<number, ApplicantRow>): ReserveCall {
  return {
    id: call.id,
    vacancyApplicantId: call.vacancyApplicantId,
    vacancyReceiptNumber: byId.get(call.vacancyApplicantId)?.receiptNumber ?? '',
    calledApplicantId: call.calledApplicantId,
    calledReceiptNumber: byId.get(call.calledApplicantId)?.receiptNumber ?? '',
    supplyType: call.supplyType,
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
    open: open.map(({ vacancy, reason, waiting, next }) => ({
      vacancyApplicantId: vacancy.id,
      receiptNumber: vacancy.receiptNumber,
      supplyType: vacancy.supplyType,
      reason,
      reasonLabel: vacancyReasonLabels[reason],
      waiting,
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
      const { rows, calls, settings, open, statuses } = await openPlaces(tx, roundId, at);
      const place = open.find(({ vacancy }) => vacancy.id === vacancyApplicantId);
      if (!place) {
        if (calls.some((call) => call.vacancyApplicantId === vacancyApplicantId))
          throw conflict(reviewMessages.vacancyFilled);
        throw conflict(reviewMessages.vacancyNotOpen);
      }
      const reserve = place.next;
      if (!reserve) throw conflict(reviewMessages.noReserveLeft);
      if (place.waiting) throw conflict(objectionMessages.placeWaits(place.waiting));
      const reserveStatus = statuses.find(({ applicant }) => applicant.id === reserve.id)!;
      const refused = moveRefusal('reserveCalled', reserveStatus.state, {
        now: at,
        reserve: {
          supplyType: reserve.supplyType,
          reserveNumber: reserveNumberOf(reserve),
          nextReserveNumber: reserveNumberOf(reserve),
        },
      });
      if (refused) throw conflict(refused);
      // a place lapsed without its 기한 경과 written yet: the public file says it before the call
      if (place.reason === 'lapsed')
        await lapseIfDue(tx, place.vacancyStatus.rows, place.vacancyStatus.state, at);
      const oldState = formatWinningState({ kind: 'reserve', reserveNumber: reserveNumberOf(reserve) });
      const call = await insertReserveCall(tx, {
        roundId,
        vacancyApplicantId,
        calledApplicantId: reserve.id,
        supplyType: reserve.supplyType,
        reserveNumber: reserveNumberOf(reserve),
        reason: place.reason,
        calledBy: actor,
        at,
      });
      // another writer changed the reserve's state since it was read: let the admin look again
      if (!(await changeWinningState(tx, reserve.id, reserve.winningState, { kind: 'won' }, at)))
        throw conflict(reviewMessages.callRaced);
      const reason = reserveCallReason(place.reason);
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
      await recordMove(tx, {
        applicant: reserve,
        move: 'reserveCalled',
        actor,
        at,
        reason,
        detail: { reserveNumber: call.reserveNumber, place: place.vacancy.receiptNumber, deadline },
        audit: {
          kind: 'reserveCall',
          action: 'call',
          before: { vacancy: place.vacancy.receiptNumber, reason: place.reason },
          after: { called: reserve.receiptNumber, reserveNumber: call.reserveNumber, deadline },
        },
        public: { from: oldState, to: ADDED_WIN, reason, place: place.vacancy.receiptNumber },
        message: 'reserveCalled',
      });
      return callResponse(call, new Map(rows.map((row) => [row.id, row])));
    });
  } catch (error) {
    // the unique indexes: the place was filled, or the reserve called, by a call that committed first
    if (isUniqueViolation(error)) throw conflict(reviewMessages.callRaced);
    throw error;
  }
}
