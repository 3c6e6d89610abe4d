import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { formatAdminDateTime, formatDate } from '@portal/shared-types/common/dates';

/** One step of an application's timeline, as the list shows it. */
export interface TimelineStep {
  key: string;
  title: string;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
  /** the state in words: the result, the stage, 포기; else 완료 / 진행 중 / 예정 / 종료 */
  stateText: string | null;
  lines: readonly string[];
  link?: { to: string; label: string };
}

type Entry = ApplicationStatus['timeline'][number];

/** What each step adds to the server's timeline: the facts the applicant needs at that step. */
function linesOf(entry: Entry, status: ApplicationStatus): { lines: string[]; link?: TimelineStep['link'] } {
  const { documents, contract, result } = status;
  switch (entry.step) {
    case 'applied':
      return { lines: [`접수번호 ${status.receiptNumber}`, `신청일 ${formatDate(status.appliedAt)}`] };
    case 'result': {
      const lines: string[] = [];
      if (result.kind === 'reserve' && status.reservePosition !== null)
        lines.push(`예비 대기 순번 ${status.reservePosition}번째`);
      if (result.calledFromReserve !== null)
        lines.push('당첨자의 빈자리에 예비 순번에 따라 추가 당첨되었습니다.');
      return status.drawPagePath
        ? { lines, link: { to: status.drawPagePath, label: `${status.roundTitle} 추첨 결과 보기` } }
        : { lines };
    }
    case 'documents': {
      if (entry.state !== 'current' && entry.state !== 'done') return { lines: [] };
      const lines: string[] = [];
      if (documents.deadline) lines.push(`제출 기한 ${formatAdminDateTime(documents.deadline)}`);
      if (documents.stage === 'supplement' && documents.reason)
        lines.push(`보완 요청 사유: ${documents.reason}`);
      if (documents.late) lines.push('제출 기한이 지났습니다.');
      if (documents.submittedAt) lines.push(`제출일 ${formatAdminDateTime(documents.submittedAt)}`);
      return { lines };
    }
    case 'review':
      return documents.stage === 'ineligible' && documents.reason
        ? { lines: [`부적격 사유: ${documents.reason}`] }
        : { lines: [] };
    case 'contract': {
      if (contract.state === 'givenUp' && contract.givenUpAt)
        return { lines: [`포기일 ${formatDate(contract.givenUpAt)}`] };
      if (contract.state === 'done' && contract.doneAt)
        return { lines: [`계약일 ${formatDate(contract.doneAt)}`] };
      const notice = contract.notice;
      if (!notice || entry.state === 'skipped' || entry.state === 'upcoming') return { lines: [] };
      const facts: [string, string][] = [
        ['계약일', notice.date],
        ['시간', notice.time],
        ['장소', notice.place],
        ['준비물', notice.bring],
      ];
      return { lines: facts.filter(([, value]) => value.trim()).map(([name, value]) => `${name} ${value}`) };
    }
    default:
      return { lines: [] };
  }
}

/**
 * The steps the applicant is shown: the server's timeline without the steps that are not theirs (a
 * 미당첨 or a waiting reserve hands in nothing), each with its facts.
 */
export function timelineSteps(status: ApplicationStatus): TimelineStep[] {
  return status.timeline
    .filter((entry) => entry.state !== 'skipped')
    .map((entry) => {
      const { lines, link } = linesOf(entry, status);
      return {
        key: entry.step,
        title: entry.label,
        state: entry.state === 'skipped' ? 'upcoming' : entry.state,
        stateText: entry.detail,
        lines,
        ...(link ? { link } : {}),
      };
    });
}

/** Whether the application has anything after the draw to show: a drawn round. */
export const hasAfterDraw = (status: ApplicationStatus) => status.result.kind !== 'notAnnounced';
