import { validateApplyForm } from '../src/applicants/applicant-rules';
import {
  applyFieldMessages,
  applyFormErrors,
  firstApplyProblem,
  firstErrorField,
} from '../src/applicants/apply-form-errors';
import type { ApplyFormState } from '../src/applicants/applicant-rules';

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
    // the alert names the consent first, so the focus goes there too
    expect(firstErrorField(errors)).toBe('consent');
  });

  it('asks for the supply type and the verification, the verification first', () => {
    const errors = applyFormErrors({ ...complete, verified: false, supplyType: null });
    expect(errors).toEqual({
      verification: '휴대폰 본인인증이 필요합니다.',
      supplyType: '공급유형을 선택해 주세요.',
    });
    expect(firstErrorField(errors)).toBe('verification');
  });
});

describe('firstApplyProblem', () => {
  it('on an empty form names the consent in the alert and as the field, not the supply type', () => {
    expect(firstApplyProblem({ ...complete, consent: false, supplyType: null })).toEqual({
      message: '개인정보 수집 및 이용에 동의해 주세요.',
      field: 'consent',
    });
  });

  it('names the first unanswered special question with the special alert', () => {
    expect(firstApplyProblem({ ...complete, supplyType: 'SPECIAL-15', income: 1, car: true })).toEqual({
      message: '모든 특별공급 항목을 선택해 주세요.',
      field: 'regional',
    });
  });

  it('finds nothing in a complete application', () => {
    expect(firstApplyProblem(complete)).toBeNull();
  });

  // every combination of answered and missing: the alert and the focused field always agree
  it('always puts the focus on the field the alert is about', () => {
    const special = (field: string) => ['income', 'regional', 'car', 'assetBasis'].includes(field);
    for (let mask = 0; mask < 128; mask += 1) {
      const bit = (n: number) => (mask & (1 << n)) !== 0;
      const state: ApplyFormState = {
        verified: bit(0),
        consent: bit(1),
        supplyType: bit(2) ? 'SPECIAL-15' : bit(3) ? 'GENERAL-15' : null,
        income: bit(4) ? 1 : null,
        regional: bit(5) ? 2 : null,
        car: bit(6) ? false : null,
        assetBasis: null,
      };
      const problem = firstApplyProblem(state);
      expect(problem?.message ?? null).toBe(validateApplyForm(state));
      if (!problem) continue;
      expect(problem.message).toBe(
        special(problem.field) ? '모든 특별공급 항목을 선택해 주세요.' : applyFieldMessages[problem.field],
      );
    }
  });
});
