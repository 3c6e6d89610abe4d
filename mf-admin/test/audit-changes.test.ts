import { describeDrawPlan } from '@portal/shared-types/draw/draw-plan';
import { changedFields, readableValue, targetName } from '../src/features/audit/audit-changes';

describe('the audit page in words', () => {
  test('when a round is updated, then only the changed fields show, named in Korean, before and after', () => {
    expect(
      changedFields(
        {
          id: 3,
          title: '1차',
          closed: false,
          startTs: '2026-03-01T00:00:00.000Z',
          subscriptionType: ['GENERAL-15'],
        },
        {
          id: 3,
          title: '1차 모집',
          closed: true,
          startTs: '2026-03-01T00:00:00.000Z',
          subscriptionType: ['GENERAL-15', 'GENERAL-30'],
        },
      ),
    ).toEqual([
      { field: '제목', before: '1차', after: '1차 모집' },
      { field: '청약 유형', before: '일반15', after: '일반15, 일반30' },
      { field: '마감', before: '아니오', after: '예' },
    ]);
  });

  test('when an entry only creates or only deletes, then its fields show on one side', () => {
    expect(changedFields(null, { title: '공지', topFixed: true })).toEqual([
      { field: '제목', before: '', after: '공지' },
      { field: '상단 고정', before: '', after: '예' },
    ]);
    expect(changedFields({ winningState: '예비 2' }, null)).toEqual([
      { field: '당첨 상태', before: '예비 2', after: '' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ title: '회차', description: '' }, null)).toEqual([
      { field: '제목', before: '회차', after: '' },
    ]);
  });

  test('when values are times, long lists of records or long text, then they read shortly', () => {
    expect(readableValue('2026-03-01T06:30:00.000Z')).toBe('2026-03-01 오후 3:30');
    expect(readableValue([{ a: 1 }, { a: 2 }])).toBe('2건');
    expect(readableValue('가'.repeat(200))).toHaveLength(121);
    expect(readableValue({ winners: 3, reserves: 2 })).toBe('당첨 3, 예비 2');
  });

  test('when an entry holds a title, then it is named by it; else by its target', () => {
    expect(targetName({ target: '12', before: null, after: { title: '입주 안내' } })).toBe('「입주 안내」');
    expect(targetName({ target: '12', before: { title: '지운 공지' }, after: null })).toBe('「지운 공지」');
    expect(targetName({ target: '2026-2-CYBP-07', before: null, after: {} })).toBe('2026-2-CYBP-07');
    expect(targetName({ target: null, before: null, after: null })).toBe('');
  });

  test('when a draw/v3 round is created and its witnesses commit and reveal, then the plan reads as its sentence and the witnessing in Korean', () => {
    const plan = {
      beacon: { chainHash: 'ab'.repeat(32), delayHours: 24 },
      witnessedDigits: null,
      witnesses: 2,
    };
    expect(changedFields(null, { drawPlan: plan })).toEqual([
      { field: '추첨 난수', before: '', after: describeDrawPlan(plan) },
    ]);
    expect(describeDrawPlan(plan)).toContain('참관인 최대 2명');
    expect(changedFields(null, { commitment: 'c'.repeat(64), place: '회의실' })).toEqual([
      { field: '참관 약속값', before: '', after: 'c'.repeat(64) },
      { field: '장소', before: '', after: '회의실' },
    ]);
    expect(
      changedFields(null, { value: '004211', salt: '0'.repeat(32) }).map((change) => change.field),
    ).toEqual(['참관 값', '봉인 코드']);
  });
});
