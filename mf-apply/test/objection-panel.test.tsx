import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { statusTimeline } from '@portal/shared-types/after-draw/status-rules';
import AfterDrawSection from '../src/features/inquiry/after-draw/after-draw-section';

const NodeRequest = globalThis.Request;
afterEach(() => Object.assign(globalThis, { Request: NodeRequest }));

const result = { kind: 'won', reserveNumber: null, calledFromReserve: null, label: '당첨' } as const;
// 부적격 on 2026-05-04: the window ends on 2026-05-11 23:59 Seoul
const DEADLINE = '2026-05-11T14:59:59.999Z';
const TEXT = '소득 증빙에 배우자의 소득이 잘못 합산되었습니다.';

const INELIGIBLE: ApplicationStatus = {
  applicantId: 7,
  roundId: 2,
  roundTitle: '상반기 모집',
  receiptNumber: '20262-7K3M-Q7',
  supplyType: 'GENERAL-15',
  appliedAt: '2026-03-02T01:00:00.000Z',
  roundClosed: true,
  result,
  state: { state: 'ineligible', label: '부적격', currentWinner: false, vacated: true, next: 'contactOffice' },
  drawPagePath: null,
  reservePosition: null,
  documents: {
    stage: 'ineligible',
    stageLabel: '부적격',
    deadline: '2026-05-10T14:59:59.999Z',
    late: false,
    canChange: false,
    reason: '소득 기준 초과',
    submittedAt: '2026-05-03T01:00:00.000Z',
    checklist: [],
  },
  contract: { state: 'none', notice: null, doneAt: null, givenUpAt: null },
  canGiveUp: false,
  objection: { deadline: DEADLINE, canFile: true, filed: null },
  timeline: statusTimeline({
    roundClosed: true,
    result,
    stage: 'ineligible',
    contract: 'none',
    submitted: true,
    lapsed: false,
  }),
};
const FILED: ApplicationStatus = {
  ...INELIGIBLE,
  objection: {
    deadline: DEADLINE,
    canFile: false,
    filed: {
      at: '2026-05-05T01:00:00.000Z',
      text: TEXT,
      files: [{ id: 31, name: '정정 증빙.pdf', size: 2048, contentType: 'application/pdf' }],
      outcome: null,
      outcomeReason: null,
      decidedAt: null,
    },
  },
};
const REJECTED: ApplicationStatus = {
  ...FILED,
  objection: {
    ...FILED.objection!,
    filed: {
      ...FILED.objection!.filed!,
      outcome: 'rejected',
      outcomeReason: '정정 서류로도 소득 기준을 넘습니다.',
      decidedAt: '2026-05-06T01:00:00.000Z',
    },
  },
};

interface Sent {
  method: string;
  path: string;
  form: FormData | null;
}

/**
 * A request that keeps its form: jsdom's FormData is not the one Node's Request reads, so the fake
 * server takes the parts from here, as the browser would send them.
 */
class FormKeepingRequest extends Request {
  readonly form: FormData | null;
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const form = init?.body instanceof FormData ? init.body : null;
    super(input, form ? { ...init, body: null } : init);
    this.form = form;
  }
}

/** The API as the browser meets it: the status, and the 소명 answering `filing`. */
function serve(statuses: ApplicationStatus[][], filing: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  let reads = 0;
  Object.assign(globalThis, {
    Request: FormKeepingRequest,
    fetch: async (request: FormKeepingRequest) => {
      const url = new URL(request.url);
      const form = request.form ?? null;
      sent.push({ method: request.method, path: url.pathname, form });
      const answer =
        form !== null ? filing : { status: 200, body: statuses[Math.min(reads++, statuses.length - 1)] };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <AfterDrawSection roundIds={[2]} verificationToken="signed-token" onExpired={jest.fn()} />
      </MemoryRouter>
    </Provider>,
  );
  return sent;
}

describe('the 소명 after a 부적격', () => {
  it('when the window is open, then the form has a labelled text with its count, the accepted files and the deadline', async () => {
    serve([[INELIGIBLE]], { status: 500, body: {} });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    expect(panel).toHaveTextContent('2026-05-11 오후 11:59까지 소명할 수 있습니다');
    const text = within(panel).getByLabelText('소명 내용 (필수, 10~2000자)');
    await userEvent.type(text, '다시 봐 주세요');
    expect(text).toHaveAccessibleDescription('8자 / 2000자');
    const files = within(panel).getByLabelText('증빙 파일');
    expect(files).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(files).toHaveAccessibleDescription(/PDF, JPG, PNG 파일 · 파일당 10MB까지 · 5개까지/);
    const now = screen.getByRole('region', { name: '현재 상태: 부적격' });
    expect(now).toHaveTextContent(
      '2026-05-11 오후 11:59까지 소명하지 않으면 이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.',
    );
    expect(within(now).getByRole('link', { name: '02-000-0000' })).toBeInTheDocument();
  });

  it('when the text is too short, then the Korean refusal is announced and takes focus, and nothing is sent', async () => {
    const sent = serve([[INELIGIBLE]], { status: 500, body: {} });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    await userEvent.type(within(panel).getByLabelText(/소명 내용/), '짧아요');
    await userEvent.click(within(panel).getByRole('button', { name: '소명 제출' }));
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('소명 내용은 10자 이상 2000자 이내로 입력해 주세요.');
    expect(alert).toHaveFocus();
    expect(sent.filter((call) => call.form)).toEqual([]);
  });

  it('when a file is too large, then the rule is announced and takes focus, and nothing is sent', async () => {
    const sent = serve([[INELIGIBLE]], { status: 500, body: {} });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    await userEvent.type(within(panel).getByLabelText(/소명 내용/), TEXT);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], '큰 증빙.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText('증빙 파일'), big);
    await userEvent.click(within(panel).getByRole('button', { name: '소명 제출' }));
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('큰 증빙.pdf은(는) 10MB를 넘어 올릴 수 없습니다.');
    expect(alert).toHaveFocus();
    expect(sent.filter((call) => call.form)).toEqual([]);
  });

  it('when the 소명 is filed, then the text and the file go in one request and focus moves to what was filed, 검토 중', async () => {
    const sent = serve([[INELIGIBLE], [FILED]], { status: 201, body: FILED });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    await userEvent.type(within(panel).getByLabelText(/소명 내용/), TEXT);
    const pdf = new File(['%PDF-1.7'], '정정 증빙.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(panel).getByLabelText('증빙 파일'), pdf);
    await userEvent.click(within(panel).getByRole('button', { name: '소명 제출' }));
    const filed = await within(panel).findByText(/진행상태: 검토 중/);
    const result = filed.closest('div')!;
    expect(result).toHaveFocus();
    expect(result).toHaveTextContent(TEXT);
    expect(within(result).getByRole('button', { name: '정정 증빙.pdf 내려받기' })).toBeInTheDocument();
    const [call] = sent.filter((one) => one.form);
    expect(call!.path).toBe('/user/applications/7/objection');
    expect(call!.form!.get('text')).toBe(TEXT);
    expect((call!.form!.getAll('files')[0] as File).name).toBe('정정 증빙.pdf');
    expect(screen.getByRole('region', { name: '현재 상태: 부적격' })).toHaveTextContent(
      '소명을 검토하는 동안 이 당첨 자리는 그대로 유지됩니다.',
    );
  });

  it('when the server refuses, then its Korean message is announced', async () => {
    serve([[INELIGIBLE]], {
      status: 409,
      body: {
        message: '소명 기간(2026-05-11 오후 11:59까지)이 지났습니다. 운영사(02-000-0000)로 문의해 주세요.',
      },
    });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    await userEvent.type(within(panel).getByLabelText(/소명 내용/), TEXT);
    await userEvent.click(within(panel).getByRole('button', { name: '소명 제출' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      '소명 기간(2026-05-11 오후 11:59까지)이 지났습니다.',
    );
  });

  it('when the 소명 was rejected, then the outcome and its reason, and the place goes on', async () => {
    serve([[REJECTED]], { status: 500, body: {} });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    expect(panel).toHaveTextContent('진행상태: 기각');
    expect(panel).toHaveTextContent('결정 사유: 정정 서류로도 소득 기준을 넘습니다.');
    expect(panel).toHaveTextContent('부적격 결정이 유지됩니다.');
    expect(within(panel).queryByRole('button', { name: '소명 제출' })).not.toBeInTheDocument();
  });

  it('when the window closed without a 소명, then it says so and no form is offered', async () => {
    serve([[{ ...INELIGIBLE, objection: { deadline: DEADLINE, canFile: false, filed: null } }]], {
      status: 500,
      body: {},
    });
    const panel = await screen.findByRole('region', { name: '소명(이의신청)' });
    expect(panel).toHaveTextContent('소명 기간(2026-05-11 오후 11:59까지)이 지나 소명할 수 없습니다.');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '현재 상태: 부적격' })).toHaveTextContent(
      '이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.',
    );
  });
});
