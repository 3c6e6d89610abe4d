import {
  ROOM_TYPES,
  SUPPLY_TYPE_CODES,
  supplyTypeAreaLabel,
  supplyTypeEligibility,
} from '../src/supply/supply-type-labels';

describe('supply type labels with the contract area', () => {
  it('puts the plan name and the contract area beside each supply', () => {
    expect(SUPPLY_TYPE_CODES.map(supplyTypeAreaLabel)).toEqual([
      '15 TYPE (25.01㎡) 청년 일반공급',
      '15 TYPE (25.01㎡) 청년 특별공급',
      '30 TYPE (50.02㎡) 청년·신혼부부 일반공급',
      '30 TYPE (50.02㎡) 청년·신혼부부',
    ]);
  });
  it('names the areas the floor plan page shows', () => {
    expect(ROOM_TYPES).toEqual({
      '15': { name: '15 TYPE', area: '25.01㎡' },
      '30': { name: '30 TYPE', area: '50.02㎡' },
    });
  });
  it('when a code is unknown, then the label shows it as it is and no eligibility text', () => {
    expect(supplyTypeAreaLabel('OTHER')).toBe('OTHER');
    expect(supplyTypeEligibility('OTHER')).toBe('');
  });
  it('says the 30 TYPE is for newlyweds, as the self-check decides', () => {
    expect(supplyTypeEligibility('GENERAL-30')).toContain('신혼부부(혼인 7년 이내) 또는 예비신혼부부');
    expect(supplyTypeEligibility('GENERAL-30')).not.toContain('미혼');
    expect(supplyTypeEligibility('GENERAL-15')).toContain('미혼·무주택 청년');
  });
});
