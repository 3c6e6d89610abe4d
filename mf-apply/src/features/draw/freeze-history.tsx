import { formatKstSeconds } from '@portal/shared-types/common/dates';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { drawFiles } from './draw-api';
import styles from './draw.module.css';
import v3Styles from './draw-v3.module.css';

/**
 * Every close (마감) and reopening of the round, oldest first: each freeze with its number, its method,
 * its digests and its own list and commitment to download, which stay after 마감 해제 so anyone can
 * check that a reopening changed only what it says.
 */
export function FreezeHistory({ info }: { info: RoundDrawInfo }) {
  if (info.history.length === 0) return null;
  return (
    <div className={styles.tableWrap} role="region" aria-label="명단 확정 기록" tabIndex={0}>
      <table className={styles.table}>
        <caption>명단 확정 기록</caption>
        <thead>
          <tr>
            <th scope="col">구분</th>
            <th scope="col">시각</th>
            <th scope="col">추첨 방법</th>
            <th scope="col">SHA-256 (명단, 약속)과 내려받기</th>
          </tr>
        </thead>
        <tbody>
          {info.history.map((event, index) => (
            <tr key={index}>
              <th scope="row" className={styles.nowrap}>
                {event.kind === 'freeze' ? `마감 ${event.freeze ?? ''}` : '마감 해제'}
              </th>
              <td className={styles.nowrap}>{formatKstSeconds(event.at)}</td>
              <td>{event.method ?? '-'}</td>
              <td className={styles.digests}>
                {event.listDigest ? (
                  <span>
                    명단 <code className={styles.hash}>{event.listDigest}</code>
                  </span>
                ) : (
                  '-'
                )}
                {event.commitmentDigest && (
                  <span>
                    약속 <code className={styles.hash}>{event.commitmentDigest}</code>
                  </span>
                )}
                {event.kind === 'freeze' && event.freeze !== null && (
                  <FreezeDownloads
                    roundId={info.roundId}
                    freeze={event.freeze}
                    commitment={!!event.commitmentDigest}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FreezeDownloads({
  roundId,
  freeze,
  commitment,
}: {
  roundId: number;
  freeze: number;
  commitment: boolean;
}) {
  const file = `round-${roundId}-freeze-${freeze}`;
  return (
    <span className={v3Styles.freezeLinks}>
      <a href={drawFiles.freezeList(roundId, freeze)} download={`${file}-list.json`}>
        마감 {freeze} 명단 내려받기
      </a>
      {commitment && (
        <a href={drawFiles.freezeCommitment(roundId, freeze)} download={`${file}-commitment.json`}>
          마감 {freeze} 약속 내려받기
        </a>
      )}
    </span>
  );
}
