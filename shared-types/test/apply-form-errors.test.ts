import { applyFormErrors, firstErrorField } from '../src/applicants/apply-form-errors';
import type { ApplyFormState } from '../src/applicants/applicants';

const complete: ApplyFormState = {
  verified: true,
  consent: true,
  supplyType: 'GENERAL-15',
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
};

describe('applyFormErrors', () => {
  it('finds nothing in a complete general application', () => {
    expect(applyFormErrors(complete)).toEqual({});
    expect(firstErrorField({})).toBeNull();
  });

  it('names every missing answer at once, each with its own text', () => {
    const errors = applyFormErrors({ ...complete, consent: false, supplyType: 'SPECIAL-15', car: false });
    expect(errors).toEqual({
      income: '소득순위를 선택해 주세요.',
      regional: '지역순위를 선택해 주세요.',
      assetBasis: '자산 기준 충족 여부를 선택해 주세요.',
      consent: '개인정보 수집 및 이용에 동의해 주세요.',
    });
    expect(firstErrorField(errors)).toBe('income');
  });

  it('asks for the supply type and the verification, the verification first on the page', () => {
    const errors = applyFormErrors({ ...complete, verified: false, supplyType: null });
    expect(errors).toEqual({
      verification: '휴대폰 본인인증이 필요합니다.',
      supplyType: '공급유형을 선택해 주세요.',
    });
    expect(firstErrorField(errors)).toBe('verification');
  });
});
