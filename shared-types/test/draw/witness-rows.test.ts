import type { WitnessRow } from '../../src/draw/draw-api.schema';
import {
  REVEAL_STATE_TEXT,
  revealState,
  revealsClosed,
  revealsClosedSentence,
  revealsOpen,
  witnessProgressSentence,
} from '../../src/draw/witness-rows';

const UNTIL = '2026-05-02T03:00:00Z';
const frozen = {
  at: '2026-05-01T03:00:00Z',
  listDigest: 'ab',
  list: [],
  commitment: null,
  commitmentDigest: null,
};
const row: WitnessRow = {
  commitment: 'c'.repeat(64),
  by: 'admin',
  place: '회의실',
  at: frozen.at,
  reveal: null,
};
const before = new Date(Date.parse(UNTIL) - 1);
const atTime = new Date(UNTIL);

describe('a witness reveal', () => {
  test('when the list is frozen and the beacon time is still ahead, then reveals are open and a missing one is pending', () => {
    const info = { frozen, revealUntil: UNTIL, draw: null };
    expect(revealsOpen(info, before)).toBe(true);
    expect(revealsClosed(info, before)).toBe(false);
    expect(revealState(row, info, before)).toBe('pending');
  });

  test('when the beacon time has come (not only passed), then reveals are closed and a missing one counts empty', () => {
    const info = { frozen, revealUntil: UNTIL, draw: null };
    expect(revealsOpen(info, atTime)).toBe(false);
    expect(revealState(row, info, atTime)).toBe('withheld');
    expect(REVEAL_STATE_TEXT.withheld).toBe('공개 안 함 (빈 값으로 추첨)');
    expect(revealsClosedSentence(UNTIL)).toBe(
      '2026-05-02 오후 12:00(drand 난수 공개 시각)에 참관 값 공개를 마감했습니다. 공개하지 않은 약속은 빈 값으로 추첨합니다.',
    );
  });

  test('when the round is still open, then nothing is revealed yet and nothing is closed', () => {
    const info = { frozen: null, revealUntil: null, draw: null };
    expect(revealsOpen(info, before)).toBe(false);
    expect(revealState(row, info, before)).toBe('pending');
  });

  test('when a reveal was made, then it stays revealed whatever the time', () => {
    const reveal = { value: '004211', salt: '0'.repeat(32), by: 'witness', place: '현장', at: UNTIL };
    expect(revealState({ ...row, reveal }, { frozen, revealUntil: UNTIL, draw: null }, atTime)).toBe(
      'revealed',
    );
  });

  test('when the page tells applicants where the witnesses stand, then it counts commitments and reveals in plain words', () => {
    const revealed = {
      ...row,
      commitment: 'd'.repeat(64),
      reveal: { value: '004211', salt: '0'.repeat(32), by: 'w', place: '현장', at: UNTIL },
    };
    const open = { frozen: null, revealUntil: null, draw: null, witnesses: [row] };
    expect(witnessProgressSentence(open, before)).toBe(
      '참관인 1명이 값을 봉인해 약속했습니다. 마감 뒤 공개한 값이 공개 난수와 함께 추첨에 들어갑니다.',
    );
    const frozenRound = { frozen, revealUntil: UNTIL, draw: null, witnesses: [row, revealed] };
    expect(witnessProgressSentence(frozenRound, before)).toBe(
      '참관인 2명 중 1명이 봉인한 값을 공개했습니다. 2026-05-02 오후 12:00까지 공개하지 않은 값은 빈 값으로 추첨합니다.',
    );
    expect(witnessProgressSentence(frozenRound, atTime)).toBe(revealsClosedSentence(UNTIL));
    expect(witnessProgressSentence({ ...open, witnesses: [] }, before)).toBeNull();
  });
});
