// An application's status now, derived once from its facts: every surface (the public draw page, the
// applicant's status, the admin's queue and list, the Excel file, a notice's audience) reads this and
// nothing else, so they cannot disagree. Pure: the server turns its rows into facts, the browser may too.
import { APPLICATION_STATES, type ApplicationState } from '../applicants/application-states';
import { NOT_WON, parseWinningState, RESERVE, WON } from '../draw/winning-state';
import {
  ADDED_WIN,
  canChangeDocuments,
  canGiveUp,
  deadlinePassed,
  documentStageLabels,
  effectiveDeadline,
  resultLabel,
  type ContractState,
  type DocumentStage,
  type ResultKind,
} from './status-rules';

export const applicationStateLabels: Readonly<Record<ApplicationState, string>> = {
  notAnnounced: '미발표',
  won: WON,
  documentsRequested: '당첨(서류 요청)',
  supplement: '보완 요청',
  submitted: '서류 제출',
  inReview: '검토 중',
  eligible: '적격',
  contractDone: '계약 완료',
  reserveWaiting: '예비 대기',
  notWon: NOT_WON,
  ineligible: '부적격',
  givenUp: '포기',
  lapsed: '기한 경과',
};

/** A winner (drawn or called) who is out: the place is open for the next reserve. */
export const VACATED_STATES: readonly ApplicationState[] = ['ineligible', 'givenUp', 'lapsed'];

/** What the applicant can do, or wait for, next. */
export const NEXT_STEPS = [
  'waitForResult',
  'none',
  'waitForCall',
  'waitForRequest',
  'submitDocuments',
  'fixDocuments',
  'waitForReview',
  'waitForContractNotice',
  'attendContract',
  'contactOffice',
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** The facts of one application, whatever stores them. Instants are ISO strings. */
export interface ApplicationFacts {
  /** the stored winning state: 당첨, 미당첨, 예비 N; '' or null when none was saved (before the draw) */
  winningState: string | null;
  review: {
    /** the documents' stage as stored (requested when no row) */
    stage: string;
    /** set by a 보완 요청, an extension or a call-up: wins over the round's */
    ownDeadline: string | null;
    submittedAt: string | null;
    givenUpAt: string | null;
    contractDoneAt: string | null;
  } | null;
  round: {
    /** the round's documents deadline; null while none is asked */
    documentsDeadline: string | null;
    /** 계약 안내 is set */
    contractNotice: boolean;
  };
  /** the call that made this reserve a winner: the number it was called from */
  calledFromReserve: number | null;
  /** a reserve has been called to this applicant's place: it stays vacated whatever changes later */
  placeFilled: boolean;
  /** a waiting reserve's place among the waiting reserves of their supply type (1 = next) */
  reservePosition: number | null;
}

export interface ApplicationStatusNow {
  /** the result as drawn (or as corrected), with a called reserve's 예비 n → 당첨(추가) */
  result: { kind: ResultKind; reserveNumber: number | null; calledFromReserve: number | null; label: string };
  state: ApplicationState;
  /** the state in words, e.g. 당첨(서류 요청), 부적격, 예비 3 대기 (1번째), 당첨(추가) */
  label: string;
  /** what the public draw page says of the receipt number now: 당첨, 당첨(추가), 부적격, 포기, 기한 경과, 예비 n, 미당첨 */
  publicLabel: string;
  /** drawn 당첨 or called (a winner's documents and review apply), whether still in or out */
  winner: boolean;
  /** 당첨자 now: a winner or called reserve who is not out */
  currentWinner: boolean;
  /** a winner who is out (부적격, 포기, 기한 경과): the place goes to the next reserve */
  vacated: boolean;
  /** a waiting reserve (예비자) */
  waitingReserve: boolean;
  reservePosition: number | null;
  /** the documents' stage as it stands (notRequired for anyone not a winner, or none asked yet) */
  stage: DocumentStage;
  /** the deadline that applies: their own when set, else the round's */
  deadline: string | null;
  /** the deadline passed without a submission */
  late: boolean;
  /** may add or remove files now */
  canChange: boolean;
  contract: ContractState;
  canGiveUp: boolean;
  next: NextStep;
}

const OPEN_STAGES: readonly string[] = ['requested', 'supplement'];

/** The stage's word for a current winner (the states that follow the documents). */
const stageStates: Readonly<Record<string, ApplicationState>> = {
  requested: 'documentsRequested',
  supplement: 'supplement',
  submitted: 'submitted',
  inReview: 'inReview',
  eligible: 'eligible',
};

function stateOfWinner(facts: ApplicationFacts, stage: DocumentStage, deadline: string | null, now: Date) {
  const review = facts.review;
  if (review?.givenUpAt) return 'givenUp';
  if (stage === 'ineligible') return 'ineligible';
  if (review?.contractDoneAt) return 'contractDone';
  if (stage === 'eligible') return 'eligible';
  // a reserve took the place: out for good, even if a deadline is moved later
  if (facts.placeFilled) return 'lapsed';
  if (OPEN_STAGES.includes(stage) && deadlinePassed(deadline, now)) return 'lapsed';
  if (stage === 'notRequired') return 'won';
  return stageStates[stage] ?? 'documentsRequested';
}

function nextOf(state: ApplicationState, contractNotice: boolean): NextStep {
  switch (state) {
    case 'notAnnounced':
      return 'waitForResult';
    case 'won':
      return 'waitForRequest';
    case 'documentsRequested':
      return 'submitDocuments';
    case 'supplement':
      return 'fixDocuments';
    case 'submitted':
    case 'inReview':
      return 'waitForReview';
    case 'eligible':
      return contractNotice ? 'attendContract' : 'waitForContractNotice';
    case 'reserveWaiting':
      return 'waitForCall';
    case 'ineligible':
    case 'lapsed':
      return 'contactOffice';
    default:
      return 'none';
  }
}

/** The application's status now, from its facts and the time. */
export function applicationStatus(facts: ApplicationFacts, now: Date): ApplicationStatusNow {
  const parsed = parseWinningState(facts.winningState);
  const kind: ResultKind = !facts.winningState ? 'notAnnounced' : parsed.kind;
  const calledFromReserve = kind === 'won' ? facts.calledFromReserve : null;
  const resultFacts = {
    kind,
    reserveNumber: kind === 'reserve' ? (parsed.reserveNumber ?? null) : calledFromReserve,
    calledFromReserve,
  };
  const result = { ...resultFacts, label: resultLabel(resultFacts) };
  const winner = kind === 'won';
  const deadline = effectiveDeadline(facts.round.documentsDeadline, facts.review?.ownDeadline ?? null);
  const stored = (facts.review?.stage ?? 'requested') as DocumentStage;
  const stage: DocumentStage =
    !winner || (stored === 'requested' && deadline === null) ? 'notRequired' : stored;

  const state: ApplicationState = winner
    ? stateOfWinner(facts, stage, deadline, now)
    : kind === 'reserve'
      ? 'reserveWaiting'
      : kind === 'notWon'
        ? 'notWon'
        : 'notAnnounced';
  const vacated = VACATED_STATES.includes(state);
  const currentWinner = winner && !vacated;
  const contract: ContractState =
    state === 'givenUp'
      ? 'givenUp'
      : state === 'contractDone'
        ? 'done'
        : state === 'eligible' && facts.round.contractNotice
          ? 'notice'
          : 'none';
  const called = calledFromReserve !== null;
  const winWord = called ? ADDED_WIN : WON;
  const reservePosition = state === 'reserveWaiting' ? facts.reservePosition : null;

  const label =
    state === 'won'
      ? winWord
      : state === 'documentsRequested'
        ? called
          ? `${ADDED_WIN.slice(0, -1)}, 서류 요청)`
          : applicationStateLabels.documentsRequested
        : state === 'reserveWaiting'
          ? `${result.label} 대기${reservePosition !== null ? ` (${reservePosition}번째)` : ''}`
          : applicationStateLabels[state];
  const publicLabel = vacated
    ? applicationStateLabels[state]
    : currentWinner
      ? winWord
      : kind === 'notAnnounced'
        ? applicationStateLabels.notAnnounced
        : result.label;

  return {
    result,
    state,
    label,
    publicLabel,
    winner,
    currentWinner,
    vacated,
    waitingReserve: state === 'reserveWaiting',
    reservePosition,
    stage,
    deadline,
    late: state === 'lapsed',
    canChange: currentWinner && canChangeDocuments(stage, deadline, now),
    contract,
    canGiveUp: currentWinner && canGiveUp({ winner, stage, contract }),
    next: nextOf(state, facts.round.contractNotice),
  };
}

/** Who a notice goes to, in words the preview shows. */
export const AUDIENCE_RULES = {
  winners: '당첨자: 당첨 또는 추가 당첨된 예비 입주자 중 부적격·포기·기한 경과가 아닌 사람',
  reserves: '예비자: 아직 호출되지 않은 예비 입주자',
} as const;
export type Audience = keyof typeof AUDIENCE_RULES;

/** Whether a status belongs to a notice's audience: 당첨자 are the current winners, 예비자 the waiting reserves. */
export const inAudience = (status: ApplicationStatusNow, audience: Audience): boolean =>
  audience === 'winners' ? status.currentWinner : status.waitingReserve;

/** The word a status is counted under in an audience's summary: 당첨 / 당첨(추가) / 예비, else the state. */
export function audienceGroup(status: ApplicationStatusNow): string {
  if (status.currentWinner) return status.result.calledFromReserve !== null ? ADDED_WIN : WON;
  if (status.waitingReserve) return RESERVE;
  return applicationStateLabels[status.state];
}

export interface AudienceCount {
  audience: Audience;
  rule: string;
  recipients: number;
  included: { label: string; count: number }[];
  /** winners (or reserves) left out, by why: 부적격, 포기, 기한 경과 (or called reserves) */
  excluded: { label: string; count: number }[];
  /** one line: 당첨자 6명: 당첨 5, 당첨(추가) 1 · 제외: 부적격 1, 포기 1, 기한 경과 1 */
  summary: string;
}

// groups in a fixed order: 당첨 before 당첨(추가), then the states as APPLICATION_STATES lists them
const GROUP_ORDER = [
  WON,
  ADDED_WIN,
  RESERVE,
  ...APPLICATION_STATES.map((state) => applicationStateLabels[state]),
];

const tally = (statuses: readonly ApplicationStatusNow[]) => {
  const counts = new Map<string, number>();
  for (const status of statuses) {
    const group = audienceGroup(status);
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b))
    .map(([label, count]) => ({ label, count }));
};

/**
 * A notice's audience counted: who gets it, grouped, and who is left out though drawn into the group
 * (winners who are out for 당첨자; reserves already called for 예비자).
 */
export function countAudience(audience: Audience, statuses: readonly ApplicationStatusNow[]): AudienceCount {
  const included = statuses.filter((status) => inAudience(status, audience));
  const excluded = statuses.filter((status) =>
    audience === 'winners'
      ? status.vacated
      : status.result.calledFromReserve !== null && !inAudience(status, audience),
  );
  const name = audience === 'winners' ? '당첨자' : '예비자';
  const list = (groups: { label: string; count: number }[]) =>
    groups.map(({ label, count }) => `${label} ${count}`).join(', ');
  const includedGroups = tally(included);
  const excludedGroups =
    audience === 'winners'
      ? tally(excluded)
      : excluded.length > 0
        ? [{ label: '호출된 예비', count: excluded.length }]
        : [];
  const summary =
    `${name} ${included.length}명` +
    (includedGroups.length > 0 ? `: ${list(includedGroups)}` : '') +
    (excludedGroups.length > 0 ? ` · 제외: ${list(excludedGroups)}` : '');
  return {
    audience,
    rule: AUDIENCE_RULES[audience],
    recipients: included.length,
    included: includedGroups,
    excluded: excludedGroups,
    summary,
  };
}

/** The short form lists and files carry: the admin's list and Excel file, the applicant's lookup row. */
export interface ApplicationSummary {
  /** 당첨, 예비 n, 미당첨, 예비 n → 당첨(추가) */
  resultLabel: string;
  state: ApplicationState;
  label: string;
  currentWinner: boolean;
  vacated: boolean;
  /** the documents' stage in words, for winners; null for anyone who hands in nothing */
  documents: string | null;
  eligibility: '적격' | '부적격' | null;
  deadline: string | null;
  contract: '계약 안내' | '계약 완료' | '포기' | null;
}

/** The documents column: the stage's own words, a decision read as 제출 완료 (적격 has its own column). */
const STAGE_WORDS: Readonly<Record<DocumentStage, string>> = {
  ...documentStageLabels,
  notRequired: '요청 전',
  eligible: documentStageLabels.submitted,
  ineligible: documentStageLabels.submitted,
};

export function applicationSummary(status: ApplicationStatusNow, submitted: boolean): ApplicationSummary {
  const decided = status.stage === 'eligible' || status.stage === 'ineligible';
  return {
    resultLabel: status.result.label,
    state: status.state,
    label: status.label,
    currentWinner: status.currentWinner,
    vacated: status.vacated,
    documents:
      !status.winner || (status.state === 'givenUp' && !submitted)
        ? null
        : decided && !submitted
          ? '온라인 제출 없음'
          : status.state === 'lapsed'
            ? '미제출'
            : STAGE_WORDS[status.stage],
    eligibility: status.stage === 'eligible' ? '적격' : status.stage === 'ineligible' ? '부적격' : null,
    deadline: status.winner && status.stage !== 'notRequired' ? status.deadline : null,
    contract:
      status.contract === 'done'
        ? '계약 완료'
        : status.contract === 'givenUp'
          ? '포기'
          : status.contract === 'notice'
            ? '계약 안내'
            : null,
  };
}
