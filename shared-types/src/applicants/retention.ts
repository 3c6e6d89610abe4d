import { monthsBefore } from '../common/dates';
import { parseWinningState } from '../draw/winning-state';

/**
 * How long an application is kept (개인정보 보호법 제21조: destroyed without delay once the period ends).
 * The consent box, the privacy policy and the destruction job all read this one rule.
 */
export const APPLICATION_RETENTION_RULE = {
  /** winners and reserves: until the round's contracts are done, then a year */
  winners: { after: '해당 회차 계약 체결 완료', months: 12 },
  /** everyone else: from the announcement of the winners (the draw, or the round's end without one) */
  others: { after: '당첨자 발표', months: 6 },
} as const;

const period = (months: number) => (months % 12 === 0 ? `${months / 12}년` : `${months}개월`);

/** The sentence the consent box and the privacy policy show, written from the rule. */
export const APPLICATION_RETENTION = `${APPLICATION_RETENTION_RULE.winners.after} 후 ${period(
  APPLICATION_RETENTION_RULE.winners.months,
)} (미당첨자는 ${APPLICATION_RETENTION_RULE.others.after} 후 ${period(APPLICATION_RETENTION_RULE.others.months)})`;

/** Days before destruction from which the admin dashboard announces it. */
export const DESTRUCTION_NOTICE_DAYS = 14;

/** A winner or a reserve keeps their data until the contracts; 미당첨 and no state do not. */
export const keepsUntilContract = (winningState: string): boolean =>
  parseWinningState(winningState).kind !== 'notWon';

export interface RetentionDates {
  /** when 미당첨 applicants' data goes */
  others: Date;
  /** when winners' and reserves' data goes; null while the contracts are not recorded as done */
  winners: Date | null;
}

/**
 * When a round's applicants' personal data is destroyed: six months after the announcement (the draw,
 * else the round's end), a year after the contracts are done for winners and reserves.
 */
export function retentionDates(round: {
  endTs: Date;
  drawnAt: Date | null;
  contractCompletedAt: Date | null;
}): RetentionDates {
  const announced = announcedAt(round);
  return {
    others: monthsBefore(announced, -APPLICATION_RETENTION_RULE.others.months),
    winners: round.contractCompletedAt
      ? monthsBefore(round.contractCompletedAt, -APPLICATION_RETENTION_RULE.winners.months)
      : null,
  };
}

/** When the winners were announced: the draw, or the round's end when it had none. */
const announcedAt = (round: { endTs: Date; drawnAt: Date | null }): Date => round.drawnAt ?? round.endTs;

export const contractDateMessages = {
  future: '계약 완료 시각은 현재 시각 이후일 수 없습니다.',
  beforeAnnouncement: '계약 완료 시각은 당첨자 발표 이후여야 합니다.',
};

/**
 * Why a contract completion date cannot be recorded, or null. It records what has happened, after the
 * winners were announced: a date in the future (2099) would keep the winners' data without a hold, one
 * before the announcement would destroy it early.
 */
export function contractDateRefusal(
  at: Date,
  round: { endTs: Date; drawnAt: Date | null },
  now: Date,
): string | null {
  if (at.getTime() > now.getTime()) return contractDateMessages.future;
  if (at.getTime() < announcedAt(round).getTime()) return contractDateMessages.beforeAnnouncement;
  return null;
}
