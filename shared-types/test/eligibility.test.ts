import {
  ASSET_LIMIT,
  evaluateEligibility,
  type EligibilityInput,
  INCOME_TABLE,
  incomeTier,
  isEligibleAge,
  isNewlywed,
  NEWLYWED_VEHICLE_LIMIT,
  regionalTier,
  YOUTH_VEHICLE_LIMIT,
} from '../src/rounds/eligibility';

describe('INCOME_TABLE', () => {
  it('holds the published figures', () => {
    expect(
      INCOME_TABLE.map((row) => [row.householdSize, row.percent100, row.percent110, row.percent120]),
    ).toEqual([
      [1, 3_598_164, 3_957_980, 4_317_797],
      [2, 5_477_003, 6_024_703, 6_572_404],
      [3, 7_626_973, 8_389_670, 9_152_368],
      [4, 8_578_088, 9_435_897, 10_293_706],
      [5, 9_031_048, 9_934_153, 10_837_258],
    ]);
  });
});

describe('incomeTier', () => {
  it.each(INCOME_TABLE.map((row) => [row.householdSize, row] as const))(
    'for %i person(s), each limit is included and one won over moves a tier down',
    (size, row) => {
      expect(incomeTier(size, 0)).toBe(1);
      expect(incomeTier(size, row.percent100)).toBe(1);
      expect(incomeTier(size, row.percent100 + 1)).toBe(2);
      expect(incomeTier(size, row.percent110)).toBe(2);
      expect(incomeTier(size, row.percent110 + 1)).toBe(3);
      expect(incomeTier(size, row.percent120)).toBe(3);
      expect(incomeTier(size, row.percent120 + 1)).toBeNull();
    },
  );
  it('when the household has more than 5 people, then uses the 5-person row', () => {
    expect(incomeTier(6, 9_031_048)).toBe(1);
    expect(incomeTier(6, 9_031_049)).toBe(2);
  });
  it.each([
    [0, 1],
    [-1, 1],
    [1.5, 1],
    [1, -1],
    [1, Number.NaN],
  ])('when size is %p and income %p, then there is no tier', (size, income) => {
    expect(incomeTier(size, income)).toBeNull();
  });
});

describe('isEligibleAge', () => {
  it('accepts 19 to 39 and refuses 18, 40 and fractions', () => {
    expect(isEligibleAge(19)).toBe(true);
    expect(isEligibleAge(39)).toBe(true);
    expect(isEligibleAge(18)).toBe(false);
    expect(isEligibleAge(40)).toBe(false);
    expect(isEligibleAge(20.5)).toBe(false);
  });
});

describe('isNewlywed', () => {
  const now = new Date('2025-03-05T10:00:00+09:00');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it('is newlywed from the wedding day to day 2,555, not on day 2,556', () => {
    expect(isNewlywed(daysAgo(0), now)).toBe(true);
    expect(isNewlywed(daysAgo(2_555), now)).toBe(true);
    expect(isNewlywed(daysAgo(2_556), now)).toBe(false);
  });
  it('counts Seoul calendar days, so the time of day does not matter', () => {
    const lateOnDay2555 = new Date(daysAgo(2_555).getTime() + 13 * 3_600_000); // 23:00 the same day
    expect(isNewlywed(lateOnDay2555, now)).toBe(true);
    expect(isNewlywed('2018-03-10', new Date('2025-03-05T00:00:00+09:00'))).toBe(true);
  });
  it('when the wedding is in the future or the date is invalid, then not newlywed', () => {
    expect(isNewlywed(daysAgo(-1), now)).toBe(false);
    expect(isNewlywed('bad', now)).toBe(false);
    expect(isNewlywed(null, now)).toBe(false);
  });
});

describe('regionalTier', () => {
  it('ranks the district 1, the city 2, elsewhere 3', () => {
    expect(regionalTier('district')).toBe(1);
    expect(regionalTier('city')).toBe(2);
    expect(regionalTier('elsewhere')).toBe(3);
  });
});

describe('evaluateEligibility', () => {
  const now = new Date('2025-03-05T10:00:00+09:00');
  const youth: EligibilityInput = {
    age: 25,
    marriageDate: null,
    homeless: true,
    householdSize: 1,
    monthlyIncome: 3_000_000,
    vehicleValue: 0,
    assets: 10_000_000,
    residence: 'city',
  };
  const newlywed: EligibilityInput = {
    ...youth,
    marriageDate: '2022-05-01',
    householdSize: 2,
    monthlyIncome: 20_000_000,
  };

  it('when a single youth passes every rule, then both 15 types with tiers', () => {
    const result = evaluateEligibility(youth, now);
    expect(result.eligibleTypes).toEqual(['GENERAL-15', 'SPECIAL-15']);
    expect(result.incomeTier).toBe(1);
    expect(result.regionalTier).toBe(2);
    expect(result.reasons.length).toBeGreaterThanOrEqual(5);
  });
  it('when the age is 19, then eligible; 40, then nothing', () => {
    expect(evaluateEligibility({ ...youth, age: 19 }, now).eligibleTypes).toHaveLength(2);
    const old = evaluateEligibility({ ...youth, age: 40 }, now);
    expect(old.eligibleTypes).toEqual([]);
    expect(old.reasons).toContain('나이 요건(만 19~39세)을 충족하지 않습니다.');
  });
  it('when not homeless, then nothing', () => {
    expect(evaluateEligibility({ ...youth, homeless: false }, now).eligibleTypes).toEqual([]);
  });
  it('when the youth vehicle is at the limit, then eligible; one won over, then nothing', () => {
    expect(
      evaluateEligibility({ ...youth, vehicleValue: YOUTH_VEHICLE_LIMIT }, now).eligibleTypes,
    ).toHaveLength(2);
    const over = evaluateEligibility({ ...youth, vehicleValue: YOUTH_VEHICLE_LIMIT + 1 }, now);
    expect(over.eligibleTypes).toEqual([]);
    expect(over.reasons).toContain('차량가액이 청년 기준(45,630,000원)을 초과합니다.');
  });
  it('when assets are at the limit, then eligible; one won over, then nothing', () => {
    expect(evaluateEligibility({ ...youth, assets: ASSET_LIMIT }, now).eligibleTypes).toHaveLength(2);
    expect(evaluateEligibility({ ...youth, assets: ASSET_LIMIT + 1 }, now).eligibleTypes).toEqual([]);
  });
  it('when income is exactly 120 percent, then special too; one won over, then general only', () => {
    expect(evaluateEligibility({ ...youth, monthlyIncome: 4_317_797 }, now)).toMatchObject({
      eligibleTypes: ['GENERAL-15', 'SPECIAL-15'],
      incomeTier: 3,
    });
    expect(evaluateEligibility({ ...youth, monthlyIncome: 4_317_798 }, now)).toMatchObject({
      eligibleTypes: ['GENERAL-15'],
      incomeTier: null,
    });
  });
  it('when married within 2,555 days, then the 30 general type, whatever the income', () => {
    expect(evaluateEligibility(newlywed, now).eligibleTypes).toEqual(['GENERAL-30']);
  });
  it('when married on day 2,555, then newlywed; on day 2,556, then nothing', () => {
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    expect(evaluateEligibility({ ...newlywed, marriageDate: day(2_555) }, now).eligibleTypes).toEqual([
      'GENERAL-30',
    ]);
    expect(evaluateEligibility({ ...newlywed, marriageDate: day(2_556) }, now).eligibleTypes).toEqual([]);
  });
  it('when the newlywed vehicle is at the limit, then eligible; one won over, then nothing', () => {
    expect(
      evaluateEligibility({ ...newlywed, vehicleValue: NEWLYWED_VEHICLE_LIMIT }, now).eligibleTypes,
    ).toEqual(['GENERAL-30']);
    expect(
      evaluateEligibility({ ...newlywed, vehicleValue: NEWLYWED_VEHICLE_LIMIT + 1 }, now).eligibleTypes,
    ).toEqual([]);
  });
  it('when prospective newlyweds apply, then the 30 general type', () => {
    expect(evaluateEligibility({ ...youth, prospectiveNewlywed: true }, now).eligibleTypes).toEqual([
      'GENERAL-30',
    ]);
  });
});
