// The rules after the draw, without zod: the applicant's status page, the admin's review screens and
// the server derive stages, deadlines, reserve positions and the timeline from these alone.
import { formatWinningState, parseWinningState } from '../draw/winning-state';
import { seoulEndOfDayAfter } from '../common/dates';

/**
 * Where an applicant's documents stand. notRequired: not a winner (or a reserve not called), or the
 * round asks for none yet. requested: 제출 대기 until the deadline. submitted: 제출 완료. inReview: an
 * admin started checking (uploads locked). supplement: 보완 요청 (uploads open again until the deadline).
 * eligible / ineligible: decided.
 */
export const DOCUMENT_STAGES = [
  'notRequired',
  'requested',
  'submitted',
  'inReview',
  'supplement',
  'eligible',
  'ineligible',
] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

export const documentStageLabels: Readonly<Record<DocumentStage, string>> = {
  notRequired: '제출 대상 아님',
  requested: '제출 대기',
  submitted: '제출 완료',
  inReview: '검토 중',
  supplement: '보완 요청',
  eligible: '적격',
  ineligible: '부적격',
};

/** A file's state in the review: as uploaded, accepted, or sent back with a reason. */
export const FILE_STATES = ['uploaded', 'accepted', 'supplement'] as const;
export type FileState = (typeof FILE_STATES)[number];

export const fileStateLabels: Readonly<Record<FileState, string>> = {
  uploaded: '검토 전',
  accepted: '적격',
  supplement: '보완 요청',
};

/** The stages in which the applicant may still add or remove files (before the deadline). */
const OPEN_STAGES: readonly DocumentStage[] = ['requested', 'supplement'];

/** The applicant's own deadline (extended, or set by a 보완 요청 or a call-up) wins over the round's. */
export function effectiveDeadline(roundDeadline: string | null, ownDeadline: string | null): string | null {
  return ownDeadline ?? roundDeadline;
}

/** A deadline is the last moment uploads are taken: at it still open, after it closed. */
export const deadlinePassed = (deadline: string | null, now: Date): boolean =>
  deadline !== null && now.getTime() > Date.parse(deadline);

/** Whether files may be added or removed now: an open stage and a deadline not passed. */
export function canChangeDocuments(stage: DocumentStage, deadline: string | null, now: Date): boolean {
  return OPEN_STAGES.includes(stage) && deadline !== null && !deadlinePassed(deadline, now);
}

/** Late: the deadline passed while nothing was submitted (the admin's queue flags it). */
export const isLate = (stage: DocumentStage, deadline: string | null, now: Date): boolean =>
  OPEN_STAGES.includes(stage) && deadlinePassed(deadline, now);

/** Days a called reserve has for the documents, counted from the call, to the end of that Seoul day. */
export const RESERVE_DOCUMENT_DAYS = 7;

/** The deadline of a reserve called at `calledAt`: the round's when later, else 7 days from the call. */
export function calledReserveDeadline(roundDeadline: string | null, calledAt: Date): string {
  const own = seoulEndOfDayAfter(calledAt, RESERVE_DOCUMENT_DAYS);
  return roundDeadline && Date.parse(roundDeadline) > Date.parse(own) ? roundDeadline : own;
}

export interface ReserveCandidate {
  id: number;
  supplyType: string;
  winningState: string | null;
}

/** The reserve number of a waiting reserve (still 예비 N), else null. */
export const waitingReserveNumber = (candidate: Pick<ReserveCandidate, 'winningState'>): number | null =>
  parseWinningState(candidate.winningState).reserveNumber ?? null;

/**
 * A waiting reserve's place in line: 1 + how many waiting reserves of the same supply type hold a lower
 * number. Called reserves are winners now and hold no place. Null for anyone not waiting.
 */
export function reservePosition(
  applicant: ReserveCandidate,
  applicantsOfRound: readonly ReserveCandidate[],
): number | null {
  const own = waitingReserveNumber(applicant);
  if (own === null) return null;
  return (
    1 +
    applicantsOfRound.filter((other) => {
      if (other.id === applicant.id || other.supplyType !== applicant.supplyType) return false;
      const number = waitingReserveNumber(other);
      return number !== null && number < own;
    }).length
  );
}

/** The reserve a vacancy of `supplyType` calls: always the lowest number still waiting, never a choice. */
export function nextReserve<C extends ReserveCandidate>(
  supplyType: string,
  applicantsOfRound: readonly C[],
): C | null {
  let best: { candidate: C; number: number } | null = null;
  for (const candidate of applicantsOfRound) {
    if (candidate.supplyType !== supplyType) continue;
    const number = waitingReserveNumber(candidate);
    if (number !== null && (best === null || number < best.number)) best = { candidate, number };
  }
  return best?.candidate ?? null;
}

/** The draw result as the applicant reads it. */
export type ResultKind = 'won' | 'reserve' | 'notWon' | 'notAnnounced';

export const ADDED_WIN = '당첨(추가)';

/** The result's words: 당첨, 예비 n, 미당첨, 미발표; a called reserve reads 예비 n → 당첨(추가). */
export function resultLabel(result: {
  kind: ResultKind;
  reserveNumber: number | null;
  calledFromReserve: number | null;
}): string {
  if (result.calledFromReserve !== null) return `예비 ${result.calledFromReserve} → ${ADDED_WIN}`;
  if (result.kind === 'won' || result.kind === 'reserve' || result.kind === 'notWon')
    return formatWinningState({ kind: result.kind, reserveNumber: result.reserveNumber ?? undefined });
  return '미발표';
}

export type ContractState = 'none' | 'notice' | 'done' | 'givenUp';

/** A winner (or a called reserve) may give up until the contract is done, unless found ineligible. */
export function canGiveUp(input: {
  winner: boolean;
  stage: DocumentStage;
  contract: ContractState;
}): boolean {
  return (
    input.winner && input.stage !== 'ineligible' && (input.contract === 'none' || input.contract === 'notice')
  );
}

export const TIMELINE_STEPS = ['applied', 'closed', 'result', 'documents', 'review', 'contract'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export type TimelineState = 'done' | 'current' | 'upcoming' | 'skipped' | 'stopped';

export interface TimelineEntry {
  step: TimelineStep;
  label: string;
  state: TimelineState;
  /** what the step says now: the result, the stage, the deadline's need */
  detail: string | null;
}

export interface TimelineInput {
  roundClosed: boolean;
  result: { kind: ResultKind; reserveNumber: number | null; calledFromReserve: number | null };
  stage: DocumentStage;
  contract: ContractState;
  /** the applicant submitted online (else a decision was made without a submission) */
  submitted: boolean;
  /** the deadline passed with nothing submitted (기한 경과): the place goes to the next reserve */
  lapsed: boolean;
}

const stepLabels: Readonly<Record<TimelineStep, string>> = {
  applied: '접수',
  closed: '마감',
  result: '추첨 결과',
  documents: '서류 제출',
  review: '적격 심사',
  contract: '계약',
};

const LAPSED = '기한 경과';
const NOT_SUBMITTED = '온라인 제출 없음';

/**
 * The applicant's steps from 접수 to 계약, each done, current, upcoming, skipped (not theirs: 미당첨, a
 * reserve still waiting) or stopped (포기, 부적격). Exactly one step is current until the end.
 */
export function statusTimeline(input: TimelineInput): TimelineEntry[] {
  const { result, stage, contract } = input;
  const winner = result.kind === 'won';
  const announced = result.kind !== 'notAnnounced';
  const submittedOrLater = ['submitted', 'inReview', 'eligible', 'ineligible'].includes(stage);
  const entry = (step: TimelineStep, state: TimelineState, detail: string | null = null): TimelineEntry => ({
    step,
    label: stepLabels[step],
    state,
    detail,
  });
  const givenUp = contract === 'givenUp';

  const documents = (): TimelineEntry => {
    if (!winner) return entry('documents', 'skipped');
    if (givenUp && !submittedOrLater) return entry('documents', 'stopped', '포기');
    if (input.lapsed) return entry('documents', 'stopped', LAPSED);
    if (stage === 'notRequired') return entry('documents', 'upcoming');
    // 제출 완료 only when something was submitted: a decision without it says so
    if (submittedOrLater && !input.submitted)
      return entry('documents', stage === 'ineligible' ? 'stopped' : 'done', NOT_SUBMITTED);
    if (submittedOrLater) return entry('documents', 'done', documentStageLabels.submitted);
    return entry('documents', 'current', documentStageLabels[stage]);
  };
  const review = (): TimelineEntry => {
    if (!winner) return entry('review', 'skipped');
    if (stage === 'eligible') return entry('review', 'done', documentStageLabels.eligible);
    if (stage === 'ineligible') return entry('review', 'stopped', documentStageLabels.ineligible);
    if (givenUp) return entry('review', 'stopped', '포기');
    if (input.lapsed) return entry('review', 'skipped');
    if (stage === 'submitted' || stage === 'inReview')
      return entry('review', 'current', documentStageLabels[stage]);
    return entry('review', 'upcoming');
  };
  const contractEntry = (): TimelineEntry => {
    if (!winner) return entry('contract', 'skipped');
    if (contract === 'done') return entry('contract', 'done', '계약 완료');
    if (givenUp) return entry('contract', 'stopped', '포기');
    if (stage === 'ineligible' || input.lapsed) return entry('contract', 'skipped');
    if (stage === 'eligible') return entry('contract', 'current', contract === 'notice' ? '계약 안내' : null);
    return entry('contract', 'upcoming');
  };

  return [
    entry('applied', 'done'),
    entry('closed', input.roundClosed ? 'done' : 'current'),
    entry(
      'result',
      !input.roundClosed ? 'upcoming' : announced ? 'done' : 'current',
      announced ? resultLabel(result) : null,
    ),
    announced ? documents() : entry('documents', 'upcoming'),
    announced ? review() : entry('review', 'upcoming'),
    announced ? contractEntry() : entry('contract', 'upcoming'),
  ];
}

/** The stage once every required item holds a file that is not sent back; else the missing items. */
export function missingRequiredItems(
  checklist: readonly { item: string; label: string; required: boolean }[],
  files: readonly { item: string; state: FileState }[],
): { item: string; label: string }[] {
  return checklist
    .filter(({ required }) => required)
    .filter(({ item }) => !files.some((file) => file.item === item && file.state !== 'supplement'))
    .map(({ item, label }) => ({ item, label }));
}

/** Why a vacancy opened, said publicly on the draw page (never the applicant's own reason). */
export const VACANCY_REASONS = ['ineligible', 'givenUp', 'lapsed'] as const;
export type VacancyReason = (typeof VACANCY_REASONS)[number];

export const vacancyReasonLabels: Readonly<Record<VacancyReason, string>> = {
  ineligible: '당첨자 부적격',
  givenUp: '당첨자 계약 포기',
  lapsed: '당첨자 서류 제출 기한 경과',
};

/** The public amendment's reason when a reserve fills a vacancy. */
export const reserveCallReason = (reason: VacancyReason): string =>
  `${vacancyReasonLabels[reason]}에 따른 예비 입주자 추가 당첨`;

/** The refusals of the review, the give-up and the call-ups, as the API answers them. */
export const reviewMessages = {
  notWinner: '당첨자 또는 추가 당첨된 예비 입주자만 할 수 있습니다.',
  givenUp: '포기한 신청입니다.',
  contractDone: '계약이 완료되어 포기할 수 없습니다.',
  ineligible: '부적격으로 결정된 신청입니다.',
  alreadyDecided: '심사 결과가 이미 등록되었습니다.',
  notEligible: '적격으로 결정된 신청만 계약 완료로 표시할 수 있습니다.',
  vacancyNotOpen: '추가 당첨으로 채울 자리가 아닙니다.',
  vacancyFilled: '이 자리는 이미 예비 입주자로 채워졌습니다.',
  noReserveLeft: '호출할 예비 입주자가 남아 있지 않습니다.',
  callRaced: '다른 관리자가 방금 예비 입주자를 호출했습니다. 목록을 새로 고쳐 확인해 주세요.',
  fileNotFound: '파일을 찾을 수 없습니다.',
} as const;
