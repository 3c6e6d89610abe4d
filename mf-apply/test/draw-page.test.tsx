import { serveFetch } from './support/web-fetch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@portal/web-runtime/store';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { OPERATOR_CHOICE_WARNING } from '@portal/shared-types/draw/draw-plan';
import DrawPage from '../src/features/draw/draw-page';

const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const DAY = 86_400_000;
// fixed dates far in the past: the beacon was due long ago whenever the test runs
const FROZEN_AT = '2026-01-10T03:00:00Z';
const BEACON_AT = '2026-01-11T03:00:00Z';

/** A closed round whose beacon was due long ago, never drawn: one applicant for 82 places. */
function waitingRound(): RoundDrawInfo {
  return {
    roundId: 7,
    title: '2026년 상반기 입주자 모집',
    closed: true,
    startTs: new Date(Date.parse(FROZEN_AT) - 20 * DAY).toISOString(),
    endTs: new Date(Date.parse(FROZEN_AT) - DAY).toISOString(),
    method: 'draw/v2',
    plan: { beacon: { chainHash: CHAIN, delayHours: 24 }, witnessedDigits: null },
    planText: '마감(명단 확정) 시각으로부터 24시간 뒤 또는 그 이후 첫 drand quicknet 공개 난수로 추첨합니다.',
    supply: { 'GENERAL-15': { winners: 82, reserves: 82 }, 'GENERAL-30': { winners: 4, reserves: 4 } },
    planWarning: null,
    history: [
      {
        kind: 'freeze',
        at: FROZEN_AT,
        listDigest: 'ab'.repeat(32),
        commitmentDigest: 'cd'.repeat(32),
        freeze: 1,
        method: 'draw/v2',
      },
    ],
    frozen: {
      at: FROZEN_AT,
      listDigest: 'ab'.repeat(32),
      list: [
        { receiptNumber: '2026A-7K3M-Q9', supplyType: 'GENERAL-15', incomeTier: null, regionalTier: null },
      ],
      commitment: '{}',
      commitmentDigest: 'cd'.repeat(32),
    },
    competition: [
      { supplyType: 'GENERAL-15', winners: 82, reserves: 82, applicants: 1, rate: '미달' },
      { supplyType: 'GENERAL-30', winners: 4, reserves: 4, applicants: 13, rate: '3.25 : 1' },
    ],
    beacon: { chainHash: CHAIN, round: 1234, at: BEACON_AT, randomness: null, signature: null, error: null },
    witnessed: null,
    witnessPending: null,
    witnesses: [],
    revealUntil: null,
    draw: null,
    amendments: [],
    amendmentsFile: null,
    changed: {},
  };
}

function renderPage(info: RoundDrawInfo = waitingRound()) {
  serveFetch((url) =>
    url.pathname === '/portal/subscription/7/draw' ? { status: 200, body: info } : { status: 404 },
  );
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/apply/draw/7']}>
        <Routes>
          <Route path="/apply/draw/:id" element={<DrawPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('when a round waits for a draw nobody ran, then the page first says so, since when and what the operator does', async () => {
  renderPage();
  const progress = await screen.findByRole('region', { name: '진행 상황' });
  expect(progress).toHaveTextContent('접수가 마감되어 추첨을 기다리는 중입니다.');
  expect(progress).toHaveTextContent(
    '2026-01-11 오후 12:00부터 추첨할 수 있었지만, 운영자가 아직 추첨을 실행하지 않았습니다.',
  );
  expect(progress).toHaveTextContent("운영자가 관리자 화면(신청자 관리의 '추첨')에서 추첨을 실행하면");
  expect(within(progress).getByRole('link', { name: '02-000-0000' })).toHaveAttribute(
    'href',
    'tel:020000000',
  );
  // the plain account, then 경쟁률, then the results, then the expert's part, in the page's order
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['진행 상황', '경쟁률', '추첨 결과', '검증 정보 (전문가용)']);
});

test('when 경쟁률 shows, then it has two decimals and 미달 below one applicant per place', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: '공급유형별 경쟁률' });
  expect(within(table).getByRole('row', { name: /15 TYPE .* 82세대 82명 1명 미달$/ })).toBeInTheDocument();
  expect(
    within(table).getByRole('row', { name: /30 TYPE .* 4세대 4명 13명 3\.25 : 1$/ }),
  ).toBeInTheDocument();
});

test('when the verification is folded, then its digests are hidden until the keyboard opens it', async () => {
  renderPage();
  const toggle = await screen.findByRole('button', { name: '검증 정보 (전문가용)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('heading', { name: '신청 명단 확정' })).toBeNull();
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('heading', { name: '신청 명단 확정', level: 4 })).toBeVisible();
  expect(screen.getAllByText('ab'.repeat(32))[0]).toBeVisible();
  expect(
    screen.getByText(/부터 받을 수 있습니다\. 운영자가 추첨을 실행할 때 받아 검증합니다\./),
  ).toBeVisible();
  await userEvent.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

const SALT = '0123456789abcdef0123456789abcdef';
const REVEAL_UNTIL = '2099-01-01T00:00:00Z';

/** A draw/v3 round frozen twice (a 마감 해제 between), two witnesses, one revealed, reveals still open. */
function v3Round(): RoundDrawInfo {
  const freeze = (at: string, freeze: number, digit: string) => ({
    kind: 'freeze' as const,
    at,
    listDigest: digit.repeat(64),
    commitmentDigest: `${digit}e`.repeat(32),
    freeze,
    method: 'draw/v3' as const,
  });
  return {
    ...waitingRound(),
    method: 'draw/v3',
    plan: { beacon: { chainHash: CHAIN, delayHours: 24 }, witnessedDigits: null, witnesses: 2 },
    history: [
      freeze('2026-01-09T03:00:00Z', 1, 'a'),
      {
        kind: 'reopen',
        at: '2026-01-09T05:00:00Z',
        listDigest: null,
        commitmentDigest: null,
        freeze: null,
        method: null,
      },
      freeze(FROZEN_AT, 2, 'b'),
    ],
    witnesses: [
      {
        commitment: 'c'.repeat(64),
        by: 'admin',
        place: '관리사무소 1층',
        at: '2026-01-10T01:00:00Z',
        reveal: null,
      },
      {
        commitment: 'd'.repeat(64),
        by: 'witness',
        place: '유튜브 중계 https://example.org/live',
        at: '2026-01-10T02:00:00Z',
        reveal: {
          value: '004211',
          salt: SALT,
          by: 'witness',
          place: '관리사무소 2층',
          at: '2026-01-10T04:00:00Z',
        },
      },
    ],
    revealUntil: REVEAL_UNTIL,
  };
}

test('when a draw/v3 round is shown, then it names its method, lists every freeze with its own files, and the witnesses with their reveals', async () => {
  renderPage(v3Round());
  const progress = await screen.findByRole('region', { name: '진행 상황' });
  expect(progress).toHaveTextContent('참관인 2명 중 1명이 봉인한 값을 공개했습니다.');
  expect(within(progress).getByRole('link', { name: '추첨 방법 draw/v3 자세히 보기' })).toHaveAttribute(
    'href',
    '/apply/draw-method',
  );
  await userEvent.click(screen.getByRole('button', { name: '검증 정보 (전문가용)' }));
  expect(screen.getByText(/같은 순위 안에서는 공개 난수로 정한 무작위 순서로/)).toBeVisible();

  const history = screen.getByRole('list', { name: '명단 확정 기록' });
  const rows = within(history).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
    '마감 1',
    '마감 해제',
    '마감 2',
  ]);
  expect(rows[0]).toHaveTextContent('추첨 방법 draw/v3');
  expect(rows[0]).toHaveTextContent(`명단 SHA-256${'a'.repeat(64)}`);
  expect(rows[0]).toHaveTextContent(`약속 SHA-256${'ae'.repeat(32)}`);
  expect(within(rows[0]!).getByRole('link', { name: '마감 1 명단 내려받기' })).toHaveAttribute(
    'href',
    '/portal/subscription/7/freezes/1/list.json',
  );
  expect(within(rows[0]!).getByRole('link', { name: '마감 1 약속 내려받기' })).toHaveAttribute(
    'href',
    '/portal/subscription/7/freezes/1/commitment.json',
  );
  expect(within(rows[2]!).getByRole('link', { name: '마감 2 명단 내려받기' })).toHaveAttribute(
    'href',
    '/portal/subscription/7/freezes/2/list.json',
  );
  expect(within(rows[1]!).queryByRole('link')).toBeNull();

  const witnesses = screen.getByRole('table', { name: '참관 약속과 공개' });
  expect(
    within(witnesses)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['참관', '약속 (누가, 어디서, 언제, 약속값)', '공개 (값, 봉인 코드, 누가, 어디서, 언제)']);
  const [first, second] = within(witnesses).getAllByRole('row').slice(1);
  expect(within(first!).getByRole('rowheader')).toHaveTextContent('참관 1');
  expect(first).toHaveTextContent(`admin, 관리사무소 1층, 2026-01-10 10:00:00 KST${'c'.repeat(64)}`);
  expect(first).toHaveTextContent('c'.repeat(64));
  expect(first).toHaveTextContent('공개 전');
  expect(second).toHaveTextContent(
    `004211, 봉인 코드${SALT}witness, 관리사무소 2층, 2026-01-10 13:00:00 KST`,
  );
  expect(
    screen.getByText(/전까지 공개할 수 있습니다\. 그때까지 공개하지 않은 약속은 빈 값으로 추첨합니다\./),
  ).toBeVisible();
});

test('when a round made before draw/v3 has no public randomness, then the warning comes first and ties are not said to use it', async () => {
  const info: RoundDrawInfo = {
    ...waitingRound(),
    plan: { beacon: null, witnessedDigits: 6 },
    planWarning: OPERATOR_CHOICE_WARNING,
    beacon: null,
  };
  renderPage(info);
  const progress = await screen.findByRole('region', { name: '진행 상황' });
  expect(progress.querySelector('p')).toHaveTextContent(`주의: ${OPERATOR_CHOICE_WARNING}`);
  expect(within(progress).getByRole('link', { name: /추첨 방법 draw\/v2 전문 보기/ })).toHaveAttribute(
    'href',
    '/portal/draw-method-v2.txt',
  );
  await userEvent.click(screen.getByRole('button', { name: '검증 정보 (전문가용)' }));
  expect(screen.queryByText(/공개 난수로 정한/)).toBeNull();
  expect(screen.getByText(/추첨 난수\(참관 추첨 번호\)로 정한 무작위 순서로/)).toBeVisible();
});
