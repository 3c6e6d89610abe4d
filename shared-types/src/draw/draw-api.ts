// The draw's HTTP shapes (issue 15): the round's supply and plan as the admin form sends them, the
// witnessed number, and the public draw page's answer.
import { z } from 'zod';
import { SUPPLY_TYPE_CODES } from '../rounds/supply-type-labels';
import type { DrawInputs, DrawResult, Supply } from './draw';
import type { DrawInputsV2 } from './draw-v2';
import type { FrozenRow } from './frozen-list';
import { MAX_DELAY_HOURS, WITNESSED_DIGITS_MAX, WITNESSED_DIGITS_MIN, type DrawPlan } from './draw-plan';

export const drawMessages = {
  supplyInvalid: '당첨 세대 수와 예비 순번 수는 0 이상 10,000 이하의 정수여야 합니다.',
  delayInvalid: `난수 대기 시간은 0 이상 ${MAX_DELAY_HOURS} 이하의 정수(시간)여야 합니다.`,
  witnessedDigitsInvalid: `참관 추첨 번호의 자릿수는 ${WITNESSED_DIGITS_MIN}~${WITNESSED_DIGITS_MAX}자리여야 합니다.`,
  planRequired: '추첨 난수의 출처를 하나 이상 정해 주세요 (drand 공개 난수 또는 참관 추첨 번호).',
  planFixed: '추첨 난수의 출처는 회차를 등록한 뒤에는 바꿀 수 없습니다.',
  supplyFixed: '명단이 확정된 회차의 공급 세대 수는 바꿀 수 없습니다. 마감을 해제한 뒤 바꿔 주세요.',
  witnessedNumber: (digits: number) => `참관 추첨 번호는 ${digits}자리 숫자여야 합니다.`,
  witnessedNotPlanned: '이 회차는 참관 추첨 번호를 쓰지 않습니다.',
  witnessedTwice: '참관 추첨 번호는 이미 입력되었습니다.',
  witnessSameAdmin:
    '같은 관리자가 다시 입력한 번호는 인정되지 않습니다. 다른 관리자 계정으로 같은 번호를 입력해 주세요.',
  witnessMismatch:
    '두 관리자가 입력한 참관 추첨 번호가 다릅니다. 두 입력을 모두 지웠으니 처음부터 다시 입력해 주세요.',
  witnessPlace: '참관 추첨을 볼 수 있는 곳(링크 또는 장소)을 300자 이내로 입력해 주세요.',
  noSupplyForType: (types: string) =>
    `명단에 공급 세대가 정해지지 않은 공급유형(${types})의 신청이 있어 추첨할 수 없습니다.`,
  notFrozen: '마감(명단 확정) 전에는 추첨할 수 없습니다.',
  witnessedBeforeFreeze: '참관 추첨 번호는 명단이 확정된 뒤에 입력합니다.',
  witnessedMissing: '참관 추첨 번호를 먼저 입력해 주세요.',
  beaconNotYet: (round: number, at: string) =>
    `drand ${round}회차 난수는 ${at}에 공개됩니다. 그 뒤에 추첨할 수 있습니다.`,
  beaconUnavailable: (reason: string) =>
    `drand 공개 난수를 받지 못했습니다 (${reason}). 서버가 1분마다 다시 시도하며, 받는 즉시 추첨합니다.`,
  drawnTwice: '이미 추첨을 마친 회차입니다. 추첨은 다시 할 수 없습니다.',
  reopenAfterRandomness: '추첨 난수가 이미 정해진 회차는 마감을 해제할 수 없습니다.',
  amendmentReason: '추첨을 마친 회차의 당첨 상태를 바꾸려면 사유를 입력해 주세요.',
  noDraw: '아직 추첨하지 않은 회차입니다.',
} as const;

const count = z
  .number({ error: drawMessages.supplyInvalid })
  .int({ error: drawMessages.supplyInvalid })
  .min(0, { error: drawMessages.supplyInvalid })
  .max(10_000, { error: drawMessages.supplyInvalid });

export const supplySchema = z.object({ winners: count, reserves: count });

/** Winners and reserves per supply type; types the round does not offer are ignored by the server. */
export const supplyInputSchema = z.partialRecord(z.enum(SUPPLY_TYPE_CODES), supplySchema, {
  error: drawMessages.supplyInvalid,
});

/** The plan as the round form sends it: a delay for the drand beacon (null: none), witnessed digits. */
export const drawPlanInputSchema = z
  .object({
    delayHours: z
      .number({ error: drawMessages.delayInvalid })
      .int({ error: drawMessages.delayInvalid })
      .min(0, { error: drawMessages.delayInvalid })
      .max(MAX_DELAY_HOURS, { error: drawMessages.delayInvalid })
      .nullable(),
    witnessedDigits: z
      .number({ error: drawMessages.witnessedDigitsInvalid })
      .int({ error: drawMessages.witnessedDigitsInvalid })
      .min(WITNESSED_DIGITS_MIN, { error: drawMessages.witnessedDigitsInvalid })
      .max(WITNESSED_DIGITS_MAX, { error: drawMessages.witnessedDigitsInvalid })
      .nullable(),
  })
  .refine((plan) => plan.delayHours !== null || plan.witnessedDigits !== null, {
    error: drawMessages.planRequired,
  });
export type DrawPlanInput = z.infer<typeof drawPlanInputSchema>;

/**
 * One admin's entry of the witnessed number (its digit count is checked against the round's plan by the
 * server) and where the witnessing can be seen. It counts once a second admin enters the same number.
 */
export const witnessInputSchema = z.object({
  number: z.string({ error: '참관 추첨 번호를 입력해 주세요.' }).trim().max(40),
  place: z
    .string({ error: drawMessages.witnessPlace })
    .trim()
    .min(1, { error: drawMessages.witnessPlace })
    .max(300, { error: drawMessages.witnessPlace }),
});

/** One event of a round's list: frozen at a close (with its digest) or unfrozen by a reopening. */
export interface FreezeEvent {
  kind: 'freeze' | 'reopen';
  at: string;
  listDigest: string | null;
  /** draw/v2 freezes: the digest of the commitment published at that freeze */
  commitmentDigest: string | null;
}

export interface CompetitionRow {
  supplyType: string;
  winners: number;
  reserves: number;
  applicants: number;
  rate: string;
}

export interface AmendmentRow {
  /** 1-based, in the order made: what a changed result links to */
  number: number;
  receiptNumber: string;
  oldState: string;
  newState: string;
  reason: string;
  at: string;
}

/** The public draw page of a round: everything an outsider needs to follow and recompute the draw. */
export interface RoundDrawInfo {
  roundId: number;
  title: string;
  closed: boolean;
  plan: DrawPlan;
  planText: string;
  supply: Record<string, Supply>;
  history: FreezeEvent[];
  /** the method of the current freeze (draw/v2 for every round frozen from its introduction on) */
  method: 'draw/v1' | 'draw/v2';
  /** the current frozen list, from the close on; draw/v2 freezes also publish their commitment */
  frozen: {
    at: string;
    listDigest: string;
    list: FrozenRow[];
    commitment: string | null;
    commitmentDigest: string | null;
  } | null;
  competition: CompetitionRow[];
  /** the drand round the draw waits for (from the freeze on), and the beacon once fetched */
  beacon: {
    chainHash: string;
    round: number;
    at: string;
    randomness: string | null;
    signature: string | null;
    /** why the last fetch failed; the server retries */
    error: string | null;
  } | null;
  /** the witnessed number once two admins entered it, by whom, and where the witnessing can be seen */
  witnessed: { number: string; at: string; by: string[]; place: string | null } | null;
  /** one admin entered a number (not shown) and a second admin's same entry is awaited */
  witnessPending: { by: string; at: string } | null;
  draw: {
    drawnAt: string;
    seed: string;
    inputs: DrawInputs | DrawInputsV2;
    results: Record<string, { receiptNumber: string; rank: number; result: DrawResult }[]>;
  } | null;
  amendments: AmendmentRow[];
  /** the state now of every receipt number changed after the draw, with its latest amendment's number */
  changed: Record<string, { state: string; amendment: number }>;
}

/** The latest state of each amended receipt number: what the results show instead of the drawn one. */
export function changedStates(amendments: readonly AmendmentRow[]): RoundDrawInfo['changed'] {
  const changed: RoundDrawInfo['changed'] = {};
  for (const row of amendments) changed[row.receiptNumber] = { state: row.newState, amendment: row.number };
  return changed;
}
