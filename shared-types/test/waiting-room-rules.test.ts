import {
  estimatedWaitSeconds,
  inOpeningWindow,
  pollSecondsFor,
  waitingRoomTexts,
} from '../src/waiting-room/waiting-room-rules';

const round = { startTs: '2026-05-10T01:00:00Z', endTs: '2026-05-20T09:00:00Z', closed: false };
const on = { enabled: true, minutes: 30, admitPerMinute: 600 };

describe('inOpeningWindow', () => {
  it('when the room is on, then it runs from the start for its minutes, and not after', () => {
    expect(inOpeningWindow(round, on, new Date('2026-05-10T01:00:00Z'))).toBe(true);
    expect(inOpeningWindow(round, on, new Date('2026-05-10T01:29:59Z'))).toBe(true);
    expect(inOpeningWindow(round, on, new Date('2026-05-10T01:30:00Z'))).toBe(false);
  });

  it('when the room is off, the round not open yet or closed, then it does not run', () => {
    const inside = new Date('2026-05-10T01:10:00Z');
    expect(inOpeningWindow(round, { ...on, enabled: false }, inside)).toBe(false);
    expect(inOpeningWindow(round, on, new Date('2026-05-10T00:59:00Z'))).toBe(false);
    expect(inOpeningWindow({ ...round, closed: true }, on, inside)).toBe(false);
  });
});

describe('the wait and when to ask again', () => {
  it('when 1,200 people are ahead at 600 a minute, then the wait is 2 minutes', () => {
    expect(estimatedWaitSeconds(1200, 600)).toBe(120);
    expect(estimatedWaitSeconds(0, 600)).toBe(0);
    expect(estimatedWaitSeconds(-3, 600)).toBe(0);
  });

  it('when the turn is far, then the page asks every 30 s; within 30 s, a second after its turn', () => {
    expect(pollSecondsFor(600)).toBe(30);
    expect(pollSecondsFor(20)).toBe(21);
    expect(pollSecondsFor(29)).toBe(30);
    expect(pollSecondsFor(1)).toBe(2);
    expect(pollSecondsFor(0)).toBe(1);
  });

  it('when the wait is shown, then it reads in minutes, under a minute as 1분 이내', () => {
    expect(waitingRoomTexts.estimate(30)).toBe('예상 대기 시간: 1분 이내');
    expect(waitingRoomTexts.estimate(125)).toBe('예상 대기 시간: 약 3분');
    expect(waitingRoomTexts.ahead(12345)).toBe('내 앞 대기 인원: 12,345명');
    expect(waitingRoomTexts.nextCheck(7)).toBe('7초 뒤에 순서를 다시 확인합니다.');
  });
});
