import './mocks/editor-and-upload';
import { roundsApiDouble } from './mocks/rounds-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared-types/common/messages';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import type { Round } from '@portal/shared-types/rounds/round-rules';
import { RoundForm } from '../src/features/rounds/round-form';
import { renderWithProviders } from './support/render';

const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);

async function fillRound() {
  await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '2026년 1차 청약');
  await userEvent.click(screen.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 일반공급' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 특별공급' }));
  fireEvent.change(screen.getByLabelText('시작 일시'), { target: { value: '2026-03-01T09:00' } });
  fireEvent.change(screen.getByLabelText('종료 일시'), { target: { value: '2026-03-10T18:00' } });
}

beforeEach(() => {
  roundsApiDouble.create.mockReset();
  roundsApiDouble.update.mockReset();
  alert.mockClear();
});

test('when created, then the body carries the types and Seoul times and 청약 등록 완료! shows', async () => {
  roundsApiDouble.create.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  renderWithProviders(<RoundForm />);
  await fillRound();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(roundsApiDouble.create).toHaveBeenCalledWith({
    title: '2026년 1차 청약',
    description: '',
    subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
    startTs: '2026-03-01T09:00:00+09:00',
    endTs: '2026-03-10T18:00:00+09:00',
    // the complex's supply by default, and the drand beacon a day after the close
    supply: { 'GENERAL-15': { winners: 82, reserves: 82 }, 'SPECIAL-15': { winners: 34, reserves: 34 } },
    drawPlan: { delayHours: 24, witnesses: 0 },
  });
  expect(alert).toHaveBeenCalledWith(messages.roundCreated);
});

test('when the operator sets the supply, the delay and two witnesses, then the body carries them and the plan reads as a sentence', async () => {
  roundsApiDouble.create.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  renderWithProviders(<RoundForm />);
  await fillRound();
  const winners = screen.getAllByRole('spinbutton', { name: '당첨 세대' });
  await userEvent.clear(winners[1]!);
  await userEvent.type(winners[1]!, '30');
  const delay = screen.getByRole('spinbutton', { name: '마감 후 drand 공개 난수까지 대기 시간(시간)' });
  await userEvent.clear(delay);
  await userEvent.type(delay, '48');
  const witnesses = screen.getByRole('spinbutton', { name: '참관인 수 (0~5명)' });
  await userEvent.clear(witnesses);
  await userEvent.type(witnesses, '2');
  // no way to leave the beacon out any more
  expect(screen.queryByRole('checkbox', { name: /drand|참관/ })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: '추첨 난수 (등록 후 변경 불가)' })).toHaveAccessibleDescription(
    /48시간 뒤 또는 그 이후 첫 drand quicknet 공개 난수.*참관인 최대 2명이 마감 전에 봉인해 약속/,
  );
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(roundsApiDouble.create).toHaveBeenCalledWith(
    expect.objectContaining({
      supply: { 'GENERAL-15': { winners: 82, reserves: 82 }, 'SPECIAL-15': { winners: 30, reserves: 34 } },
      drawPlan: { delayHours: 48, witnesses: 2 },
    }),
  );
});

test('when the witnesses are more than five, then the form says so beside that field and sends nothing', async () => {
  renderWithProviders(<RoundForm />);
  await fillRound();
  const witnesses = screen.getByRole('spinbutton', { name: '참관인 수 (0~5명)' });
  await userEvent.clear(witnesses);
  await userEvent.type(witnesses, '6');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(witnesses).toHaveFocus();
  expect(witnesses).toHaveAccessibleDescription(drawMessages.witnessesInvalid);
  expect(roundsApiDouble.create).not.toHaveBeenCalled();
});

test('when a supply count is blank, then that count is marked wrong, focused, and nothing is sent', async () => {
  renderWithProviders(<RoundForm />);
  await fillRound();
  const reserves = screen.getAllByRole('spinbutton', { name: '예비 순번' })[1]!;
  await userEvent.clear(reserves);
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(reserves).toHaveFocus());
  expect(reserves).toHaveAttribute('aria-invalid', 'true');
  expect(reserves).toHaveAccessibleDescription(new RegExp(drawMessages.supplyInvalid));
  expect(screen.getAllByRole('spinbutton', { name: '예비 순번' })[0]).not.toHaveAttribute('aria-invalid');
  expect(roundsApiDouble.create).not.toHaveBeenCalled();
});

test('when an existing round is saved, then the parsed body (title trimmed, Seoul times) goes to the update without a plan', async () => {
  roundsApiDouble.update.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  const round: Round = {
    id: 7,
    title: '2026년 2차',
    description: '<p>안내</p>',
    subscriptionType: ['SPECIAL-30'],
    startTs: '2026-05-01T00:00:00Z',
    endTs: '2026-05-10T09:00:00Z',
    closed: false,
  };
  renderWithProviders(<RoundForm round={round} />);
  await userEvent.type(screen.getByRole('textbox', { name: '제목' }), ' ');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(roundsApiDouble.update).toHaveBeenCalled());
  expect(roundsApiDouble.update).toHaveBeenCalledWith({
    id: 7,
    body: {
      title: '2026년 2차',
      description: '<p>안내</p>',
      subscriptionType: ['SPECIAL-30'],
      startTs: '2026-05-01T09:00:00+09:00',
      endTs: '2026-05-10T18:00:00+09:00',
      supply: { 'SPECIAL-30': { winners: 54, reserves: 54 } },
    },
  });
  expect(alert).toHaveBeenCalledWith(messages.roundUpdated);
});

test('when the server refuses the plan, then its Korean message shows beside the plan and takes no dialog', async () => {
  roundsApiDouble.create.mockReturnValue({
    unwrap: () =>
      Promise.reject({
        status: 400,
        data: { message: `drawPlan.delayHours: ${drawMessages.planNeedsBeacon}` },
      }),
  });
  renderWithProviders(<RoundForm />);
  await fillRound();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const delay = screen.getByRole('spinbutton', { name: '마감 후 drand 공개 난수까지 대기 시간(시간)' });
  expect(delay).toHaveAccessibleDescription(drawMessages.planNeedsBeacon);
  expect(delay).toHaveFocus();
  expect(alert).not.toHaveBeenCalled();
});

test('when the server refuses with its own message, then that message shows', async () => {
  roundsApiDouble.create.mockReturnValue({
    unwrap: () =>
      Promise.reject({
        status: 409,
        data: { message: '추첨 난수의 출처는 회차를 등록한 뒤에는 바꿀 수 없습니다.' },
      }),
  });
  renderWithProviders(<RoundForm />);
  await fillRound();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(alert).toHaveBeenCalledWith('추첨 난수의 출처는 회차를 등록한 뒤에는 바꿀 수 없습니다.');
});

test('when the server answers 409, then the one-round-at-a-time message shows', async () => {
  roundsApiDouble.create.mockReturnValue({ unwrap: () => Promise.reject({ status: 409, data: {} }) });
  renderWithProviders(<RoundForm />);
  await fillRound();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(alert).toHaveBeenCalledWith(messages.roundOverlap);
});

test('when the server fails otherwise, then 청약 저장 실패. shows', async () => {
  roundsApiDouble.create.mockReturnValue({ unwrap: () => Promise.reject({ status: 500, data: {} }) });
  renderWithProviders(<RoundForm />);
  await fillRound();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(alert).toHaveBeenCalledWith(messages.roundSaveFailed);
});

test('when the end date-time is missing, then its message shows and nothing is sent', async () => {
  renderWithProviders(<RoundForm />);
  await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '회차');
  await userEvent.click(screen.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 일반공급' }));
  fireEvent.change(screen.getByLabelText('시작 일시'), { target: { value: '2026-03-01T09:00' } });
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages.endDateTimeRequired);
  expect(roundsApiDouble.create).not.toHaveBeenCalled();
});

test('when 저장 finds several errors, then each shows beside its field, focus goes to the first, and each clears once fixed', async () => {
  renderWithProviders(<RoundForm />);
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const title = screen.getByRole('textbox', { name: '제목' });
  expect(title).toHaveFocus();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription(messages.titleRequired);
  expect(screen.getByLabelText('시작 일시')).toHaveAccessibleDescription(messages.startDateTimeRequired);
  expect(screen.getByLabelText('종료 일시')).toHaveAccessibleDescription(messages.endDateTimeRequired);
  expect(screen.getByRole('group', { name: '청약 유형' })).toHaveAccessibleDescription(
    messages.supplyTypesRequired,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(messages.titleRequired);

  await userEvent.type(title, '2026년 하반기');
  expect(title).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(messages.titleRequired)).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).not.toHaveTextContent(messages.titleRequired);
  expect(screen.getByLabelText('시작 일시')).toHaveAccessibleDescription(messages.startDateTimeRequired);

  await userEvent.click(screen.getByRole('checkbox', { name: '15 TYPE (25.01㎡) 청년 일반공급' }));
  expect(screen.queryByText(messages.supplyTypesRequired)).not.toBeInTheDocument();
  expect(roundsApiDouble.create).not.toHaveBeenCalled();
});

test('when the round is drawn, then its supply is read-only with the reason, and the counts cannot be typed over', async () => {
  const draw: RoundDrawInfo = {
    roundId: 1,
    title: '2026년 1차',
    closed: true,
    startTs: '2026-03-01T00:00:00Z',
    endTs: '2026-03-10T09:00:00Z',
    plan: { beacon: null, witnessedDigits: 6 },
    planText: '명단 확정 후 참관인 앞에서 추첨한 6자리 숫자로 추첨합니다.',
    supply: { 'GENERAL-15': { winners: 3, reserves: 2 } },
    method: 'draw/v1',
    planWarning: null,
    history: [],
    frozen: null,
    competition: [],
    beacon: null,
    witnessed: null,
    witnessPending: null,
    witnesses: [],
    revealUntil: null,
    draw: {
      drawnAt: '2026-03-11T02:00:00Z',
      seed: 'cd',
      inputs: {
        chainHash: '',
        beaconRound: 0,
        beaconRandomness: '',
        witnessedNumber: '123456',
        listDigest: 'ab',
      },
      results: {},
    },
    amendments: [],
    amendmentsFile: null,
    changed: {},
  };
  const round: Round = {
    id: 1,
    title: '2026년 1차',
    description: '',
    subscriptionType: ['GENERAL-15'],
    startTs: '2026-03-01T00:00:00Z',
    endTs: '2026-03-10T09:00:00Z',
    closed: true,
  };
  renderWithProviders(<RoundForm round={round} draw={draw} />);
  const supply = screen.getByRole('group', { name: '공급 세대 수 (추첨)' });
  expect(supply).toHaveAccessibleDescription(drawMessages.supplyDrawn);
  const winners = within(supply).getByRole('spinbutton', { name: '당첨 세대' });
  expect(winners).toHaveAttribute('readonly');
  expect(winners).toHaveValue(3);
  await userEvent.type(winners, '9');
  expect(winners).toHaveValue(3);
});
