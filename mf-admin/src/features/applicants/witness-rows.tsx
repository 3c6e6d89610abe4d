import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { REVEAL_STATE_TEXT, revealState } from '@portal/shared-types/draw/witness-rows';
import styles from './draw-witness.module.css';

/**
 * Every witness of the current cycle: who committed, where and when, and the reveal (who, where, when)
 * or where it stands. Cards of stacked terms, so long places and digests wrap on a phone.
 */
export function WitnessRows({ info, now }: { info: RoundDrawInfo; now: Date }) {
  if (info.witnesses.length === 0) return null;
  return (
    <ol className={styles.rows}>
      {info.witnesses.map((row, index) => {
        const state = revealState(row, info, now);
        return (
          <li key={row.commitment} className={styles.row}>
            <h5>참관 {index + 1}</h5>
            <dl className={styles.facts}>
              <dt>약속</dt>
              <dd>
                {row.by} 관리자, {row.place}, {formatAdminDateTime(row.at)}
              </dd>
              <dt>약속값 (SHA-256)</dt>
              <dd>
                <code className={styles.hash}>{row.commitment}</code>
              </dd>
              <dt>공개</dt>
              <dd>
                {row.reveal ? (
                  <>
                    값 <strong>{row.reveal.value}</strong>, 봉인 코드{' '}
                    <code className={styles.hash}>{row.reveal.salt}</code> ({row.reveal.by} 관리자,{' '}
                    {row.reveal.place}, {formatAdminDateTime(row.reveal.at)})
                  </>
                ) : (
                  REVEAL_STATE_TEXT[state as Exclude<typeof state, 'revealed'>]
                )}
              </dd>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
