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
 * The round's commitment: the drand round that follows the close by `delayHours`, a number drawn in
 * front of witnesses with `witnessedDigits` digits, or both. Set at creation; never changed.
 */
export interface DrawPlan {
  beacon: { chainHash: string; delayHours: number } | null;
  witnessedDigits: number | null;
}

export const DEFAULT_DELAY_HOURS = 24;
export const MAX_DELAY_HOURS = 24 * 14;
export const WITNESSED_DIGITS_MIN = 4;
export const WITNESSED_DIGITS_MAX = 12;

export const defaultDrawPlan = (chainHash: string): DrawPlan => ({
  beacon: { chainHash, delayHours: DEFAULT_DELAY_HOURS },
  witnessedDigits: null,
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
  const sentence = `${parts.join('와(과) ')}로 추첨합니다.`;
  return plan.beacon
    ? sentence
    : `${sentence} 이 회차는 drand 공개 난수를 쓰지 않습니다. 결과는 참관 추첨 번호 하나로 정해지므로, 두 관리자의 입력 기록과 참관 장소를 함께 확인해 주세요.`;
}
