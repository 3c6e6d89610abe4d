// An application's life after the draw as one state machine: the moves, who makes each, the states each
// may start from, and whether it is public (an entry of the round's amendments file). The server writes
// every move through one function, with its event, audit entry and message in one transaction; the
// admin's screens offer only the moves this table allows. docs/application-lifecycle.md tells the story.
import { APPLICATION_STATES, type ApplicationState } from '../applicants/application-states';
import { seoulEndOfDayAfter } from '../common/dates';

export const MOVES = [
  /** an admin sends a file back (보완 요청): the applicant may upload again until the new deadline */
  'supplementRequested',
  /** the applicant hands in every required item (제출) */
  'documentsSubmitted',
  /** an admin gives the applicant a later deadline */
  'deadlineExtended',
  /** an admin finds the documents meet the rules (적격) */
  'declaredEligible',
  /** an admin finds they do not (부적격), with the reason the applicant reads */
  'declaredIneligible',
  /** the applicant gives the place up (포기) */
  'gaveUp',
  /** the deadline passed with nothing handed in (기한 경과): written by the lapse sweep or a call for the place */
  'lapsed',
  /** a later deadline or a decision brings a lapsed winner back, while no reserve took the place */
  'lapseWithdrawn',
  /** the next waiting reserve of the place's supply type takes a vacated place (예비 n → 당첨(추가)) */
  'reserveCalled',
  /** the applicant answers a 부적격 within the window (소명 / 이의신청) */
  'objectionFiled',
  /** an admin accepts it: the 부적격 is withdrawn and the documents go back to 검토 중 */
  'objectionUpheld',
  /** an admin does not: the 부적격 stands and the place opens for the next reserve */
  'objectionRejected',
  /** an admin records the signed contract (계약 완료) */
  'contractDone',
  /** one admin proposes to correct the drawn result itself, for a proven error */
  'correctionProposed',
  /** a second, different admin confirms it: the result is corrected in public */
  'correctionConfirmed',
  /** the proposal is withdrawn (by either admin) */
  'correctionWithdrawn',
] as const;
export type Move = (typeof MOVES)[number];

export type MoveActor = 'applicant' | 'admin' | 'system' | 'secondAdmin';

export interface MoveRule {
  label: string;
  by: MoveActor;
  /** the states the move may start from (application-status.ts); the use case checks the finer rules */
  from: readonly ApplicationState[];
  /** published in the round's amendments file, with a reason that names no person */
  public: boolean;
}

const WINNER_IN: readonly ApplicationState[] = [
  'won',
  'documentsRequested',
  'supplement',
  'submitted',
  'inReview',
  'eligible',
];
// a drawn result is corrected whatever followed it; correction-rules.ts refuses the applicants whose
// place later moves rest on (a called reserve, a winner whose place was filled)
const DRAWN: readonly ApplicationState[] = APPLICATION_STATES.filter((state) => state !== 'notAnnounced');

export const MOVE_RULES: Readonly<Record<Move, MoveRule>> = {
  supplementRequested: {
    label: '보완 요청',
    by: 'admin',
    from: ['documentsRequested', 'supplement', 'submitted', 'inReview'],
    public: false,
  },
  documentsSubmitted: {
    label: '서류 제출',
    by: 'applicant',
    from: ['documentsRequested', 'supplement'],
    public: false,
  },
  deadlineExtended: {
    label: '기한 연장',
    by: 'admin',
    from: ['documentsRequested', 'supplement', 'submitted', 'inReview', 'lapsed'],
    public: false,
  },
  declaredEligible: {
    label: '적격',
    by: 'admin',
    from: ['submitted', 'inReview', 'supplement', 'documentsRequested', 'lapsed'],
    public: false,
  },
  declaredIneligible: {
    label: '부적격',
    by: 'admin',
    from: ['documentsRequested', 'supplement', 'submitted', 'inReview', 'lapsed'],
    public: true,
  },
  gaveUp: { label: '포기', by: 'applicant', from: WINNER_IN, public: true },
  lapsed: { label: '기한 경과', by: 'system', from: ['documentsRequested', 'supplement'], public: true },
  lapseWithdrawn: { label: '기한 경과 취소', by: 'admin', from: ['lapsed'], public: true },
  reserveCalled: { label: '예비 호출', by: 'admin', from: ['reserveWaiting'], public: true },
  objectionFiled: { label: '소명 접수', by: 'applicant', from: ['ineligible'], public: false },
  objectionUpheld: { label: '소명 인용', by: 'admin', from: ['ineligible'], public: true },
  objectionRejected: { label: '소명 기각', by: 'admin', from: ['ineligible'], public: false },
  contractDone: { label: '계약 완료', by: 'admin', from: ['eligible'], public: false },
  correctionProposed: { label: '추첨 결과 정정 요청', by: 'admin', from: DRAWN, public: false },
  correctionConfirmed: { label: '추첨 결과 정정', by: 'secondAdmin', from: DRAWN, public: true },
  correctionWithdrawn: { label: '정정 요청 철회', by: 'admin', from: DRAWN, public: false },
};

export const PUBLIC_MOVES = MOVES.filter((move) => MOVE_RULES[move].public);

/** Days an applicant has to answer a 부적격 (소명 / 이의신청), to the end of that Seoul day. */
export const OBJECTION_DAYS = 7;

/** The last moment a 소명 is taken for a 부적격 decided at `decidedAt`. */
export const objectionDeadline = (decidedAt: Date): string => seoulEndOfDayAfter(decidedAt, OBJECTION_DAYS);

export const OBJECTION_TEXT_MIN = 10;
export const OBJECTION_TEXT_MAX = 2000;
/** Files a 소명 may carry (PDF, JPG, PNG, as documents). */
export const MAX_OBJECTION_FILES = 5;

/** A correction's reason: public, so it names the error and its proof, never a person. */
export const CORRECTION_REASON_MIN = 20;
export const CORRECTION_REASON_MAX = 500;
