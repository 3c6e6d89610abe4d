import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  drawMessages,
  type DrawRunSummary,
  type RoundDrawInfo,
} from '@portal/shared-types/draw/draw-api.schema';
import { paths } from '@portal/shared-types/site/routes';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { errorMessage } from '../../lib/http';
import { useAdminRunDrawMutation } from '../../lib/api/rounds-api';
import { useFormOutcome } from './form-outcome';
import { useNow } from './use-now';
import { LegacyWitnessForm } from './legacy-witness-form';
import { WitnessSection } from './witness-section';

/** The run's answer in a sentence: per supply type, how many won and how many are reserves. */
export function drawSummaryText(summary: DrawRunSummary): string {
  const types = summary.supply.map(
    (row) =>
      `${supplyTypeAreaLabel(row.supplyType)} 신청 ${row.applicants.toLocaleString('ko-KR')}명 중 당첨 ${row.won.toLocaleString('ko-KR')}명, 예비 ${row.reserve.toLocaleString('ko-KR')}명`,
  );
  return `${types.join(' / ')}.`;
}

/**
 * The draw of one round for the operator: the frozen list, the witnesses (draw/v3: sealed values
 * committed before the close and revealed before the beacon; draw/v2 rounds: the witnessed number), the
 * beacon it waits for, and the button that runs it once. Every refusal shows the server's Korean reason.
 */
/** `operates`: the admin holds the draw's role (witnessing and running); others read the panel only. */
export function DrawPanel({ info, operates }: { info: RoundDrawInfo; operates: boolean }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [runDraw, drawState] = useAdminRunDrawMutation();
  const outcome = useFormOutcome();
  const { plan, frozen, beacon, witnessed, witnessPending, draw } = info;
  const now = useNow(beacon?.at ?? null);
  const run = async () => {
    if (
      !window.confirm(
        '추첨을 실행하면 결과가 모든 신청자의 당첨 상태에 기록되고 되돌릴 수 없습니다. 실행할까요?',
      )
    )
      return;
    let summary: DrawRunSummary;
    try {
      summary = await runDraw(info.roundId).unwrap();
    } catch (failure) {
      return outcome.fail(errorMessage(failure));
    }
    outcome.succeed(`추첨을 마쳤습니다. ${drawSummaryText(summary)}`);
    window.alert('추첨을 마쳤습니다. 결과가 공개 추첨 페이지에 게시되었습니다.');
    headingRef.current?.focus();
  };

  return (
    <section className={styles.drawPanel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        추첨
      </h3>
      <p>{info.planText}</p>
      <dl className={styles.drawFacts}>
        <dt>명단</dt>
        <dd>
          {frozen ? (
            <>
              {formatAdminDateTime(frozen.at)} 확정, {frozen.list.length.toLocaleString('ko-KR')}건, SHA-256{' '}
              <code className={styles.hash}>{frozen.listDigest}</code>
            </>
          ) : (
            '마감하면 명단이 확정되고 공개됩니다.'
          )}
        </dd>
        {info.competition.length > 0 && (
          <>
            <dt>경쟁률</dt>
            <dd>
              {info.competition
                .map(
                  (row) =>
                    `${supplyTypeAreaLabel(row.supplyType)} ${row.winners}세대 / ${row.applicants.toLocaleString('ko-KR')}명 / ${row.rate}`,
                )
                .join(', ')}
            </dd>
          </>
        )}
        {plan.beacon && (
          <>
            <dt>drand</dt>
            <dd>
              {beacon
                ? `${beacon.round}회차 (${formatAdminDateTime(beacon.at)} 공개)${beacon.randomness ? ', 받음' : ''}`
                : `마감 ${plan.beacon.delayHours}시간 뒤 첫 회차`}
              {beacon?.error && (
                <span className={styles.error}>
                  {' '}
                  받지 못함: {beacon.error} (서버가 1분마다 다시 시도합니다)
                </span>
              )}
            </dd>
          </>
        )}
        {plan.witnessedDigits && (
          <>
            <dt>참관 번호</dt>
            <dd>
              {witnessed
                ? `${witnessed.number} (${formatAdminDateTime(witnessed.at)}, ${witnessed.by.join('·')} 확인)`
                : witnessPending
                  ? `${witnessPending.by} 관리자가 ${formatAdminDateTime(witnessPending.at)}에 입력했습니다. 다른 관리자 계정으로 같은 번호를 입력해야 인정됩니다.`
                  : '아직 입력하지 않았습니다. 서로 다른 관리자 두 명이 같은 번호를 입력해야 인정됩니다.'}
            </dd>
          </>
        )}
        {info.revealUntil && (
          <>
            <dt>참관 값 공개</dt>
            <dd>{formatAdminDateTime(info.revealUntil)} 전까지</dd>
          </>
        )}
        <dt>결과</dt>
        <dd>{draw ? `${formatAdminDateTime(draw.drawnAt)} 추첨 완료` : '추첨 전'}</dd>
      </dl>
      <WitnessSection info={info} operates={operates} />
      {operates &&
        plan.witnessedDigits &&
        frozen &&
        !witnessed &&
        // a number first entered once the beacon is public could be chosen to fit it: the server refuses it
        (beacon && now.getTime() >= Date.parse(beacon.at) ? (
          <p>{drawMessages.witnessedAfterBeacon}</p>
        ) : (
          <LegacyWitnessForm info={info} />
        ))}
      {outcome.view}
      <div className={styles.actions}>
        {operates && frozen && !draw && (
          <button type="button" className={styles.primary} onClick={run} disabled={drawState.isLoading}>
            {drawState.isLoading ? '추첨 중…' : '추첨 실행'}
          </button>
        )}
        <Link to={paths.roundDraw(info.roundId)}>공개 추첨 페이지</Link>
      </div>
    </section>
  );
}
