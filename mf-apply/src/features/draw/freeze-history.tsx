import { formatKstSeconds } from '@portal/shared-types/common/dates';
import type { FreezeEvent, RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { drawFiles } from './draw-api';
import styles from './draw.module.css';
import v3Styles from './draw-v3.module.css';

/**
 * Every close (마감) and reopening of the round, oldest first: each freeze with its number, its method,
 * its digests and its own list and commitment to download, which stay after 마감 해제 so anyone can
 * check that a reopening changed only what it says. One card each, so the digests wrap on a phone.
 */
export function FreezeHistory({ info }: { info: RoundDrawInfo }) {
  if (info.history.length === 0) return null;
  return (
    <section aria-labelledby="draw-history-title" className={v3Styles.history}>
      <h5 id="draw-history-title">명단 확정 기록</h5>
      <ol aria-labelledby="draw-history-title">
        {info.history.map((event, index) => (
          <li key={index} className={v3Styles.event}>
            <Event roundId={info.roundId} event={event} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Event({ roundId, event }: { roundId: number; event: FreezeEvent }) {
  if (event.kind === 'reopen')
    return (
      <p>
        <strong>마감 해제</strong> {formatKstSeconds(event.at)}: 이전 마감의 명단과 참관 약속은 기록으로만
        남고, 다음 마감에서 새로 확정합니다.
      </p>
    );
  const file = `round-${roundId}-freeze-${event.freeze}`;
  return (
    <>
      <p>
        <strong>마감 {event.freeze}</strong> {formatKstSeconds(event.at)}
        {event.method && `, 추첨 방법 ${event.method}`}
      </p>
      <dl className={v3Styles.digests}>
        {event.listDigest && (
          <>
            <dt>명단 SHA-256</dt>
            <dd>
              <code className={styles.hash}>{event.listDigest}</code>
            </dd>
          </>
        )}
        {event.commitmentDigest && (
          <>
            <dt>약속 SHA-256</dt>
            <dd>
              <code className={styles.hash}>{event.commitmentDigest}</code>
            </dd>
          </>
        )}
      </dl>
      {event.freeze !== null && (
        <p className={v3Styles.freezeLinks}>
          <a href={drawFiles.freezeList(roundId, event.freeze)} download={`${file}-list.json`}>
            마감 {event.freeze} 명단 내려받기
          </a>
          {event.commitmentDigest && (
            <a href={drawFiles.freezeCommitment(roundId, event.freeze)} download={`${file}-commitment.json`}>
              마감 {event.freeze} 약속 내려받기
            </a>
          )}
        </p>
      )}
    </>
  );
}
