import { formatKstSeconds } from '@portal/shared-types/common/dates';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import {
  REVEAL_STATE_TEXT,
  revealState,
  revealsClosed,
  revealsClosedSentence,
} from '@portal/shared-types/draw/witness-rows';
import styles from './draw.module.css';
import v3Styles from './draw-v3.module.css';

/**
 * A draw/v3 round's witnesses: each committed to a sealed six-digit value before the close (only its
 * digest was public then) and reveals it before the drand time; the page shows who, where and when for
 * both, so anyone can hash the revealed value with its salt and find the commitment.
 */
export function WitnessTable({ info }: { info: RoundDrawInfo }) {
  const planned = info.plan.witnesses ?? 0;
  if (planned === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="draw-witness-title" className={styles.subsection}>
      <h4 id="draw-witness-title">참관인의 약속과 공개</h4>
      <p>
        참관인(최대 {planned}명)은 마감 전에 6자리 값을 봉인 코드와 함께 SHA-256으로 봉인해 약속값만 공개하고,
        명단이 확정된 뒤 drand 난수 공개 시각 전에 값과 봉인 코드를 공개합니다. SHA-256(&quot;draw/v3
        witness&quot;, 봉인 코드, 값을 줄바꿈으로 이은 것)이 약속값과 같은지 누구나 확인할 수 있습니다.
      </p>
      {info.revealUntil &&
        (revealsClosed(info, now) ? (
          <p>{revealsClosedSentence(info.revealUntil)}</p>
        ) : (
          <p>
            참관 값은 {formatKstSeconds(info.revealUntil)}(drand 난수 공개 시각) 전까지 공개할 수 있습니다.
            그때까지 공개하지 않은 약속은 빈 값으로 추첨합니다.
          </p>
        ))}
      {info.witnesses.length === 0 ? (
        <p className={styles.muted}>
          {info.frozen ? '마감 전에 참관 약속이 없었습니다.' : '아직 참관 약속이 없습니다.'}
        </p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="참관 약속과 공개" tabIndex={0}>
          <table className={styles.table}>
            <caption>참관 약속과 공개</caption>
            <thead>
              <tr>
                <th scope="col">참관</th>
                <th scope="col">약속 (누가, 어디서, 언제, 약속값)</th>
                <th scope="col">공개 (값, 봉인 코드, 누가, 어디서, 언제)</th>
              </tr>
            </thead>
            <tbody>
              {info.witnesses.map((row, index) => {
                const state = revealState(row, info, now);
                return (
                  <tr key={row.commitment}>
                    <th scope="row" className={styles.nowrap}>
                      참관 {index + 1}
                    </th>
                    <td className={v3Styles.cellText}>
                      <span>
                        {row.by}, {row.place}, {formatKstSeconds(row.at)}
                      </span>
                      <code className={styles.hash}>{row.commitment}</code>
                    </td>
                    <td className={v3Styles.cellText}>
                      {row.reveal ? (
                        <>
                          <span>
                            <strong>{row.reveal.value}</strong>, 봉인 코드
                          </span>
                          <code className={styles.hash}>{row.reveal.salt}</code>
                          <span>
                            {row.reveal.by}, {row.reveal.place}, {formatKstSeconds(row.reveal.at)}
                          </span>
                        </>
                      ) : (
                        REVEAL_STATE_TEXT[state as Exclude<typeof state, 'revealed'>]
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
