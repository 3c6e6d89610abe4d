import { useId } from 'react';
import {
  parseReserveNumber,
  reserveState,
  stateForKind,
  WINNING_STATE_OPTIONS,
} from '@portal/shared-types/applicants/winning-state-rules';
import { parseWinningState, type WinningKind } from '@portal/shared-types/draw/winning-state';
import styles from '../../components/admin-ui.module.css';

const KIND_CLASS: Record<WinningKind, string | undefined> = {
  won: styles.won,
  notWon: styles.notWon,
  reserve: styles.reserve,
};

interface WinningStateCellProps {
  applicantName: string;
  state: string | null | undefined;
  /** what was typed into the reserve number when it is not a number from 1 */
  typedNumber?: string;
  /** what is wrong with this row's reserve number, said beside it */
  problem?: string | null;
  onChange: (newState: string, typedNumber?: string) => void;
}

/** The dropdown of 당첨/미당첨/예비 and, for a reserve only, its number (an integer from 1). */
export function WinningStateCell({
  applicantName,
  state,
  typedNumber = '',
  problem,
  onChange,
}: WinningStateCellProps) {
  const problemId = useId();
  const parsed = parseWinningState(state);
  return (
    <div className={`${styles.actions} ${KIND_CLASS[parsed.kind] ?? ''}`}>
      <select
        aria-label={`${applicantName} 당첨 상태`}
        // a refusal of the state itself (after the draw) is read with the dropdown
        aria-describedby={problem && parsed.kind !== 'reserve' ? problemId : undefined}
        value={parsed.kind}
        className={`${styles.stateControl} ${KIND_CLASS[parsed.kind] ?? ''}`}
        onChange={(event) => onChange(stateForKind(event.target.value as WinningKind, state))}
      >
        {WINNING_STATE_OPTIONS.map((option) => (
          <option key={option.kind} value={option.kind}>
            {option.label}
          </option>
        ))}
      </select>
      {parsed.kind === 'reserve' && (
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          aria-label={`${applicantName} 예비 순번`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={parsed.reserveNumber ?? typedNumber}
          onChange={(event) => {
            const text = event.target.value;
            onChange(reserveState(text), parseReserveNumber(text) === null ? text : '');
          }}
          className={`${styles.stateControl} ${styles.reserveNumber}`}
        />
      )}
      {problem && (
        <span id={problemId} className={styles.error}>
          {problem}
        </span>
      )}
    </div>
  );
}
