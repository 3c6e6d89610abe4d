// Where a round's randomness comes from, fixed when the round is created, and the
// supply the draw fills. Pure rules without zod: the public draw page imports them.
import type { SupplyType } from '../supply/supply-type-labels';
import type { Supply } from './draw';

/** A drand chain as the server is configured with it: quicknet in production. */
export interface BeaconChain {
  chainHash: string;
  publicKey: string;
  /** seconds since the epoch of round 1 */
  genesisTime: number;
  /** seconds between rounds */
  period: number;
}

/** drand's quicknet (League of Entropy mainnet, unchained, signatures on G1, a round every 3 s). */
export const QUICKNET: BeaconChain = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesisTime: 1692803367,
  period: 3,
};

/**
 * The chain a plan names, with its key and timing: the server's configured chain, or quicknet (the default
 * of every plan) when the server is configured with another one (a test relay). Null for any other chain:
 * nothing could be committed for it.
 */
export const chainOfPlan = (configured: BeaconChain, chainHash: string): BeaconChain | null =>
  chainHash === configured.chainHash ? configured : chainHash === QUICKNET.chainHash ? QUICKNET : null;

/**
 * The round's commitment: the drand round that follows the close by `delayHours`, a number drawn in
 * front of witnesses with `witnessedDigits` digits, or both. Set at creation; never changed.
 */
export interface DrawPlan {
  beacon: { chainHash: string; delayHours: number } | null;
  /** draw/v2 plans only: the digit count of a number typed after the freeze; null under draw/v3 */
  witnessedDigits: number | null;
  /**
   * draw/v3 plans: how many witnesses may commit to a value before the close (0 to 5). Absent on plans
   * made before draw/v3, which keep drawing under draw/v2.
   */
  witnesses?: number;
}

/** The method a round's freezes use: plans made since draw/v3 name their witnesses; older ones do not. */
export const planMethod = (plan: DrawPlan): 'draw/v2' | 'draw/v3' =>
  plan.witnesses === undefined ? 'draw/v2' : 'draw/v3';

/**
 * True when the operator could choose the result: a draw/v2 plan whose only randomness is a number typed
 * after the list is frozen. Such plans are no longer accepted; rounds made with one say so on their page.
 */
export const operatorCouldChoose = (plan: DrawPlan): boolean => !plan.beacon;

/** What the draw page says, from the creation on, of a plan whose result the operator could choose. */
export const OPERATOR_CHOICE_WARNING =
  '이 회차는 drand 공개 난수 없이, 명단이 확정된 뒤 관리자가 입력하는 참관 추첨 번호 하나로 추첨합니다. 번호를 입력하는 사람이 명단을 보고 번호를 고르면 당첨자를 정할 수 있으므로, 이 회차의 추첨은 운영자에 대해 공정하다고 보장할 수 없습니다.';

export const DEFAULT_DELAY_HOURS = 24;
export const MAX_DELAY_HOURS = 24 * 14;
export const WITNESSED_DIGITS_MIN = 4;
export const WITNESSED_DIGITS_MAX = 12;

export const defaultDrawPlan = (chainHash: string): DrawPlan => ({
  beacon: { chainHash, delayHours: DEFAULT_DELAY_HOURS },
  witnessedDigits: null,
  witnesses: 0,
});

/** The complex's supply by type (15 TYPE special 34, general 82; 30 TYPE 54), reserves as many again. */
export const DEFAULT_WINNERS: Readonly<Record<SupplyType, number>> = {
  'GENERAL-15': 82,
  'SPECIAL-15': 34,
  'GENERAL-30': 54,
  'SPECIAL-30': 54,
};

/** The supply of each type of the round: what the operator set, else the complex's default. */
export function roundSupply(
  types: readonly SupplyType[],
  stored: Readonly<Partial<Record<string, Supply>>>,
): Record<string, Supply> {
  return Object.fromEntries(
    types.map((type) => [
      type,
      stored[type] ?? { winners: DEFAULT_WINNERS[type], reserves: DEFAULT_WINNERS[type] },
    ]),
  );
}

/** The first round of `chain` emitted at or after `timeMs` (round r is emitted at genesis + (r-1)·period). */
export function beaconRoundAtOrAfter(chain: Pick<BeaconChain, 'genesisTime' | 'period'>, timeMs: number) {
  const elapsed = timeMs / 1000 - chain.genesisTime;
  return elapsed <= 0 ? 1 : Math.ceil(elapsed / chain.period) + 1;
}

/** When a round of `chain` is emitted, in ms since the epoch. */
export const beaconRoundTime = (chain: Pick<BeaconChain, 'genesisTime' | 'period'>, round: number) =>
  (chain.genesisTime + (round - 1) * chain.period) * 1000;

/** The beacon round a frozen list waits for: the first at or after the freeze plus the plan's delay. */
export const targetBeaconRound = (
  chain: Pick<BeaconChain, 'genesisTime' | 'period'>,
  frozenAtMs: number,
  delayHours: number,
) => beaconRoundAtOrAfter(chain, frozenAtMs + delayHours * 3_600_000);

/** What 경쟁률 reads when a supply type has fewer applicants than places (청약홈's word). */
export const UNDERSUBSCRIBED = '미달';

/**
 * 경쟁률 as 청약홈 shows it: applicants per place with two decimals, rounded half up in whole numbers so
 * no float decides it (1,212 for 34 → "35.65 : 1"); "미달" below one applicant per place, 0 included;
 * "-" for a type without places.
 */
export function competitionRate(applicants: number, winners: number): string {
  if (winners <= 0) return '-';
  if (applicants < winners) return UNDERSUBSCRIBED;
  const hundredths = Math.floor((applicants * 200 + winners) / (2 * winners));
  const whole = Math.floor(hundredths / 100).toLocaleString('en-US');
  return `${whole}.${String(hundredths % 100).padStart(2, '0')} : 1`;
}

/** The plan in one Korean sentence, as the round's draw page states it from the creation on. */
export function describeDrawPlan(plan: DrawPlan): string {
  const parts: string[] = [];
  if (plan.beacon) {
    parts.push(
      `마감(명단 확정) 시각으로부터 ${plan.beacon.delayHours}시간 뒤 또는 그 이후 첫 drand quicknet 공개 난수(체인 ${plan.beacon.chainHash.slice(0, 12)}…)`,
    );
  }
  if (plan.witnessedDigits) {
    parts.push(`명단 확정 후 참관인 앞에서 추첨한 ${plan.witnessedDigits}자리 숫자`);
  }
  if (plan.witnesses) {
    parts.push(
      `참관인 최대 ${plan.witnesses}명이 마감 전에 봉인해 약속하고 명단 확정 뒤 공개한 6자리 값(공개하지 않은 값은 빈 값)`,
    );
  }
  const sentence = `${parts.join('와(과) ')}로 추첨합니다.`;
  return operatorCouldChoose(plan) ? `${sentence} ${OPERATOR_CHOICE_WARNING}` : sentence;
}
