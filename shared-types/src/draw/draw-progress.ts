// Where a round's draw stands, in plain Korean for applicants: the public draw page opens with it,
// before any number or hash. Pure, without zod: the page imports it.
import { formatAdminDateTime } from '../common/dates';
import type { RoundDrawInfo } from './draw-api.schema';

/**
 * before: applications not yet taken; open: taken now; ended: the period is over and the operator has
 * not closed the round; unlisted: closed without a public list (closed before lists were published);
 * waiting: the list is fixed and the randomness does not exist yet (its time has not come, or the
 * witnessed number is not entered); ready: everything exists and nobody has run the draw; retrying: the
 * operator ran it and the server keeps fetching the beacon; drawn: the results are public.
 */
export type DrawStage = 'before' | 'open' | 'ended' | 'unlisted' | 'waiting' | 'ready' | 'retrying' | 'drawn';

export interface DrawProgress {
  stage: DrawStage;
  /** the state in one short sentence: the first thing the page says */
  headline: string;
  /** what happened, since when, and what happens next */
  sentences: string[];
  /** nothing moves without the operator: the page says whom to ask */
  askOperator: boolean;
}

export type DrawProgressInput = Pick<
  RoundDrawInfo,
  'closed' | 'startTs' | 'endTs' | 'plan' | 'frozen' | 'beacon' | 'witnessed' | 'witnessPending' | 'draw'
> & { amendments: readonly unknown[] };

/** How the winners are chosen, without jargon: the same for every round. */
export const DRAW_ORDER_SENTENCE =
  '당첨자와 예비 순번은 공급유형마다 소득 순위, 지역 순위가 앞선 순서로 정하고, 순위가 같으면 무작위 추첨으로 정합니다.';

/** Where the round's randomness will come from, as the round promised it at its creation. */
export function randomnessPlanSentence(plan: DrawProgressInput['plan']): string {
  const beacon = plan.beacon
    ? plan.beacon.delayHours === 0
      ? '마감 직후 공개되는, 누구도 미리 알 수 없는 공개 난수'
      : `마감 ${plan.beacon.delayHours}시간 뒤 공개되는, 누구도 미리 알 수 없는 공개 난수`
    : null;
  const witnessed = plan.witnessedDigits ? `참관인 앞에서 뽑은 ${plan.witnessedDigits}자리 번호` : null;
  // '난수' ends in a vowel: '와'
  return `추첨은 ${[beacon, witnessed].filter(Boolean).join('와 ')}로 합니다.`;
}

const at = formatAdminDateTime;
const RESULTS_HERE = '결과는 이 페이지에 바로 공개됩니다.';

export function drawProgress(info: DrawProgressInput, now: Date): DrawProgress {
  const { plan, frozen, beacon, witnessed, witnessPending, draw } = info;
  const time = now.getTime();
  if (draw) {
    const sentences = [
      `${at(draw.drawnAt)}에 추첨을 마쳤습니다.`,
      '내 결과는 아래에서 접수번호로 찾거나, 청약 신청 조회에서 확인할 수 있습니다.',
      '당첨되었거나 예비 순번을 받은 분은 제출서류를 준비해 주세요. 서류 제출 일정은 공지사항으로 안내합니다.',
    ];
    if (info.amendments.length > 0)
      sentences.push(
        `추첨 뒤 당첨 상태가 ${info.amendments.length}건 바뀌었고, 그 사유는 아래 '추첨 후 변경 내역'에 있습니다.`,
      );
    return { stage: 'drawn', headline: '추첨이 끝났습니다.', sentences, askOperator: false };
  }
  if (!frozen) {
    const listed = `접수를 마감하면 공급유형별 신청자 수와 경쟁률이 이 페이지에 공개됩니다. ${randomnessPlanSentence(plan)}`;
    if (info.closed)
      return {
        stage: 'unlisted',
        headline: '접수가 마감되었습니다.',
        sentences: [
          '이 회차는 신청 명단을 공개하기 전에 마감한 회차여서, 이 페이지에는 추첨 기록이 없습니다.',
          '당첨 여부는 청약 신청 조회에서 확인할 수 있습니다.',
        ],
        askOperator: true,
      };
    if (time < Date.parse(info.startTs))
      return {
        stage: 'before',
        headline: '청약 접수 전입니다.',
        sentences: [`접수 기간은 ${at(info.startTs)}부터 ${at(info.endTs)}까지입니다.`, listed],
        askOperator: false,
      };
    if (time <= Date.parse(info.endTs))
      return {
        stage: 'open',
        headline: '청약 접수 중입니다.',
        sentences: [`${at(info.endTs)}까지 접수합니다.`, listed],
        askOperator: false,
      };
    return {
      stage: 'ended',
      headline: '접수 기간이 끝나 마감을 기다리는 중입니다.',
      sentences: [
        `접수는 ${at(info.endTs)}에 끝났습니다.`,
        `운영자가 마감(신청 명단 확정)하면 공급유형별 신청자 수와 경쟁률이 이 페이지에 공개됩니다. ${randomnessPlanSentence(plan)}`,
      ],
      askOperator: true,
    };
  }

  const headline = '접수가 마감되어 추첨을 기다리는 중입니다.';
  const sentences = [
    `${at(frozen.at)}에 접수를 마감하고 신청 ${frozen.list.length.toLocaleString('ko-KR')}건의 명단을 확정했습니다.`,
  ];
  // the moments from which each planned random value exists; a missing one holds the draw
  const readySince: number[] = [];
  let missing = false;
  let beaconDue = false;
  if (plan.witnessedDigits) {
    if (witnessed) readySince.push(Date.parse(witnessed.at));
    else {
      missing = true;
      sentences.push(
        witnessPending
          ? `참관인 앞에서 뽑은 번호를 관리자 한 명이 ${at(witnessPending.at)}에 입력했습니다. 다른 관리자가 같은 번호를 입력하면 확정됩니다.`
          : `추첨 전에 참관인 앞에서 ${plan.witnessedDigits}자리 번호를 뽑고, 관리자 두 명이 같은 번호를 입력해야 합니다.`,
      );
    }
  }
  if (beacon && !beacon.randomness) {
    if (beacon.error) {
      sentences.push(
        `공개 난수는 ${at(beacon.at)}부터 받을 수 있어 운영자가 추첨을 실행했지만, 공개 난수 서버에서 값을 받지 못해 추첨이 멈춰 있습니다.`,
        `서버가 1분마다 다시 받아 보며, 공개 난수를 받는 즉시 추첨합니다. ${RESULTS_HERE}`,
      );
      return { stage: 'retrying', headline, sentences, askOperator: true };
    }
    if (time < Date.parse(beacon.at)) {
      missing = true;
      beaconDue = true;
      sentences.push(`추첨에 쓸 공개 난수는 ${at(beacon.at)}에 공개됩니다.`);
    } else readySince.push(Date.parse(beacon.at));
  } else if (beacon) readySince.push(Date.parse(beacon.at));

  if (missing) {
    sentences.push(`추첨에 필요한 값이 모두 정해진 뒤 운영자가 추첨을 실행합니다. ${RESULTS_HERE}`);
    // the beacon comes on its own time; a witnessed number waits for the operator
    return { stage: 'waiting', headline, sentences, askOperator: !beaconDue };
  }
  const since = Math.max(Date.parse(frozen.at), ...readySince);
  sentences.push(
    `${at(since)}부터 추첨할 수 있었지만, 운영자가 아직 추첨을 실행하지 않았습니다.`,
    `운영자가 관리자 화면(신청자 관리의 '추첨')에서 추첨을 실행하면, 서버가 ${beacon ? '공개 난수를 받아 ' : ''}바로 추첨합니다. ${RESULTS_HERE}`,
  );
  return { stage: 'ready', headline, sentences, askOperator: true };
}
