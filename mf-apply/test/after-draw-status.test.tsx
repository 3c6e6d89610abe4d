import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { statusTimeline, type DocumentStage } from '@portal/shared-types/after-draw/status-rules';
import { StatusTimeline } from '../src/features/inquiry/after-draw/status-timeline';
import { timelineSteps } from '../src/features/inquiry/after-draw/timeline-steps';

type Result = ApplicationStatus['result'];
const WON: Result = { kind: 'won', reserveNumber: null, calledFromReserve: null, label: '당첨' };

/** A status as the server answers it, its timeline from the shared rule. */
function statusOf(
  result: Result,
  stage: DocumentStage = 'notRequired',
  extra: {
    documents?: Partial<ApplicationStatus['documents']>;
    contract?: Partial<ApplicationStatus['contract']>;
    reservePosition?: number | null;
  } = {},
): ApplicationStatus {
  const contract = { state: 'none', notice: null, doneAt: null, givenUpAt: null, ...extra.contract } as const;
  return {
    applicantId: 7,
    roundId: 2,
    roundTitle: '상반기 모집',
    receiptNumber: '20262-7K3M-Q7',
    supplyType: 'GENERAL-15',
    appliedAt: '2026-03-02T01:00:00.000Z',
    roundClosed: true,
    result,
    state: {
      state: 'documentsRequested',
      label: '당첨(서류 요청)',
      currentWinner: true,
      vacated: false,
      next: 'submitDocuments',
    },
    drawPagePath: '/apply/draw/2',
    reservePosition: extra.reservePosition ?? null,
    documents: {
      stage,
      stageLabel: stage,
      deadline: null,
      late: false,
      canChange: false,
      reason: null,
      submittedAt: null,
      checklist: [],
      ...extra.documents,
    },
    contract,
    canGiveUp: false,
    objection: null,
    timeline: statusTimeline({
      roundClosed: true,
      result,
      stage,
      contract: contract.state,
      submitted: extra.documents?.submittedAt !== undefined ? extra.documents.submittedAt !== null : true,
      lapsed: false,
    }),
  };
}

function renderTimeline(status: ApplicationStatus) {
  render(
    <MemoryRouter>
      <StatusTimeline label={status.roundTitle} steps={timelineSteps(status)} />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: '상반기 모집 진행 상황' });
}

const stepTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('StatusTimeline', () => {
  it('when a person did not win, then the list ends at the result, in words, with the draw page linked', () => {
    const list = renderTimeline(
      statusOf({ kind: 'notWon', reserveNumber: null, calledFromReserve: null, label: '미당첨' }),
    );
    expect(stepTexts(list)).toEqual([
      expect.stringMatching(/^접수 완료접수번호 20262-7K3M-Q7신청일 2026-03-02$/),
      '마감 완료',
      expect.stringMatching(/^추첨 결과 미당첨/),
    ]);
    expect(within(list).getByRole('link', { name: '상반기 모집 추첨 결과 보기' })).toHaveAttribute(
      'href',
      '/apply/draw/2',
    );
  });

  it('when a reserve waits, then their place among the waiting reserves of the supply type is said', () => {
    const list = renderTimeline(
      statusOf(
        { kind: 'reserve', reserveNumber: 5, calledFromReserve: null, label: '예비 5' },
        'notRequired',
        {
          reservePosition: 2,
        },
      ),
    );
    const result = within(list).getAllByRole('listitem')[2]!;
    expect(result).toHaveTextContent('추첨 결과 예비 5');
    expect(result).toHaveTextContent('예비 대기 순번 2번째');
  });

  it('when a reserve was called, then the result reads 예비 3 → 당첨(추가) and the documents step is current', () => {
    const list = renderTimeline(
      statusOf(
        { kind: 'won', reserveNumber: 3, calledFromReserve: 3, label: '예비 3 → 당첨(추가)' },
        'requested',
        {
          documents: { deadline: '2026-04-10T14:59:59.999Z' },
        },
      ),
    );
    const items = within(list).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('예비 3 → 당첨(추가)');
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[3]).toHaveTextContent('서류 제출 제출 대기');
    expect(items[3]).toHaveTextContent('제출 기한 2026-04-10 오후 11:59');
    expect(items[4]).toHaveTextContent('적격 심사 예정');
  });

  it('when a fix is asked for, then the reason and the new deadline are on the current step', () => {
    const list = renderTimeline(
      statusOf(WON, 'supplement', {
        documents: { deadline: '2026-04-20T14:59:59.999Z', reason: '등본의 주소가 보이지 않습니다.' },
      }),
    );
    const current = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current'));
    expect(current).toHaveTextContent('서류 제출 보완 요청');
    expect(current).toHaveTextContent('보완 요청 사유: 등본의 주소가 보이지 않습니다.');
    expect(current).toHaveTextContent('제출 기한 2026-04-20 오후 11:59');
  });

  it('when found ineligible, then the review step is stopped with its reason and no contract follows', () => {
    const list = renderTimeline(statusOf(WON, 'ineligible', { documents: { reason: '소득 기준 초과' } }));
    const texts = stepTexts(list);
    expect(texts).toHaveLength(5);
    expect(texts[4]).toBe('적격 심사 부적격부적격 사유: 소득 기준 초과');
    expect(within(list).queryByText(/^계약/)).not.toBeInTheDocument();
  });

  it('when eligible with a 계약 안내, then its date, time, place and what to bring are listed', () => {
    const list = renderTimeline(
      statusOf(WON, 'eligible', {
        contract: {
          state: 'notice',
          notice: { date: '2026-05-02', time: '오전 10시', place: '관리사무소 2층', bring: '신분증, 도장' },
        },
      }),
    );
    const contract = within(list).getAllByRole('listitem')[5]!;
    expect(contract).toHaveAttribute('aria-current', 'step');
    for (const text of [
      '계약 안내',
      '계약일 2026-05-02',
      '시간 오전 10시',
      '장소 관리사무소 2층',
      '준비물 신분증, 도장',
    ])
      expect(contract).toHaveTextContent(text);
  });

  it('when the winner gave up, then the steps after it say 포기, not only by colour', () => {
    const list = renderTimeline(
      statusOf(WON, 'requested', { contract: { state: 'givenUp', givenUpAt: '2026-04-01T03:00:00.000Z' } }),
    );
    const texts = stepTexts(list);
    expect(texts[3]).toBe('서류 제출 포기');
    expect(texts[5]).toBe('계약 포기포기일 2026-04-01');
  });
});
