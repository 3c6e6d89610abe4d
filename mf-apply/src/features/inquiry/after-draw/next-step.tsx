import type { ReactNode, RefObject } from 'react';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { RESERVE_DOCUMENT_DAYS } from '@portal/shared-types/after-draw/status-rules';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import styles from './after-draw.module.css';

/** Whom to call: the operator's phone, a link on a phone, with the hours it answers. */
function Contact({ children }: { children: ReactNode }) {
  return (
    <p>
      {children}{' '}
      <a href={telHref(siteConfig.phone)} className={styles.nowrap}>
        {siteConfig.phone}
      </a>{' '}
      ({siteConfig.contactHours})
    </p>
  );
}

/** What becomes of a 부적격 winner's place: it waits for their 소명, then goes to the next reserve. */
function ineligiblePlace(objection: ApplicationStatus['objection']): string {
  const next = '이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.';
  if (objection?.canFile) return `${formatAdminDateTime(objection.deadline)}까지 소명하지 않으면 ${next}`;
  if (objection?.filed && !objection.filed.outcome)
    return '소명을 검토하는 동안 이 당첨 자리는 그대로 유지됩니다.';
  return next;
}

/** The sentences of each state that would otherwise be a dead end: why, what happens next, whom to call. */
function sentences(status: ApplicationStatus): ReactNode {
  const { state, documents, reservePosition, result } = status;
  switch (state.state) {
    case 'ineligible':
      return (
        <>
          {documents.reason && <p>부적격 사유: {documents.reason}</p>}
          <p>{ineligiblePlace(status.objection)}</p>
          <Contact>결정에 대해 궁금한 점은 운영사로 문의해 주세요:</Contact>
        </>
      );
    case 'lapsed':
      return (
        <>
          <p>
            서류 제출 기한
            {documents.deadline ? `(${formatAdminDateTime(documents.deadline)})` : ''}까지 서류가 제출되지
            않아 당첨이 취소되었습니다. 이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.
          </p>
          <Contact>사정이 있었다면 운영사로 문의해 주세요:</Contact>
        </>
      );
    case 'reserveWaiting':
      return (
        <>
          <p>
            {result.label}
            {reservePosition !== null && `, 지금 대기 순번 ${reservePosition}번째`}입니다. 당첨자가
            부적격·포기·기한 경과로 빠지면 같은 공급유형의 예비 입주자를 순번대로 호출합니다.
          </p>
          <p>
            호출되면 신청할 때 입력한 휴대전화로 알림톡을 보내 드리고, 이 조회 화면에도 당첨(추가)으로
            표시됩니다. 서류는 호출된 날로부터 {RESERVE_DOCUMENT_DAYS}일 뒤인 날 23시 59분(한국 시간)까지
            제출해야 합니다. 예를 들어 5월 11일에 호출되면 5월 {11 + RESERVE_DOCUMENT_DAYS}일 23시
            59분까지입니다.
          </p>
          <Contact>궁금한 점은 운영사로 문의해 주세요:</Contact>
        </>
      );
    case 'givenUp':
      return <p>당첨을 포기했습니다. 제출할 서류는 없습니다.</p>;
    default:
      return null;
  }
}

interface NextStepProps {
  status: ApplicationStatus;
  /** the heading takes focus when the applicant's own action changed the state (포기) */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The state now in words, and for the states that end the way, what happens next and whom to call. */
export function NextStep({ status, headingRef }: NextStepProps) {
  const more = sentences(status);
  const headingId = `next-step-${status.applicantId}`;
  return (
    <section aria-labelledby={headingId} className={styles.notice}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        현재 상태: {status.state.label}
      </h3>
      {more}
    </section>
  );
}
