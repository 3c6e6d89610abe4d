import { competitionRate, UNDERSUBSCRIBED } from '../../src/draw/draw-plan';

describe('경쟁률 as 청약홈 shows it', () => {
  it('shows applicants per place with two decimals', () => {
    expect(competitionRate(13, 4)).toBe('3.25 : 1');
    expect(competitionRate(100, 20)).toBe('5.00 : 1');
    expect(competitionRate(100, 30)).toBe('3.33 : 1');
    expect(competitionRate(1212, 34)).toBe('35.65 : 1');
  });

  it('rounds the third decimal half up, without float error', () => {
    // 2/3 = 0.666…, 5/3 = 1.666… → 1.67; 201/200 = 1.005 exactly → 1.01
    expect(competitionRate(5, 3)).toBe('1.67 : 1');
    expect(competitionRate(201, 200)).toBe('1.01 : 1');
    expect(competitionRate(2001, 2000)).toBe('1.00 : 1');
  });

  it('says 미달 when fewer applied than there are places, none included', () => {
    expect(UNDERSUBSCRIBED).toBe('미달');
    expect(competitionRate(0, 82)).toBe('미달');
    expect(competitionRate(1, 82)).toBe('미달');
    expect(competitionRate(81, 82)).toBe('미달');
  });

  it('shows exactly one applicant per place as 1.00 : 1, not 미달', () => {
    expect(competitionRate(82, 82)).toBe('1.00 : 1');
  });

  it('groups the thousands of a large ratio', () => {
    expect(competitionRate(123_456, 1)).toBe('123,456.00 : 1');
  });

  it('shows a dash for a type without places', () => {
    expect(competitionRate(5, 0)).toBe('-');
  });
});
