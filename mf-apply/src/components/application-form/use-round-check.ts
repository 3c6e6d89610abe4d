import { chooseCurrentRound, type RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { useApplyGetOpenRoundsQuery } from '../../lib/api/apply-api';

export type RoundCheck =
  { state: 'unknown' } | { state: 'none' } | { state: 'failure' } | { state: 'found'; round: RoundSummary };

/** The round check: checking, none, failure, or the current round found. */
export function useRoundCheck(): { check: RoundCheck; recheck: () => void } {
  const { data, isFetching, isError, refetch } = useApplyGetOpenRoundsQuery();
  const recheck = () => void refetch();
  if (isFetching) return { check: { state: 'unknown' }, recheck };
  if (isError) return { check: { state: 'failure' }, recheck };
  const round = chooseCurrentRound(data ?? [], new Date());
  return { check: round ? { state: 'found', round } : { state: 'none' }, recheck };
}
