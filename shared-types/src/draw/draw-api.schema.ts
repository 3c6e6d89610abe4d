// The draw's HTTP shapes: the round's supply and plan as the admin form sends them, the
// witnessed number, and the public draw page's answer.
import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { SUPPLY_TYPE_CODES } from '../supply/supply-type-labels';
import { DRAW_VERSION, type DrawFile, type DrawInputs, type DrawResult, type Supply } from './draw';
import { DRAW_V2, type Commitment, type DrawFileV2, type DrawInputsV2 } from './draw-v2';
import {
  DRAW_V3,
  HEX64,
  MAX_WITNESSES,
  WITNESS_SALT,
  WITNESS_VALUE,
  type CommitmentV3,
  type DrawFileV3,
  type RandomnessV3,
} from './draw-v3';
import type { FrozenRow } from './frozen-list';
import { AMENDMENTS_FORMAT, type AmendmentsFile } from './amendments-file';
import { MAX_DELAY_HOURS, type DrawPlan } from './draw-plan';

export const drawMessages = {
  supplyInvalid: '당첨 세대 수와 예비 순번 수는 0 이상 10,000 이하의 정수여야 합니다.',
  delayInvalid: `난수 대기 시간은 0 이상 ${MAX_DELAY_HOURS} 이하의 정수(시간)여야 합니다.`,
  witnessesInvalid: `참관인 수는 0명 이상 ${MAX_WITNESSES}명 이하의 정수여야 합니다.`,
  planNeedsBeacon:
    'drand 공개 난수 없이는 회차를 등록할 수 없습니다. 명단을 본 뒤 정하는 값은 운영자가 골라 당첨자를 정할 수 있기 때문입니다.',
  planFixed: '추첨 난수의 출처는 회차를 등록한 뒤에는 바꿀 수 없습니다.',
  supplyFixed: '명단이 확정된 회차의 공급 세대 수는 바꿀 수 없습니다. 마감을 해제한 뒤 바꿔 주세요.',
  /** after the draw no reopening helps: the form shows the supply read-only with this reason */
  supplyDrawn: '추첨을 마친 회차는 공급 호수를 바꿀 수 없습니다.',
  witnessedNumber: (digits: number) => `참관 추첨 번호는 ${digits}자리 숫자여야 합니다.`,
  witnessedNotPlanned: '이 회차는 참관 추첨 번호를 쓰지 않습니다.',
  witnessedTwice: '참관 추첨 번호는 이미 입력되었습니다.',
  witnessSameAdmin:
    '같은 관리자가 다시 입력한 번호는 인정되지 않습니다. 다른 관리자 계정으로 같은 번호를 입력해 주세요.',
  witnessMismatch:
    '두 관리자가 입력한 참관 추첨 번호가 다릅니다. 두 입력을 모두 지웠으니 처음부터 다시 입력해 주세요.',
  witnessPlace: '참관한 곳(링크 또는 장소)을 300자 이내로 입력해 주세요.',
  noSupplyForType: (types: string) =>
    `명단에 공급 세대가 정해지지 않은 공급유형(${types})의 신청이 있어 추첨할 수 없습니다.`,
  notFrozen: '마감(명단 확정) 전에는 추첨할 수 없습니다.',
  witnessedBeforeFreeze: '참관 추첨 번호는 명단이 확정된 뒤에 입력합니다.',
  witnessedAfterBeacon:
    'drand 난수 공개 시각이 지나 참관 추첨 번호를 받을 수 없습니다. 난수가 공개된 뒤에 입력한 번호로는 결과를 고를 수 있기 때문입니다.',
  commitNotPlanned: '이 회차는 참관 약속을 받지 않습니다.',
  commitAfterClose:
    '참관 약속은 마감(명단 확정) 전에만 할 수 있습니다. 명단을 본 뒤 정한 값은 결과를 고르는 데 쓰일 수 있기 때문입니다.',
  commitFull: (count: number) => `이 회차의 참관 약속은 ${count}개까지입니다.`,
  commitTwice: '이미 이 회차에 참관 약속을 하셨습니다. 한 관리자는 한 번만 약속할 수 있습니다.',
  commitReused: '이미 쓰인 약속값입니다. 새 값을 만들어 다시 약속해 주세요.',
  commitmentInvalid: '약속값은 소문자 16진수 64자여야 합니다.',
  revealBeforeFreeze: '참관 값은 마감(명단 확정) 뒤에 공개합니다.',
  revealAfterBeacon:
    'drand 난수 공개 시각이 지나 참관 값을 더 받을 수 없습니다. 공개하지 않은 약속은 빈 값으로 추첨합니다.',
  revealMismatch:
    '입력한 값과 봉인 코드가 이 회차의 어떤 약속과도 맞지 않습니다. 약속할 때 받은 값을 확인해 주세요.',
  revealTwice: '이미 공개된 참관 값입니다.',
  witnessValue: '참관 값은 6자리 숫자여야 합니다.',
  witnessSalt: '봉인 코드는 약속할 때 받은 32자(0-9, a-f)입니다.',
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

/**
 * The plan as the round form sends it (draw/v3): the drand beacon's delay after the close, which every
 * round needs (null is refused: a plan without it could be chosen by the operator), and how many
 * witnesses may commit to a value before the close.
 */
export const drawPlanInputSchema = z
  .object({
    delayHours: z
      .number({ error: drawMessages.delayInvalid })
      .int({ error: drawMessages.delayInvalid })
      .min(0, { error: drawMessages.delayInvalid })
      .max(MAX_DELAY_HOURS, { error: drawMessages.delayInvalid })
      .nullable(),
    witnesses: z
      .number({ error: drawMessages.witnessesInvalid })
      .int({ error: drawMessages.witnessesInvalid })
      .min(0, { error: drawMessages.witnessesInvalid })
      .max(MAX_WITNESSES, { error: drawMessages.witnessesInvalid })
      .default(0),
  })
  .refine((plan) => plan.delayHours !== null, { error: drawMessages.planNeedsBeacon, path: ['delayHours'] });
export type DrawPlanInput = z.infer<typeof drawPlanInputSchema>;

const witnessPlace = z
  .string({ error: drawMessages.witnessPlace })
  .trim()
  .min(1, { error: drawMessages.witnessPlace })
  .max(300, { error: drawMessages.witnessPlace });

/**
 * A witness's commitment before the close (draw/v3): only the salted digest leaves the witness's browser,
 * so the server never knows the value before it is revealed.
 */
export const witnessCommitInputSchema = z.object({
  commitment: z
    .string({ error: drawMessages.commitmentInvalid })
    .regex(HEX64, { error: drawMessages.commitmentInvalid }),
  place: witnessPlace,
});
export type WitnessCommitInput = z.infer<typeof witnessCommitInputSchema>;

/** A witness's reveal after the freeze and before the beacon's time: the value and the salt. */
export const witnessRevealInputSchema = z.object({
  value: z
    .string({ error: drawMessages.witnessValue })
    .trim()
    .regex(WITNESS_VALUE, { error: drawMessages.witnessValue }),
  salt: z
    .string({ error: drawMessages.witnessSalt })
    .trim()
    .toLowerCase()
    .regex(WITNESS_SALT, { error: drawMessages.witnessSalt }),
  place: witnessPlace,
});
export type WitnessRevealInput = z.infer<typeof witnessRevealInputSchema>;

/** One witness of a draw/v3 round as its draw page shows it: who committed where and when, and the reveal. */
export const witnessRowSchema = z.object({
  commitment: z.string(),
  by: z.string(),
  place: z.string(),
  at: timestampSchema,
  reveal: z
    .object({ value: z.string(), salt: z.string(), by: z.string(), place: z.string(), at: timestampSchema })
    .nullable(),
});
export type WitnessRow = z.infer<typeof witnessRowSchema>;

/**
 * One admin's entry of the witnessed number (its digit count is checked against the round's plan by the
 * server) and where the witnessing can be seen. It counts once a second admin enters the same number.
 */
export const witnessInputSchema = z.object({
  number: z.string({ error: '참관 추첨 번호를 입력해 주세요.' }).trim().max(40),
  place: witnessPlace,
});

/** One event of a round's list: frozen at a close (with its digest) or unfrozen by a reopening. */
export const freezeEventSchema = z.object({
  kind: z.enum(['freeze', 'reopen']),
  at: timestampSchema,
  listDigest: z.string().nullable(),
  /** draw/v2 and v3 freezes: the digest of the commitment published at that freeze */
  commitmentDigest: z.string().nullable(),
  /** freezes: their 1-based number, under which their list and commitment stay downloadable */
  freeze: z.number().int().positive().nullable(),
  /** the method of the freeze (null for a reopening) */
  method: z.enum(['draw/v1', DRAW_V2, DRAW_V3]).nullable(),
});
export type FreezeEvent = z.infer<typeof freezeEventSchema>;

export const competitionRowSchema = z.object({
  supplyType: z.string(),
  winners: z.number().int(),
  reserves: z.number().int(),
  applicants: z.number().int(),
  rate: z.string(),
});
export type CompetitionRow = z.infer<typeof competitionRowSchema>;

export const amendmentRowSchema = z.object({
  /** 1-based, in the order made: what a changed result links to */
  number: z.number().int().positive(),
  receiptNumber: z.string(),
  /** the public move (after-draw/moves.ts), or 'editorChange' for a change made before moves existed */
  move: z.string(),
  oldState: z.string(),
  newState: z.string(),
  reason: z.string(),
  at: timestampSchema,
});
export type AmendmentRow = z.infer<typeof amendmentRowSchema>;

const drawPlanSchema = z.object({
  beacon: z.object({ chainHash: z.string(), delayHours: z.number().int() }).nullable(),
  witnessedDigits: z.number().int().nullable(),
  witnesses: z.number().int().optional(),
}) satisfies z.ZodType<DrawPlan>;

const drawInputsSchema = z.object({
  chainHash: z.string(),
  beaconRound: z.number().int(),
  beaconRandomness: z.string(),
  witnessedNumber: z.string(),
  listDigest: z.string(),
}) satisfies z.ZodType<DrawInputs>;

const drawInputsV2Schema = z.object({
  method: z.literal(DRAW_V2),
  commitmentDigest: z.string(),
  beaconRound: z.number().int(),
  beaconRandomness: z.string(),
  witnessedNumber: z.string(),
}) satisfies z.ZodType<DrawInputsV2>;

/** What a draw/v3 draw read, as the server stores it with the draw. */
export const drawInputsV3Schema = z.object({
  method: z.literal(DRAW_V3),
  commitmentDigest: z.string(),
  beaconRound: z.number().int(),
  beaconRandomness: z.string(),
  beaconSignature: z.string(),
  reveals: z.array(
    z.object({ commitment: z.string(), value: z.string().nullable(), salt: z.string().nullable() }),
  ),
}) satisfies z.ZodType<RandomnessV3 & { method: typeof DRAW_V3; commitmentDigest: string }>;
export type DrawInputsV3 = z.infer<typeof drawInputsV3Schema>;

const frozenRowSchema = z.object({
  receiptNumber: z.string(),
  supplyType: z.string(),
  incomeTier: z.number().int().nullable(),
  regionalTier: z.number().int().nullable(),
}) satisfies z.ZodType<FrozenRow>;

const drawResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('won') }),
  z.object({ kind: z.literal('reserve'), reserveNumber: z.number().int().positive() }),
  z.object({ kind: z.literal('notWon') }),
]) satisfies z.ZodType<DrawResult>;

const supplyPerTypeSchema = z.record(z.string(), supplySchema) satisfies z.ZodType<Record<string, Supply>>;

/** The draw's outcome by supply type: each frozen row's rank and result. */
const drawResultsSchema = z.record(
  z.string(),
  z.array(
    z.object({ receiptNumber: z.string(), rank: z.number().int().positive(), result: drawResultSchema }),
  ),
);

/** The public draw page of a round: everything an outsider needs to follow and recompute the draw. */
/**
 * What running the draw answers: a summary, at most a few KB whatever the round's size. The draw page
 * (`info`), the verifier's file (`inputs`) and the applicants' screens show the results themselves.
 */
export const drawRunSummarySchema = z.object({
  roundId: z.number().int(),
  drawnAt: timestampSchema,
  method: z.enum(['draw/v1', DRAW_V2, DRAW_V3]),
  seed: z.string(),
  /** the frozen list drawn, by its published digest and size */
  listDigest: z.string(),
  commitmentDigest: z.string().nullable(),
  beaconRound: z.number().int().nullable(),
  applicants: z.number().int().min(0),
  /** per supply type, in the forms' order */
  supply: z.array(
    z.object({
      supplyType: z.string(),
      winners: z.number().int().min(0),
      reserves: z.number().int().min(0),
      applicants: z.number().int().min(0),
      won: z.number().int().min(0),
      reserve: z.number().int().min(0),
      notWon: z.number().int().min(0),
    }),
  ),
});
export type DrawRunSummary = z.infer<typeof drawRunSummarySchema>;

export const roundDrawInfoSchema = z.object({
  roundId: z.number().int(),
  title: z.string(),
  closed: z.boolean(),
  /** the application period, so the page can say whether applications are still taken */
  startTs: timestampSchema,
  endTs: timestampSchema,
  plan: drawPlanSchema,
  planText: z.string(),
  supply: supplyPerTypeSchema,
  history: z.array(freezeEventSchema),
  /** the method of the current freeze, else of the round's plan (draw/v3 for plans made since its introduction) */
  method: z.enum(['draw/v1', DRAW_V2, DRAW_V3]),
  /** said before the close on rounds whose plan the operator could steer (draw/v2 without a beacon) */
  planWarning: z.string().nullable(),
  /** the current frozen list, from the close on; draw/v2 freezes also publish their commitment */
  frozen: z
    .object({
      at: timestampSchema,
      listDigest: z.string(),
      list: z.array(frozenRowSchema),
      commitment: z.string().nullable(),
      commitmentDigest: z.string().nullable(),
    })
    .nullable(),
  competition: z.array(competitionRowSchema),
  /** the drand round the draw waits for (from the freeze on), and the beacon once fetched */
  beacon: z
    .object({
      chainHash: z.string(),
      round: z.number().int(),
      at: timestampSchema,
      randomness: z.string().nullable(),
      signature: z.string().nullable(),
      /** why the last fetch failed; the server retries */
      error: z.string().nullable(),
    })
    .nullable(),
  /** the witnessed number once two admins entered it, by whom, and where the witnessing can be seen */
  witnessed: z
    .object({
      number: z.string(),
      at: timestampSchema,
      by: z.array(z.string()),
      place: z.string().nullable(),
    })
    .nullable(),
  /** one admin entered a number (not shown) and a second admin's same entry is awaited */
  witnessPending: z.object({ by: z.string(), at: timestampSchema }).nullable(),
  /**
   * draw/v3: the witnesses of the current cycle (bound to the current freeze, or made since the last
   * reopening while the round is open), with their reveals; [] under draw/v1 and v2
   */
  witnesses: z.array(witnessRowSchema),
  /** draw/v3: until when reveals are taken (the beacon's time), from the freeze on */
  revealUntil: timestampSchema.nullable(),
  draw: z
    .object({
      drawnAt: timestampSchema,
      seed: z.string(),
      inputs: z.union([drawInputsSchema, drawInputsV2Schema, drawInputsV3Schema]),
      results: drawResultsSchema,
    })
    .nullable(),
  amendments: z.array(amendmentRowSchema),
  /**
   * the amendments file (amendments.json) in brief: its entries, the last hash (the head) a reader can
   * save and compare later, and the chain's start; null before the draw
   */
  amendmentsFile: z
    .object({ count: z.number().int().min(0), head: z.string(), genesis: z.string() })
    .nullable(),
  /**
   * the state now of every receipt number no longer as drawn (부적격, 포기, 기한 경과, 당첨(추가), or a
   * published amendment), with its latest amendment's number; null when no amendment was published
   */
  changed: z.record(
    z.string(),
    z.object({ state: z.string(), amendment: z.number().int().positive().nullable() }),
  ),
});
export type RoundDrawInfo = z.infer<typeof roundDrawInfoSchema>;

/** The latest state of each amended receipt number: what the results show instead of the drawn one. */
export function changedStates(amendments: readonly AmendmentRow[]): RoundDrawInfo['changed'] {
  const changed: RoundDrawInfo['changed'] = {};
  for (const row of amendments) changed[row.receiptNumber] = { state: row.newState, amendment: row.number };
  return changed;
}

const commitmentSchema = z.object({
  method: z.literal(DRAW_V2),
  listDigest: z.string(),
  supply: supplyPerTypeSchema,
  beacon: z.object({ chainHash: z.string(), round: z.number().int() }).nullable(),
  witnessedDigits: z.number().int().nullable(),
}) satisfies z.ZodType<Commitment>;

/** `draw.json` of a draw/v1 round: the file draw-verifier.mjs reads to recompute its draw. */
const drawFileV1Schema = z.object({
  version: z.literal(DRAW_VERSION),
  inputs: drawInputsSchema,
  supply: supplyPerTypeSchema,
  list: z.array(frozenRowSchema),
  results: drawResultsSchema,
}) satisfies z.ZodType<DrawFile>;

/** `draw.json` of a draw/v2 round: the committed inputs, the randomness and the results. */
const drawFileV2Schema = z.object({
  version: z.literal(DRAW_V2),
  commitmentDigest: z.string(),
  commitment: commitmentSchema,
  list: z.array(frozenRowSchema),
  randomness: z.object({
    beaconRandomness: z.string(),
    witnessedNumber: z.string(),
    beaconRound: z.number().int(),
    beaconSignature: z.string(),
  }),
  seed: z.string(),
  results: drawResultsSchema,
}) satisfies z.ZodType<DrawFileV2>;

const commitmentV3Schema = z.object({
  method: z.literal(DRAW_V3),
  listDigest: z.string(),
  supply: supplyPerTypeSchema,
  beacon: z.object({ chainHash: z.string(), publicKey: z.string(), round: z.number().int() }),
  witnesses: z.array(z.string()),
}) satisfies z.ZodType<CommitmentV3>;

/** `draw.json` of a draw/v3 round (docs/draw-method-v3.md). */
const drawFileV3Schema = z.object({
  version: z.literal(DRAW_V3),
  commitmentDigest: z.string(),
  commitment: commitmentV3Schema,
  list: z.array(frozenRowSchema),
  randomness: z.object({
    beaconRound: z.number().int(),
    beaconRandomness: z.string(),
    beaconSignature: z.string(),
    reveals: drawInputsV3Schema.shape.reveals,
  }),
  seed: z.string(),
  results: drawResultsSchema,
}) satisfies z.ZodType<DrawFileV3>;

export const drawFileSchema = z.union([drawFileV1Schema, drawFileV2Schema, drawFileV3Schema]);

const amendmentEntrySchema = z.object({
  n: z.number().int().positive(),
  receiptNumber: z.string(),
  move: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  place: z.string().nullable(),
  at: z.string(),
  prev: z.string(),
  hash: z.string(),
});

/** `amendments.json`: the round's public amendments, hash-chained (./amendments-file.ts). */
export const amendmentsFileSchema = z.object({
  format: z.literal(AMENDMENTS_FORMAT),
  roundId: z.number().int().positive(),
  listDigest: z.string(),
  genesis: z.string(),
  entries: z.array(amendmentEntrySchema),
  head: z.string(),
}) satisfies z.ZodType<AmendmentsFile>;

/** The written method as the 추첨 방법 page reads it: the current version, and the earlier texts. */
export const drawMethodSchema = z.object({ version: z.literal(DRAW_V3), text: z.string() });
