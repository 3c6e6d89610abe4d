// The pure rules, texts and types of the waiting room, without zod: /apply imports them (the schemas
// are in waiting-room.schema.ts).
import { roundProgress, type Round } from '../rounds/round-rules';

/**
 * The opening-rush waiting room: in the first minutes of a round, applicants who open /apply
 * take a ticket and are admitted at the rate the operator sets. Arrival order never affects the draw.
 */

/** The header that carries an admission pass to the submit call while the room is on. */
export const WAITING_PASS_HEADER = 'X-Waiting-Pass';

/** How long an admission pass stays good: enough to verify by phone and fill in the form. */
export const WAITING_PASS_TTL_SECONDS = 30 * 60;

export const WAITING_ROOM_DEFAULTS = { enabled: false, minutes: 30, admitPerMinute: 600 } as const;

/** A round's room as the operator sets it; `waitingRoomSettingsSchema` checks it. */
export interface WaitingRoomSettings {
  enabled: boolean;
  /** how long after the round's start the room runs */
  minutes: number;
  admitPerMinute: number;
}

/** The body of the applicant's call: the round, and the ticket held from an earlier visit if any. */
export interface WaitingRoomVisit {
  roundId: number;
  ticket?: string | undefined;
}

/** What the applicant's page is told: go ahead (room off or admitted), or wait with a position. */
export type WaitingRoomResponse =
  | { state: 'open' }
  | { state: 'admitted'; pass: string; passExpiresAt: string }
  | {
      state: 'waiting';
      ticket: string;
      /** people ahead of this ticket */
      ahead: number;
      estimatedSeconds: number;
      /** when to ask again */
      pollSeconds: number;
    };

/** The admin's view: the settings, whether the room can run here, and the queue right now. */
export interface WaitingRoomStatus {
  roundId: number;
  available: boolean;
  settings: WaitingRoomSettings;
  active: boolean;
  /** tickets handed out and not yet admitted; null while the queue cannot be read */
  queueLength: number | null;
  admitted: number | null;
  issued: number | null;
}

/** The opening window of a round's room: from the round's start, for the configured minutes. */
export function inOpeningWindow(
  round: Pick<Round, 'startTs' | 'endTs' | 'closed'>,
  settings: WaitingRoomSettings,
  now: Date,
): boolean {
  if (!settings.enabled || roundProgress(round, now) !== 'open') return false;
  return now.getTime() < new Date(round.startTs).getTime() + settings.minutes * 60_000;
}

/** Seconds until a ticket with `ahead` people before it is admitted at the given rate. */
export function estimatedWaitSeconds(ahead: number, admitPerMinute: number): number {
  return Math.ceil((Math.max(0, ahead) * 60) / admitPerMinute);
}

/** The longest a waiting page goes without asking: so the count it shows and a changed rate are never older. */
export const LONGEST_POLL_SECONDS = 30;

/**
 * When a waiting page asks again: a second after its estimated turn, since the line moves at a known
 * rate (the estimate counts this ticket too), and at least every 30 s while far back. Asking earlier only
 * hears "wait" again: the opening rush's polls come once per person per turn, not every few seconds.
 */
export function pollSecondsFor(estimatedSeconds: number): number {
  return Math.min(LONGEST_POLL_SECONDS, Math.max(1, estimatedSeconds + 1));
}

/** The waiting page's and the admin section's Korean texts. */
export const waitingRoomTexts = {
  title: '청약 신청 접속 대기',
  lead: '지금 신청하려는 분이 많아 순서대로 입장하고 있습니다. 이 화면을 닫거나 새로고침해도 순서는 유지됩니다.',
  ahead: (count: number) => `내 앞 대기 인원: ${count.toLocaleString('ko-KR')}명`,
  estimate: (seconds: number) =>
    seconds < 60 ? '예상 대기 시간: 1분 이내' : `예상 대기 시간: 약 ${Math.ceil(seconds / 60)}분`,
  orderNote:
    '접속 대기 순서는 청약 접수 순서와 무관하며, 당첨자 선정(소득·지역 순위와 추첨)에 영향을 주지 않습니다.',
  nextCheck: (seconds: number) => `${seconds}초 뒤에 순서를 다시 확인합니다.`,
  checking: '대기 순서를 확인하고 있습니다.',
  retrying: '대기열 서버에 잠시 연결할 수 없습니다. 자리를 비우지 않고 잠시 후 자동으로 다시 확인합니다.',
  admitted: '입장 차례가 되었습니다. 휴대폰 본인인증을 진행해 주세요.',
} as const;

/** The server's Korean answers about the room. */
export const waitingRoomMessages = {
  passRequired: '접속 대기열을 거쳐 입장한 뒤 신청할 수 있습니다. 청약 신청 화면을 다시 열어 주세요.',
  passInvalid:
    '접속 대기열 입장권이 올바르지 않거나 만료되었습니다. 청약 신청 화면을 다시 열어 대기열에 들어가 주세요.',
  passUsed: '이미 사용한 접속 대기열 입장권입니다. 청약 신청 화면을 다시 열어 주세요.',
  unavailable: '이 사이트에는 접속 대기열이 준비되어 있지 않아 켤 수 없습니다.',
  busy: '접속 대기열 서버에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;
