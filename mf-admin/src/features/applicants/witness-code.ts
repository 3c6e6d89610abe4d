// A draw/v3 witness's sealed value, made and kept in the witness's own browser: the server only ever sees
// its salted digest until the reveal, so nobody (the operator included) can fit the draw to it.
import { witnessCodeKey } from '@portal/shared-types/auth/storage-keys';
import { WITNESS_SALT, WITNESS_VALUE, witnessCommitment } from '@portal/shared-types/draw/draw-v3';

export interface WitnessCode {
  value: string;
  salt: string;
}

/** A six-digit value, uniform over 000000–999999 (values of the top partial range are drawn again). */
export function randomWitnessValue(): string {
  const word = new Uint32Array(1);
  const limit = 2 ** 32 - (2 ** 32 % 1_000_000);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return String(word[0]! % 1_000_000).padStart(6, '0');
}

/** 16 random bytes as 32 lowercase hex digits: the salt that hides the six digits in the digest. */
export function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const commitmentOf = (code: WitnessCode): string => witnessCommitment(code.salt, code.value);

const isCode = (saved: unknown): saved is WitnessCode => {
  const { value, salt } = (saved ?? {}) as Partial<Record<string, unknown>>;
  return (
    typeof value === 'string' &&
    typeof salt === 'string' &&
    WITNESS_VALUE.test(value) &&
    WITNESS_SALT.test(salt)
  );
};

/**
 * The codes this device kept for the round, newest first: a list, so that a second admin on the same
 * device, or a refused second try, never overwrites a code still needed for the reveal.
 */
export function storedWitnessCodes(roundId: number): WitnessCode[] {
  try {
    const saved = JSON.parse(localStorage.getItem(witnessCodeKey(roundId)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter(isCode).map(({ value, salt }) => ({ value, salt })) : [];
  } catch {
    return [];
  }
}

/** The kept code whose commitment is among `commitments`, if any. */
export const storedCodeFor = (roundId: number, commitments: readonly string[]): WitnessCode | null =>
  storedWitnessCodes(roundId).find((code) => commitments.includes(commitmentOf(code))) ?? null;

const MAX_KEPT = 5;

/** Keeps (or, with `keep` false, forgets) a code on this device; false when the browser refuses storage. */
export function keepWitnessCode(roundId: number, code: WitnessCode, keep = true): boolean {
  try {
    const others = storedWitnessCodes(roundId).filter((kept) => kept.salt !== code.salt);
    const codes = keep ? [code, ...others].slice(0, MAX_KEPT) : others;
    localStorage.setItem(witnessCodeKey(roundId), JSON.stringify(codes));
    return true;
  } catch {
    return false;
  }
}

/** The 봉인 코드 as a text file: what the witness needs at the reveal, and what to check it against. */
export function witnessCodeText(roundTitle: string, code: WitnessCode): string {
  return [
    `회차: ${roundTitle}`,
    `참관 값: ${code.value}`,
    `봉인 코드: ${code.salt}`,
    `약속값(SHA-256): ${commitmentOf(code)}`,
    '',
    '마감 뒤, drand 난수 공개 시각 전에 관리자 화면의 "참관 값 공개"에 참관 값과 봉인 코드를 입력하세요.',
    '공개하지 않은 약속은 빈 값으로 추첨합니다. 공개 전에는 누구에게도 보여 주지 마세요.',
    '',
  ].join('\n');
}
