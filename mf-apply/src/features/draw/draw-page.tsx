import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatKstSeconds } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { DRAW_ORDER_SENTENCE, drawProgress } from '@portal/shared-types/draw/draw-progress';
import { UNDERSUBSCRIBED } from '@portal/shared-types/draw/draw-plan';
import { messages } from '@portal/shared-types/common/messages';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import { drawFiles, useApplyGetRoundDrawQuery } from './draw-api';
import { DrawResults, Verify } from './draw-results';
import { witnessProgressSentence } from '@portal/shared-types/draw/witness-rows';
import { FreezeHistory } from './freeze-history';
import { WitnessTable } from './witness-table';
import styles from './draw.module.css';
import v3Styles from './draw-v3.module.css';

/**
 * /apply/draw/:id, the round's public draw page, for applicants first: where the draw stands and what
 * comes next in plain words, 경쟁률, the results with the receipt-number search, every change made
 * afterwards; then, folded, what an expert needs to check and recompute the draw (the plan, the frozen
 * list's digests, the randomness, the seed and the verifier).
 */
export default function DrawPage() {
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useApplyGetRoundDrawQuery(id, { skip: !Number.isSafeInteger(id) });
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError || !data) return <p role="alert">{messages.roundLoadFailed}</p>;
  return (
    <div className={styles.page}>
      <h2 className={styles.roundTitle}>{data.title}</h2>
      <Progress info={data} />
      <Competition info={data} />
      {data.draw ? (
        <DrawResults info={data} draw={data.draw} />
      ) : (
        <section aria-labelledby="draw-results-title" className={styles.section}>
          <h3 id="draw-results-title">추첨 결과</h3>
          <p className={styles.muted}>
            아직 추첨하지 않았습니다. 추첨을 마치면 이곳에 모든 접수번호의 순위와 결과가 공개되고, 접수번호로
            내 결과를 찾을 수 있습니다.
          </p>
        </section>
      )}
      <Amendments info={data} />
      <Verification info={data} />
    </div>
  );
}

/** What happened, since when, and what comes next; whom to ask when only the operator can move it. */
function Progress({ info }: { info: RoundDrawInfo }) {
  const now = new Date();
  const progress = drawProgress(info, now);
  const witnesses = witnessProgressSentence(info, now);
  return (
    <section aria-labelledby="draw-progress-title" className={`${styles.section} ${styles.progress}`}>
      <h3 id="draw-progress-title">진행 상황</h3>
      {info.planWarning && (
        <p className={v3Styles.warning}>
          <strong>주의:</strong> {info.planWarning}
        </p>
      )}
      <p className={styles.headline}>{progress.headline}</p>
      {progress.sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {witnesses && <p>{witnesses}</p>}
      {(progress.stage === 'drawn' || progress.stage === 'unlisted') && (
        <ul className={styles.nextLinks}>
          <li>
            <Link to={paths.inquiry()}>청약 신청 조회</Link>
          </li>
          {progress.stage === 'drawn' && (
            <>
              <li>
                <Link to={paths.documents()}>제출서류 안내</Link>
              </li>
              <li>
                <Link to={paths.notice()}>공지사항</Link>
              </li>
            </>
          )}
        </ul>
      )}
      {progress.askOperator && (
        <p>
          추첨 일정은 운영사에 문의해 주세요:{' '}
          <a href={telHref(siteConfig.phone)} className={styles.nowrap}>
            {siteConfig.phone}
          </a>{' '}
          ({siteConfig.contactHours})
        </p>
      )}
      <p className={styles.muted}>
        {DRAW_ORDER_SENTENCE} 이 회차는 추첨 방법 {info.method}에 따라 추첨합니다.{' '}
        <MethodLink method={info.method} />
      </p>
    </section>
  );
}

/**
 * The expert's part, folded until asked for: a disclosure button (keyboard, aria-expanded) in the
 * section's heading, so the heading stays in the page's outline.
 */
function Verification({ info }: { info: RoundDrawInfo }) {
  const [open, setOpen] = useState(false);
  const bodyId = `draw-verification-${info.roundId}`;
  return (
    <section aria-labelledby="draw-verification-title" className={styles.section}>
      <h3 id="draw-verification-title" className={styles.disclosureHeading}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          검증 정보 (전문가용)
        </button>
      </h3>
      <p className={styles.muted}>
        추첨이 약속대로 이루어졌는지 누구나 다시 계산해 볼 수 있도록 명단 요약값(SHA-256), 공개 난수(drand),
        내려받을 자료(JSON)와 검증 프로그램을 공개합니다.
      </p>
      <div id={bodyId} className={styles.verification} hidden={!open}>
        <Plan info={info} />
        <Freezes info={info} />
        <Randomness info={info} />
        <WitnessTable info={info} />
        {info.draw && (
          <section aria-labelledby="draw-verify-title" className={styles.subsection}>
            <h4 id="draw-verify-title">누구나 결과를 다시 계산할 수 있습니다</h4>
            <p>
              {formatKstSeconds(info.draw.drawnAt)}에 추첨했습니다. 시드(seed):{' '}
              <code className={styles.hash}>{info.draw.seed}</code>
            </p>
            <Verify
              roundId={info.roundId}
              commitment={info.frozen?.commitmentDigest ?? null}
              amendments={info.amendmentsFile !== null}
            />
          </section>
        )}
      </div>
    </section>
  );
}

function Plan({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-plan-title" className={styles.subsection}>
      <h4 id="draw-plan-title">추첨 방식</h4>
      <p>{info.planText}</p>
      <p>
        공급유형마다 소득 순위, 지역 순위 순으로 정렬하고, 같은 순위 안에서는{' '}
        {info.plan.beacon ? '공개 난수로 정한 ' : '이 회차의 추첨 난수(참관 추첨 번호)로 정한 '}
        무작위 순서로 당첨자와 예비 순번을 정합니다. 이 방식은 회차를 등록할 때 정해지며 바꿀 수 없습니다.
      </p>
      <p>
        이 회차의 추첨 방법: <strong>{info.method}</strong>. <MethodLink method={info.method} />
      </p>
    </section>
  );
}

/**
 * The written method of the round's version: the 추첨 방법 page shows the current one (draw/v3); rounds
 * frozen before it follow the draw/v2 text, which also describes draw/v1.
 */
function MethodLink({ method }: { method: RoundDrawInfo['method'] }) {
  return method === 'draw/v3' ? (
    <Link to={paths.drawMethod()}>추첨 방법 draw/v3 자세히 보기</Link>
  ) : (
    <a href={drawFiles.methodTextV2}>
      추첨 방법 draw/v2 전문 보기 (텍스트{method === 'draw/v1' ? ', draw/v1 항목 포함' : ''})
    </a>
  );
}

function Competition({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-competition-title" className={styles.section}>
      <h3 id="draw-competition-title">경쟁률</h3>
      {info.competition.length === 0 ? (
        <p className={styles.muted}>접수를 마감하면 공급유형별 신청자 수와 경쟁률이 공개됩니다.</p>
      ) : (
        <>
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
          <p className={styles.muted}>
            경쟁률은 공급 세대 1세대에 신청한 사람 수입니다. 신청자가 공급 세대 수보다 적으면{' '}
            {UNDERSUBSCRIBED}로 표시합니다.
          </p>
        </>
      )}
    </section>
  );
}

function Freezes({ info }: { info: RoundDrawInfo }) {
  return (
    <section aria-labelledby="draw-freeze-title" className={styles.subsection}>
      <h4 id="draw-freeze-title">신청 명단 확정</h4>
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
                {info.method === 'draw/v3'
                  ? '약속 텍스트는 명단 요약값, 공급유형별 당첨·예비 수, drand 체인과 공개키와 회차, 마감 전에 받은 참관 약속값과 추첨 방법을 묶은 것으로, 난수가 정해지기 전에 공개됩니다.'
                  : '약속 텍스트는 명단 요약값, 공급유형별 당첨·예비 수, 추첨 난수 계획(drand 회차, 참관 번호 자릿수)과 추첨 방법을 묶은 것으로, 난수가 정해지기 전에 공개됩니다.'}
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
      <FreezeHistory info={info} />
    </section>
  );
}

function Randomness({ info }: { info: RoundDrawInfo }) {
  const { beacon, witnessed, witnessPending, plan } = info;
  return (
    <section aria-labelledby="draw-randomness-title" className={styles.subsection}>
      <h4 id="draw-randomness-title">공개 난수</h4>
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
                beaconWait(beacon)
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

/** Why the beacon is not on the page yet: its time has not come, the fetch failed, or no draw was run. */
function beaconWait(beacon: RoundDrawInfo['beacon']): string {
  if (!beacon) return '명단이 확정되면 받을 회차가 정해집니다.';
  if (beacon.error)
    return `받지 못했습니다 (${beacon.error}). 서버가 1분마다 다시 받아 보며, 받는 즉시 추첨합니다.`;
  if (Date.now() < Date.parse(beacon.at)) return `${formatKstSeconds(beacon.at)}에 공개됩니다.`;
  return `${formatKstSeconds(beacon.at)}부터 받을 수 있습니다. 운영자가 추첨을 실행할 때 받아 검증합니다.`;
}

/**
 * The amendments file in brief: a head digest saved today pins every entry up to it, so a later download
 * shows whether one was removed, edited or reordered.
 */
function AmendmentsHead({
  roundId,
  file,
}: {
  roundId: number;
  file: NonNullable<RoundDrawInfo['amendmentsFile']>;
}) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>변경 내역 수</dt>
        <dd>{file.count.toLocaleString('ko-KR')}건</dd>
        <dt>최신 요약값(head, SHA-256)</dt>
        <dd>
          <code className={styles.hash} data-testid="amendments-head">
            {file.head}
          </code>
        </dd>
      </dl>
      <p>
        <a href={drawFiles.amendments(roundId)} download={`round-${roundId}-amendments.json`}>
          변경 내역 파일(amendments.json)
        </a>
      </p>
      <p className={styles.muted}>
        위 요약값을 적어 두었다가 나중에 내려받은 파일로 <code>node draw-verifier.mjs</code>에{' '}
        <code>--amendments</code>를 붙여 실행하면, 그때까지의 내역이 빠지거나 고쳐지거나 순서가 바뀌지
        않았는지와 예비 호출이 순번대로였는지를 누구나 확인할 수 있습니다.
      </p>
    </>
  );
}

function Amendments({ info }: { info: RoundDrawInfo }) {
  if (!info.draw) return null;
  return (
    <section aria-labelledby="draw-amendments-title" className={styles.section}>
      <h3 id="draw-amendments-title">추첨 후 변경 내역</h3>
      {info.amendmentsFile && <AmendmentsHead roundId={info.roundId} file={info.amendmentsFile} />}
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
