import { applyFormSchema, type ApplyFormValues } from '../src/applicants/apply-form.schema';

const complete: ApplyFormValues = {
  verified: true,
  consent: true,
  supplyType: 'GENERAL-15',
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
};

/** Each wrong field's message, keyed by its path. */
function problems(values: ApplyFormValues) {
  const parsed = applyFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('applyFormSchema', () => {
  it('takes a complete general application as it is', () => {
    expect(applyFormSchema.parse(complete)).toEqual(complete);
  });

  it('puts each problem at its own field, with the words shown beside it', () => {
    expect(problems({ ...complete, verified: false, consent: false, supplyType: null })).toEqual({
      verification: '휴대폰 본인인증이 필요합니다.',
      supplyType: '공급유형을 선택해 주세요.',
      consent: '개인정보 수집 및 이용에 동의해 주세요.',
    });
  });

  it('asks the special questions of a special supply type only', () => {
    expect(problems({ ...complete, supplyType: 'SPECIAL-15', regional: 1, car: false })).toEqual({
      income: '소득순위를 선택해 주세요.',
      assetBasis: '자산 기준 충족 여부를 선택해 주세요.',
    });
    expect(problems({ ...complete, supplyType: 'GENERAL-30' })).toEqual({});
  });
});
