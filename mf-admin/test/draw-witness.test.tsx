import { roundsApiDouble } from './mocks/rounds-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { witnessCodeKey } from '@portal/shared-types/auth/storage-keys';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { witnessCommitment } from '@portal/shared-types/draw/draw-v3';
import { DrawPanel } from '../src/features/applicants/draw-panel';
import { renderWithProviders } from './support/render';

const HOUR = 3_600_000;
const SALT = '0123456789abcdef0123456789abcdef';
const PLACE = '관리사무소 1층 회의실';

/** A draw/v3 round for two witnesses, open (no freeze) unless told otherwise. */
function v3Round(overrides: Partial<RoundDrawInfo> = {}): RoundDrawInfo {
  return {
    roundId: 9,
    title: '2026년 2차',
    closed: false,
    startTs: '2026-04-01T00:00:00Z',
    endTs: '2026-04-30T00:00:00Z',
    plan: { beacon: { chainHash: 'ab'.repeat(32), delayHours: 24 }, witnessedDigits: null, witnesses: 2 },
    planText: '참관인 최대 2명',
    supply: { 'GENERAL-15': { winners: 1, reserves: 0 } },
    method: 'draw/v3',
    planWarning: null,
    history: [],
    frozen: null,
    competition: [],
    beacon: null,
    witnessed: null,
    witnessPending: null,
    witnesses: [],
    revealUntil: null,
    draw: null,
    amendments: [],
    amendmentsFile: null,
    changed: {},
    ...overrides,
  };
}

const frozen = {
  at: '2026-05-01T00:00:00Z',
  listDigest: 'ab',
  list: [],
  commitment: '{}',
  commitmentDigest: 'cd',
};
const committed = (commitment: string, by: string) => ({
  commitment,
  by,
  place: PLACE,
  at: '2026-04-30T01:00:00Z',
  reveal: null,
});

beforeEach(() => {
  localStorage.clear();
  for (const double of Object.values(roundsApiDouble)) double.mockReset();
});

test('when a witness commits, then only the salted digest and the place leave the browser, and the 봉인 코드 is shown and kept', async () => {
  roundsApiDouble.commitWitness.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  renderWithProviders(<DrawPanel info={v3Round()} operates />);
  const value = screen.getByRole('textbox', { name: '참관 값 (6자리 숫자)' });
  // a random six-digit value is offered; the witness may type their own
  expect((value as HTMLInputElement).value).toMatch(/^[0-9]{6}$/);
  await userEvent.clear(value);
  await userEvent.type(value, '004211');
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), PLACE);
  await userEvent.click(screen.getByRole('button', { name: '봉인해서 약속하기' }));

  const kept = JSON.parse(localStorage.getItem(witnessCodeKey(9))!) as { value: string; salt: string }[];
  expect(kept).toHaveLength(1);
  expect(kept[0]!.value).toBe('004211');
  expect(kept[0]!.salt).toMatch(/^[0-9a-f]{32}$/);
  const commitment = witnessCommitment(kept[0]!.salt, '004211');
  expect(roundsApiDouble.commitWitness).toHaveBeenCalledWith({ id: 9, commitment, place: PLACE });
  expect(JSON.stringify(roundsApiDouble.commitWitness.mock.calls)).not.toContain('004211');

  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
    '참관 약속을 보냈습니다. 서버에는 약속값(SHA-256)만 갔고, 참관 값과 봉인 코드는 이 기기에만 있습니다.',
  );
  const sealed = screen.getByRole('group', { name: '봉인 코드 (이 기기에서 한 참관 약속)' });
  expect(sealed).toHaveTextContent('004211');
  expect(sealed).toHaveTextContent(kept[0]!.salt);
  expect(sealed).toHaveTextContent(commitment);
  expect(sealed).toHaveTextContent('참관 값 공개 때까지 보관하세요');
  const download = within(sealed).getByRole('link', { name: '봉인 코드 내려받기 (.txt)' });
  expect(download).toHaveAttribute('download', 'round-9-witness-code.txt');
  expect(decodeURIComponent(download.getAttribute('href')!)).toContain(`봉인 코드: ${kept[0]!.salt}`);
  expect(within(sealed).getByRole('button', { name: '봉인 코드 복사' })).toBeEnabled();
});

test('when the server refuses the commitment, then its message takes the focus and the refused code is not kept', async () => {
  localStorage.setItem(witnessCodeKey(9), JSON.stringify([{ value: '111111', salt: SALT }]));
  roundsApiDouble.commitWitness.mockReturnValue({
    unwrap: () => Promise.reject({ status: 409, data: { message: drawMessages.commitTwice } }),
  });
  renderWithProviders(<DrawPanel info={v3Round()} operates />);
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), PLACE);
  await userEvent.click(screen.getByRole('button', { name: '봉인해서 약속하기' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(drawMessages.commitTwice);
  expect(alert).toHaveFocus();
  // the earlier code of this device stays for its reveal
  expect(JSON.parse(localStorage.getItem(witnessCodeKey(9))!)).toEqual([{ value: '111111', salt: SALT }]);
});

test('when the place is missing, then nothing is sent and the form says what to write', async () => {
  renderWithProviders(<DrawPanel info={v3Round()} operates />);
  await userEvent.click(screen.getByRole('button', { name: '봉인해서 약속하기' }));
  const place = screen.getByRole('textbox', { name: '참관한 곳' });
  await waitFor(() => expect(place).toHaveFocus());
  expect(place).toHaveAccessibleDescription(drawMessages.witnessPlace);
  expect(roundsApiDouble.commitWitness).not.toHaveBeenCalled();
});

test('when the list is frozen before the beacon time, then the reveal fills itself from this device and sends value, salt and place', async () => {
  const mine = witnessCommitment(SALT, '004211');
  localStorage.setItem(witnessCodeKey(9), JSON.stringify([{ value: '004211', salt: SALT }]));
  roundsApiDouble.revealWitness.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  const info = v3Round({
    closed: true,
    frozen,
    witnesses: [committed('e'.repeat(64), 'witness'), committed(mine, 'admin')],
    revealUntil: new Date(Date.now() + HOUR).toISOString(),
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  expect(screen.queryByRole('button', { name: '봉인해서 약속하기' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '참관 값 (6자리 숫자)' })).toHaveValue('004211');
  expect(screen.getByRole('textbox', { name: '봉인 코드 (32자)' })).toHaveValue(SALT);
  expect(screen.getByText('이 기기에 보관한 봉인 코드로 채워 두었습니다.')).toBeInTheDocument();
  // every witness row: who, where, when, and where its reveal stands
  const rows = screen.getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent(`참관 1약속witness 관리자, ${PLACE}`);
  expect(rows[1]).toHaveTextContent('공개공개 전');
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), '현장');
  await userEvent.click(screen.getByRole('button', { name: '공개하기' }));
  expect(roundsApiDouble.revealWitness).toHaveBeenCalledWith({
    id: 9,
    value: '004211',
    salt: SALT,
    place: '현장',
  });
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
    '참관 값 004211을(를) 공개했습니다. 약속과 맞는지 서버가 확인했습니다.',
  );
});

test('when a reveal does not match, then the server says so with the focus on its message', async () => {
  roundsApiDouble.revealWitness.mockReturnValue({
    unwrap: () => Promise.reject({ status: 409, data: { message: drawMessages.revealMismatch } }),
  });
  const info = v3Round({
    closed: true,
    frozen,
    witnesses: [committed('e'.repeat(64), 'witness')],
    revealUntil: new Date(Date.now() + HOUR).toISOString(),
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  await userEvent.type(screen.getByRole('textbox', { name: '참관 값 (6자리 숫자)' }), '123456');
  await userEvent.type(screen.getByRole('textbox', { name: '봉인 코드 (32자)' }), SALT);
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), '현장');
  await userEvent.click(screen.getByRole('button', { name: '공개하기' }));
  expect(screen.getByRole('alert')).toHaveTextContent(drawMessages.revealMismatch);
  expect(screen.getByRole('alert')).toHaveFocus();
});

test('when the beacon time has passed, then reveals are closed and an unrevealed commitment counts empty', () => {
  const revealUntil = new Date(Date.now() - HOUR).toISOString();
  const revealed = {
    ...committed('f'.repeat(64), 'admin'),
    reveal: { value: '000123', salt: SALT, by: 'admin', place: '현장', at: revealUntil },
  };
  const info = v3Round({
    closed: true,
    frozen,
    witnesses: [committed('e'.repeat(64), 'witness'), revealed],
    revealUntil,
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  expect(screen.queryByRole('button', { name: '공개하기' })).not.toBeInTheDocument();
  expect(
    screen.getByText(/참관 값 공개를 마감했습니다\. 공개하지 않은 약속은 빈 값으로 추첨합니다\./),
  ).toBeVisible();
  const rows = screen.getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('공개 안 함 (빈 값으로 추첨)');
  expect(rows[1]).toHaveTextContent(`값 000123, 봉인 코드 ${SALT} (admin 관리자, 현장,`);
});

test('when a draw/v2 round made before v3 is frozen, then its two-admin number form is still there', () => {
  const info = v3Round({
    method: 'draw/v2',
    plan: { beacon: null, witnessedDigits: 6 },
    closed: true,
    frozen,
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  expect(screen.getByRole('textbox', { name: '참관 추첨 번호 (6자리)' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '참관 값 (6자리 숫자)' })).not.toBeInTheDocument();
});

test('when the beacon of a draw/v2 round is already public, then no number is asked for any more and the panel says why', () => {
  const info = v3Round({
    method: 'draw/v2',
    plan: { beacon: { chainHash: 'ab'.repeat(32), delayHours: 24 }, witnessedDigits: 6 },
    closed: true,
    frozen,
    beacon: {
      chainHash: 'ab'.repeat(32),
      round: 9,
      at: new Date(Date.now() - HOUR).toISOString(),
      randomness: null,
      signature: null,
      error: null,
    },
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  expect(screen.queryByRole('textbox', { name: '참관 추첨 번호 (6자리)' })).not.toBeInTheDocument();
  expect(screen.getByText(drawMessages.witnessedAfterBeacon)).toBeInTheDocument();
});

test('when an admin without the draw role reads a frozen round, then the panel shows the witnesses but no form and no 추첨 실행', () => {
  const info = v3Round({
    closed: true,
    frozen,
    witnesses: [committed('e'.repeat(64), 'witness')],
    revealUntil: new Date(Date.now() + HOUR).toISOString(),
  });
  renderWithProviders(<DrawPanel info={info} operates={false} />);
  expect(screen.getAllByRole('listitem')[0]).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '공개하기' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '추첨 실행' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '공개 추첨 페이지' })).toBeInTheDocument();
});

test('when the 참관 값 is not six digits, then that field says so with the focus, and nothing is kept or sent', async () => {
  renderWithProviders(<DrawPanel info={v3Round()} operates />);
  const value = screen.getByRole('textbox', { name: '참관 값 (6자리 숫자)' });
  await userEvent.clear(value);
  await userEvent.type(value, '12ab');
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), PLACE);
  await userEvent.click(screen.getByRole('button', { name: '봉인해서 약속하기' }));
  await waitFor(() => expect(value).toHaveFocus());
  expect(value).toHaveAccessibleDescription(
    `무작위로 뽑은 값을 채워 두었습니다. 참관 현장에서 정한 값으로 바꿔도 됩니다. ${drawMessages.witnessValue}`,
  );
  expect(localStorage.getItem(witnessCodeKey(9))).toBeNull();
  expect(roundsApiDouble.commitWitness).not.toHaveBeenCalled();
});

test('when the 봉인 코드 of a reveal is not 32 hex characters, then that field says so with the focus and nothing is sent', async () => {
  const info = v3Round({
    closed: true,
    frozen,
    witnesses: [committed('e'.repeat(64), 'witness')],
    revealUntil: new Date(Date.now() + HOUR).toISOString(),
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  await userEvent.type(screen.getByRole('textbox', { name: '참관 값 (6자리 숫자)' }), '123456');
  const salt = screen.getByRole('textbox', { name: '봉인 코드 (32자)' });
  await userEvent.type(salt, 'xyz');
  await userEvent.type(screen.getByRole('textbox', { name: '참관한 곳' }), '현장');
  await userEvent.click(screen.getByRole('button', { name: '공개하기' }));
  await waitFor(() => expect(salt).toHaveFocus());
  expect(salt).toHaveAccessibleDescription(drawMessages.witnessSalt);
  expect(roundsApiDouble.revealWitness).not.toHaveBeenCalled();
});

test('when a draw/v2 number is entered, then the trimmed number and place are sent and the number field empties', async () => {
  roundsApiDouble.enterWitness.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  const info = v3Round({
    method: 'draw/v2',
    plan: { beacon: null, witnessedDigits: 6 },
    closed: true,
    frozen,
  });
  renderWithProviders(<DrawPanel info={info} operates />);
  const number = screen.getByRole('textbox', { name: '참관 추첨 번호 (6자리)' });
  await userEvent.click(screen.getByRole('button', { name: '입력' }));
  const place = screen.getByRole('textbox', { name: '참관 장소 또는 중계 링크' });
  await waitFor(() => expect(place).toHaveFocus());
  expect(place).toHaveAccessibleDescription(drawMessages.witnessPlace);
  expect(roundsApiDouble.enterWitness).not.toHaveBeenCalled();

  await userEvent.type(number, ' 123456 ');
  await userEvent.type(place, ' 관리사무소 ');
  await userEvent.click(screen.getByRole('button', { name: '입력' }));
  expect(roundsApiDouble.enterWitness).toHaveBeenCalledWith({ id: 9, number: '123456', place: '관리사무소' });
  expect(await screen.findByText('참관 추첨 번호를 입력했습니다.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(number).toHaveValue(''));
  expect(place).toHaveValue(' 관리사무소 ');
});
