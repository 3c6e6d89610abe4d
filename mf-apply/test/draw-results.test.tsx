import { serveFetch } from './support/web-fetch';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@portal/web-runtime/store';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { DrawResults, Verify } from '../src/features/draw/draw-results';
import MethodPage from '../src/features/draw/method-page';

const WINNER = '2026A-7K3M-Q9';
const RESERVE = '2026A-H8RT-5C';

function drawnRound(): RoundDrawInfo {
  return {
    roundId: 4,
    title: '2026년 1차',
    closed: true,
    startTs: '2026-04-01T00:00:00Z',
    endTs: '2026-04-30T00:00:00Z',
    method: 'draw/v2',
    planWarning: null,
    plan: { beacon: null, witnessedDigits: 6 },
    planText: '',
    supply: { 'SPECIAL-15': { winners: 1, reserves: 1 } },
    history: [],
    frozen: {
      at: '2026-05-01T12:14:07Z',
      listDigest: 'ab',
      list: [
        { receiptNumber: WINNER, supplyType: 'SPECIAL-15', incomeTier: 1, regionalTier: 2 },
        { receiptNumber: RESERVE, supplyType: 'SPECIAL-15', incomeTier: 2, regionalTier: null },
      ],
      commitment: '{}',
      commitmentDigest: 'cd'.repeat(32),
    },
    competition: [],
    beacon: null,
    witnessed: null,
    witnessPending: null,
    witnesses: [],
    revealUntil: null,
    draw: {
      drawnAt: '2026-05-02T12:14:07Z',
      seed: 'ef',
      inputs: {
        method: 'draw/v2',
        commitmentDigest: 'cd'.repeat(32),
        beaconRound: 0,
        beaconRandomness: '',
        witnessedNumber: '093172',
      },
      results: {
        'SPECIAL-15': [
          { receiptNumber: WINNER, rank: 1, result: { kind: 'won' } },
          { receiptNumber: RESERVE, rank: 2, result: { kind: 'reserve', reserveNumber: 1 } },
        ],
      },
    },
    amendments: [
      {
        number: 1,
        receiptNumber: WINNER,
        move: 'correctionConfirmed',
        oldState: '당첨',
        newState: '미당첨',
        reason: '소득 기준 초과로 부적격',
        at: '2026-05-03T00:00:00Z',
      },
    ],
    amendmentsFile: { count: 1, head: 'ab'.repeat(32), genesis: 'cd'.repeat(32) },
    changed: { [WINNER]: { state: '미당첨', amendment: 1 } },
  };
}

function renderResults() {
  const info = drawnRound();
  render(<DrawResults info={info} draw={info.draw!} />);
}

test('when a drawn winner was changed afterwards, then the table shows the tiers, the drawn result and the state now, linked to the amendment', () => {
  renderResults();
  const table = screen.getByRole('table', { name: /추첨 결과/ });
  const winner = within(table).getByRole('row', { name: new RegExp(WINNER) });
  expect(winner).toHaveTextContent(
    /^1.*1순위2순위당첨추첨 후 변경, 현재 미당첨 \(변경 1: 소득 기준 초과로 부적격\)$/,
  );
  expect(within(winner).getByRole('link', { name: '변경 1' })).toHaveAttribute('href', '#amendment-1');
  const reserve = within(table).getByRole('row', { name: new RegExp(RESERVE) });
  expect(reserve).toHaveTextContent(/^2.*2순위-예비 1$/);
});

test('when someone searches a changed receipt number, then the answer says the drawn result and the state now', async () => {
  renderResults();
  await userEvent.type(
    screen.getByRole('textbox', { name: '접수번호로 내 결과 찾기' }),
    WINNER.toLowerCase(),
  );
  await userEvent.click(screen.getByRole('button', { name: '찾기' }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(`${WINNER}: 15 TYPE`);
  expect(status).toHaveTextContent('1위, 당첨 (추첨 결과). 추첨 후 변경되어 현재 미당첨입니다.');
  expect(within(status).getByRole('link', { name: '변경 1' })).toHaveAttribute('href', '#amendment-1');
});

test('when the verifier is explained, then the words are spaced and the command carries the published commitment', () => {
  render(<Verify roundId={4} commitment={drawnRound().frozen!.commitmentDigest} amendments />);
  expect(screen.getByText(/같으면/).textContent).toContain('같으면 verified가 출력됩니다.');
  expect(screen.getByText(/node draw-verifier\.mjs/)).toHaveTextContent(
    `node draw-verifier.mjs round-4-draw.json [접수번호] --commitment ${'cd'.repeat(32)} --amendments round-4-amendments.json`,
  );
  expect(screen.getByRole('link', { name: '변경 내역 파일(amendments.json)' })).toHaveAttribute(
    'href',
    '/portal/subscription/4/amendments.json',
  );
});

test('when the method page opens, then it shows the written text it is served, its code blocks byte for byte, and links both versions', async () => {
  const text = readFileSync(path.join(__dirname, '..', '..', 'docs', 'draw-method-v2.md'), 'utf8');
  serveFetch((url) =>
    url.pathname === '/portal/draw-method'
      ? { status: 200, body: { version: 'draw/v2', text } }
      : { status: 404 },
  );
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/apply/draw-method']}>
        <MethodPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByRole('heading', { name: '추첨 방법 draw/v2', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '4. 시드', level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '시드', level: 4 })).toBeInTheDocument();
  const seed = /### 시드\n\n```\n([0-9a-f]{64})\n```/.exec(text)![1]!;
  expect(screen.getByText(seed).tagName).toBe('CODE');
  const listText = /### 명단 텍스트\n\n```\n(.*)\n```/.exec(text)![1]!;
  expect(screen.getByText(listText).textContent).toBe(listText);
  expect(screen.getByRole('link', { name: /텍스트 파일로 내려받기/ })).toHaveAttribute(
    'href',
    '/portal/draw-method-v3.txt',
  );
  expect(screen.getByRole('link', { name: /이전 추첨 방법 draw\/v2 전문/ })).toHaveAttribute(
    'href',
    '/portal/draw-method-v2.txt',
  );
});

test('when a winner is out or a reserve called without a published amendment, then the state now shows without a link, and the search says it', async () => {
  const info = {
    ...drawnRound(),
    amendments: [],
    changed: {
      [WINNER]: { state: '부적격', amendment: null },
      [RESERVE]: { state: '당첨(추가)', amendment: null },
    },
  };
  render(<DrawResults info={info} draw={info.draw!} />);
  const table = screen.getByRole('table', { name: /추첨 결과/ });
  const winner = within(table).getByRole('row', { name: new RegExp(WINNER) });
  expect(winner).toHaveTextContent(/당첨추첨 후 변경, 현재 부적격$/);
  expect(within(winner).queryByRole('link')).toBeNull();
  expect(within(table).getByRole('row', { name: new RegExp(RESERVE) })).toHaveTextContent(
    /예비 1추첨 후 변경, 현재 당첨\(추가\)$/,
  );
  await userEvent.type(screen.getByRole('textbox', { name: '접수번호로 내 결과 찾기' }), RESERVE);
  await userEvent.click(screen.getByRole('button', { name: '찾기' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    '예비 1 (추첨 결과). 추첨 후 변경되어 현재 당첨(추가)입니다.',
  );
});
