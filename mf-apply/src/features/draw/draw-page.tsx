import { Link, useParams } from 'react-router-dom';
import { formatKstSeconds } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api';
import { messages } from '@portal/shared-types/common/messages';
import { supplyTypeAreaLabel } from '@portal/shared-types/rounds/supply-type-labels';
import { drawFiles, useApplyGetRoundDrawQuery } from './draw-api';
import { DrawResults } from './draw-results';
import styles from './draw.module.css';

/**
 * /apply/draw/:id, the round's public draw page: how the winners are chosen, stated from the
 * round's creation; from the close the frozen list's digest and 경쟁률; then the randomness, the results
 * with the files to recompute them, and every change made afterwards.
 */
export default function DrawPage() {
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useApplyGetRoundDrawQuery(id, { skip: !Number.isSafeInteger(id) });
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError || !data) return <p role="alert">{messages.roundLoadFailed}</p>;
  return (
    <div className={styles.page}>
      <h2 className={styles.roundTitle}>{data.title}</h2>
      <Plan info={data} />
      <Competition info={data} />
      <Freezes info={data} />
      <Randomness info={data} />
      {data.draw ? (
        <DrawResults info={data} draw={data.draw} />
      ) : (
        <section aria-labelledby="draw-results-title" className={styles.section}>
          <h3 id="draw-results-title">추첨 결과</h3>
          <p className={styles.muted}>
            아직 추첨하지 않았습니다. 추첨을 마치면 이곳에 모든 접수번호의 순위와 결과가 공개됩니다.
          </p>
        </section>
      )}
      <Amendments info={data} />
    </div>
  );
}

function Plan({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-plan-title" className={styles.section}>
      <h3 id="draw-plan-title">추첨 방식</h3>
      <p>{info.planText}</p>
      <p>
        공급유형마다 소득 순위, 지역 순위 순으로 정렬하고, 같은 순위 안에서는 공개 난수로 정한 무작위 순서로
        당첨자와 예비 순번을 정합니다. 이 방식은 회차를 등록할 때 정해지며 바꿀 수 없습니다.
      </p>
      <p>
        이 회차의 추첨 방법: <strong>{info.method}</strong>.{' '}
        {info.method === 'draw/v2' ? (
          <Link to={paths.drawMethod()}>추첨 방법 (draw/v2) 전문 보기</Link>
        ) : (
          '이 방법 이전(draw/v1)에 확정한 명단이며, 추첨 방법 문서의 draw/v1 항목을 따릅니다.'
        )}
      </p>
    </section>
  );
}

function Competition({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-competition-title" className={styles.section}>
      <h3 id="draw-competition-title">경쟁률</h3>
      {info.competition.length === 0 ? (
        <p className={styles.muted}>접수를 마감하면 공급유형별 신청자 수와 경쟁률이 공개됩니다.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="공급유형별 경쟁률" tabIndex={0}>
          <table className={styles.table}>
            <caption>공급유형별 경쟁률</caption>
            <thead>
              <tr>
                <th scope="col">공급유형</th>
                <th scope="col">공급 세대</th>
                <th scope="col">예비</th>
                <th scope="col">신청자</th>
                <th scope="col">경쟁률</th>
              </tr>
            </thead>
            <tbody>
              {info.competition.map((row) => (
                <tr key={row.supplyType}>
                  <th scope="row">{supplyTypeAreaLabel(row.supplyType)}</th>
                  <td>{row.winners.toLocaleString('ko-KR')}세대</td>
                  <td>{row.reserves.toLocaleString('ko-KR')}명</td>
                  <td>{row.applicants.toLocaleString('ko-KR')}명</td>
                  <td className={`${styles.strong} ${styles.nowrap}`}>{row.rate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Freezes({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-freeze-title" className={styles.section}>
      <h3 id="draw-freeze-title">신청 명단 확정</h3>
      {info.frozen ? (
        <>
          <p>
            {formatKstSeconds(info.frozen.at)}에 신청 {info.frozen.list.length.toLocaleString('ko-KR')}건의
            명단이 확정되었습니다. 명단에는 접수번호, 공급유형, 소득·지역 순위만 있고 이름과 연락처는
            없습니다.
          </p>
          <p>
            명단 SHA-256: <code className={styles.hash}>{info.frozen.listDigest}</code>
          </p>
          {info.frozen.commitment && info.frozen.commitmentDigest && (
            <>
              <p>
                약속 SHA-256: <code className={styles.hash}>{info.frozen.commitmentDigest}</code>
              </p>
              <p>
                약속 텍스트는 명단 요약값, 공급유형별 당첨·예비 수, 추첨 난수 계획(drand 회차, 참관 번호
                자릿수)과 추첨 방법을 묶은 것으로, 난수가 정해지기 전에 공개됩니다.
              </p>
              <pre className={styles.command}>
                <code>{info.frozen.commitment}</code>
              </pre>
            </>
          )}
          <ul className={styles.downloads}>
            <li>
              <a href={drawFiles.list(info.roundId)} download={`round-${info.roundId}-list.json`}>
                확정 명단 내려받기 (JSON)
              </a>
            </li>
            {info.frozen.commitment && (
              <li>
                <a
                  href={drawFiles.commitment(info.roundId)}
                  download={`round-${info.roundId}-commitment.json`}
                >
                  약속 텍스트 내려받기 (JSON)
                </a>
              </li>
            )}
          </ul>
          <p className={styles.muted}>
            내려받은 파일의 SHA-256(예: <code>sha256sum</code>)이 위의 값과 같은지 누구나 확인할 수 있습니다.
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          접수를 마감하면 신청 명단이 확정되고, 그 요약값(SHA-256)이 이곳에 공개됩니다.
        </p>
      )}
      {info.history.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-label="명단 확정 기록" tabIndex={0}>
          <table className={styles.table}>
            <caption>명단 확정 기록</caption>
            <thead>
              <tr>
                <th scope="col">구분</th>
                <th scope="col">시각</th>
                <th scope="col">SHA-256 (명단, 약속)</th>
              </tr>
            </thead>
            <tbody>
              {info.history.map((event, index) => (
                <tr key={index}>
                  <th scope="row">{event.kind === 'freeze' ? '마감(확정)' : '마감 해제'}</th>
                  <td className={styles.nowrap}>{formatKstSeconds(event.at)}</td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Randomness({ info }: { info: RoundDrawInfo }) {
  const { beacon, witnessed, witnessPending, plan } = info;
  return (
    <section aria-labelledby="draw-randomness-title" className={styles.section}>
      <h3 id="draw-randomness-title">공개 난수</h3>
      <dl className={styles.facts}>
        {plan.beacon && (
          <>
            <dt>drand 체인</dt>
            <dd>
              <code className={styles.hash}>{plan.beacon.chainHash}</code>
            </dd>
            <dt>drand 회차</dt>
            <dd>
              {beacon
                ? `${beacon.round.toLocaleString('ko-KR')}회차 (${formatKstSeconds(beacon.at)} 공개)`
                : `명단 확정 ${plan.beacon.delayHours}시간 뒤 정해집니다.`}
            </dd>
            <dt>drand 난수</dt>
            <dd>
              {beacon?.randomness ? (
                <code className={styles.hash}>{beacon.randomness}</code>
              ) : (
                '아직 받지 않았습니다.'
              )}
            </dd>
            {beacon?.signature && (
              <>
                <dt>drand 서명</dt>
                <dd>
                  <code className={styles.hash}>{beacon.signature}</code>
                </dd>
              </>
            )}
          </>
        )}
        {plan.witnessedDigits && (
          <>
            <dt>참관 추첨 번호 ({plan.witnessedDigits}자리)</dt>
            <dd>
              {witnessed
                ? `${witnessed.number} (${formatKstSeconds(witnessed.at)}, 관리자 ${witnessed.by.join('·')} 두 명이 같은 번호를 입력해 확정)`
                : witnessPending
                  ? `관리자 한 명이 ${formatKstSeconds(witnessPending.at)}에 입력했습니다. 다른 관리자가 같은 번호를 입력하면 확정됩니다.`
                  : '명단 확정 후 참관인 앞에서 추첨하고, 서로 다른 관리자 두 명이 같은 번호를 입력해야 확정됩니다.'}
            </dd>
            {witnessed?.place && (
              <>
                <dt>참관 장소·기록</dt>
                <dd>{witnessed.place}</dd>
              </>
            )}
          </>
        )}
      </dl>
    </section>
  );
}

function Amendments({ info }: { info: RoundDrawInfo }) {
  if (!info.draw) return null;
  return (
    <section aria-labelledby="draw-amendments-title" className={styles.section}>
      <h3 id="draw-amendments-title">추첨 후 변경 내역</h3>
      {info.amendments.length === 0 ? (
        <p className={styles.muted}>추첨 후 바뀐 당첨 상태가 없습니다.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="추첨 후 변경 내역" tabIndex={0}>
          <table className={styles.table}>
            <caption>추첨 후 변경 내역</caption>
            <thead>
              <tr>
                <th scope="col">번호</th>
                <th scope="col">접수번호</th>
                <th scope="col">변경 전</th>
                <th scope="col">변경 후</th>
                <th scope="col">사유</th>
                <th scope="col">시각</th>
              </tr>
            </thead>
            <tbody>
              {info.amendments.map((row) => (
                <tr key={row.number} id={`amendment-${row.number}`}>
                  <td>변경 {row.number}</td>
                  <th scope="row" className={styles.nowrap}>
                    {row.receiptNumber}
                  </th>
                  <td>{row.oldState}</td>
                  <td>{row.newState}</td>
                  <td>{row.reason}</td>
                  <td className={styles.nowrap}>{formatKstSeconds(row.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
