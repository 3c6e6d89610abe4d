import {
  isSupplyType,
  requiresSpecialAnswers,
  SUPPLY_TYPE_CODES,
  SUPPLY_TYPE_LABELS,
  supplyTypeLabel,
  supplyTypeShortLabel,
} from '../src/supply/supply-type-labels';
import { supplyTypeSchema } from '../src/supply/supply-types.schema';

describe('supply types', () => {
  it('lists the four codes of the contract', () => {
    expect(SUPPLY_TYPE_CODES).toEqual(['GENERAL-15', 'SPECIAL-15', 'GENERAL-30', 'SPECIAL-30']);
  });
  it('gives the long labels', () => {
    expect(SUPPLY_TYPE_LABELS).toEqual({
      'GENERAL-15': '15평 청년 일반공급',
      'SPECIAL-15': '15평 청년 특별공급',
      'GENERAL-30': '30평 청년·신혼부부 일반공급',
      'SPECIAL-30': '30평 청년·신혼부부',
    });
  });
  it('gives the short labels of the dashboard', () => {
    expect(SUPPLY_TYPE_CODES.map(supplyTypeShortLabel)).toEqual(['일반15', '특공15', '일반30', '특공30']);
  });
  it('when a code is unknown, then both labels show it as it is', () => {
    expect(supplyTypeLabel('OTHER')).toBe('OTHER');
    expect(supplyTypeShortLabel('OTHER')).toBe('OTHER');
  });
  it('validates codes with a Korean message', () => {
    expect(supplyTypeSchema.safeParse('SPECIAL-30').success).toBe(true);
    const result = supplyTypeSchema.safeParse('special-15');
    expect(result.error?.issues[0]?.message).toBe('공급유형을 선택해 주세요.');
  });
  it('recognises codes and the one type with special answers', () => {
    expect(isSupplyType('GENERAL-15')).toBe(true);
    expect(isSupplyType(15)).toBe(false);
    expect(requiresSpecialAnswers('SPECIAL-15')).toBe(true);
    expect(requiresSpecialAnswers('SPECIAL-30')).toBe(false);
  });
});
