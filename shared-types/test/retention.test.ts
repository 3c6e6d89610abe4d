import { APPLICATION_RETENTION, applyConsentNotice } from '../src/applicants/apply-consent';
import {
  contractDateMessages,
  contractDateRefusal,
  keepsUntilContract,
  retentionDates,
} from '../src/applicants/retention';

describe('application retention', () => {
  test('when the consent box states the period, then it is the rule the destruction job applies', () => {
    expect(APPLICATION_RETENTION).toBe('해당 회차 계약 체결 완료 후 1년 (미당첨자는 당첨자 발표 후 6개월)');
    const period = applyConsentNotice.find((item) => item.term === '보유 및 이용 기간');
    expect(period?.text).toBe(`${APPLICATION_RETENTION}, 이후 지체 없이 파기`);
  });

  test('when a round was drawn, then 미당첨 data goes six months after the draw; winners a year after the contracts', () => {
    const dates = retentionDates({
      endTs: new Date('2026-05-20T00:00:00+09:00'),
      drawnAt: new Date('2026-05-25T10:00:00+09:00'),
      contractCompletedAt: new Date('2026-08-31T18:00:00+09:00'),
    });
    expect(dates.others.toISOString()).toBe(new Date('2026-11-25T10:00:00+09:00').toISOString());
    expect(dates.winners?.toISOString()).toBe(new Date('2027-08-31T18:00:00+09:00').toISOString());
  });

  test('when there is no draw and no contract date, then the round end counts and winners are kept', () => {
    const dates = retentionDates({
      endTs: new Date('2026-08-31T00:00:00+09:00'),
      drawnAt: null,
      contractCompletedAt: null,
    });
    expect(dates.others.toISOString()).toBe(new Date('2027-02-28T00:00:00+09:00').toISOString());
    expect(dates.winners).toBeNull();
  });

  test('when the state is 당첨 or 예비 N, then the data waits for the contracts', () => {
    expect(['당첨', '예비 3', '미당첨', ''].map(keepsUntilContract)).toEqual([true, true, false, false]);
  });

  test('when a contract date is recorded, then it lies between the announcement and now', () => {
    const round: { endTs: Date; drawnAt: Date | null } = {
      endTs: new Date('2026-05-20T00:00:00+09:00'),
      drawnAt: new Date('2026-05-25T10:00:00+09:00'),
    };
    const now = new Date('2026-09-01T12:00:00+09:00');
    const refusal = (iso: string, of = round) => contractDateRefusal(new Date(iso), of, now);
    expect(refusal('2026-08-31T18:00:00+09:00')).toBeNull();
    expect(refusal('2026-09-01T12:00:00+09:00')).toBeNull();
    expect(refusal('2026-09-01T12:00:01+09:00')).toBe(contractDateMessages.future);
    expect(refusal('2099-12-31T00:00:00+09:00')).toBe(contractDateMessages.future);
    expect(refusal('2026-05-25T09:59:59+09:00')).toBe(contractDateMessages.beforeAnnouncement);
    // without a draw the round's end is the announcement
    expect(refusal('2026-05-21T00:00:00+09:00', { ...round, drawnAt: null })).toBeNull();
    expect(refusal('2026-05-19T00:00:00+09:00', { ...round, drawnAt: null })).toBe(
      contractDateMessages.beforeAnnouncement,
    );
  });
});
