import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { ApplicationSummary } from '@portal/shared-types/after-draw/application-status';
import {
  canEditApplication,
  roundProgress,
  roundsForInquiry,
  sortRoundsByEndDesc,
  type RoundSummary,
} from '@portal/shared-types/rounds/round-rules';
import {
  progressLabel,
  winningStateColor,
  type WinningColor,
} from '@portal/shared-types/applicants/winning-state-rules';

/** The badge's colour (its text says it all): a 당첨자 blue, a waiting reserve green, anyone else red. */
const stateColor = (state: ApplicationSummary): WinningColor =>
  state.currentWinner ? 'blue' : state.state === 'reserveWaiting' ? 'green' : 'red';

export interface InquiryRow {
  applicant: Applicant;
  round: RoundSummary;
  label: string;
  /** only once the round is closed: the win state's colour */
  color: WinningColor | null;
  editable: boolean;
}

/** The rounds the inquiry asks about, one lookup each: the current round, then those ended within 3 months. */
export function inquiryRoundIds(rounds: readonly RoundSummary[], now: Date): number[] {
  return roundsForInquiry(sortRoundsByEndDesc(rounds), now).map((round) => round.id);
}

/** The person's applications in the current round and the rounds ended within 3 months, in that order. */
export function inquiryRows(
  applicants: readonly Applicant[],
  rounds: readonly RoundSummary[],
  now: Date,
): InquiryRow[] {
  return roundsForInquiry(sortRoundsByEndDesc(rounds), now).flatMap((round) =>
    applicants
      .filter((applicant) => applicant.subscriptionUid === round.id)
      .map((applicant) => {
        const progress = roundProgress(round, now);
        // once results exist, the state now (부적격, 포기, 기한 경과 are no 당첨 any more)
        const state = progress === 'closed' ? applicant.afterDraw : null;
        return {
          applicant,
          round,
          label: state ? state.label : progressLabel(progress, applicant.winningState),
          color: state
            ? stateColor(state)
            : progress === 'closed'
              ? winningStateColor(applicant.winningState)
              : null,
          editable: canEditApplication(round, now),
        };
      }),
  );
}
