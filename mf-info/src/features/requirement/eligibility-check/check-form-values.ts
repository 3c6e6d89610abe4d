import type { EligibilityInput, Residence } from '@portal/shared-types/rounds/eligibility';

export type MaritalStatus = 'single' | 'married' | 'prospective';

/** The self-check form as typed: strings until it is read. */
export interface CheckFormValues {
  age: string;
  marital: MaritalStatus;
  marriageDate: string;
  homeless: 'yes' | 'no';
  householdSize: string;
  monthlyIncome: string;
  vehicleValue: string;
  assets: string;
  residence: Residence;
}

export const emptyCheckForm: CheckFormValues = {
  age: '',
  marital: 'single',
  marriageDate: '',
  homeless: 'yes',
  householdSize: '1',
  monthlyIncome: '',
  vehicleValue: '0',
  assets: '',
  residence: 'district',
};

/** Digits only, commas and spaces allowed; anything else is not a number. */
const readAmount = (text: string): number | null => {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/** Reads the form into the rules' input, or lists in Korean what is missing. */
export function readCheckForm(values: CheckFormValues): { input: EligibilityInput } | { errors: string[] } {
  const errors: string[] = [];
  const age = readAmount(values.age);
  const householdSize = readAmount(values.householdSize);
  const monthlyIncome = readAmount(values.monthlyIncome);
  const vehicleValue = readAmount(values.vehicleValue);
  const assets = readAmount(values.assets);
  if (age === null) errors.push('만 나이를 숫자로 입력해 주세요.');
  if (values.marital === 'married' && !values.marriageDate) errors.push('혼인신고일을 입력해 주세요.');
  if (householdSize === null || householdSize < 1) errors.push('가구원 수를 1명 이상으로 입력해 주세요.');
  if (monthlyIncome === null) errors.push('가구 월평균소득을 숫자(원)로 입력해 주세요.');
  if (vehicleValue === null)
    errors.push('차량가액을 숫자(원)로 입력해 주세요. 차량이 없으면 0을 입력합니다.');
  if (assets === null) errors.push('자산 총액을 숫자(원)로 입력해 주세요.');
  if (errors.length > 0 || age === null || householdSize === null) return { errors };
  return {
    input: {
      age,
      marriageDate: values.marital === 'married' ? values.marriageDate : null,
      prospectiveNewlywed: values.marital === 'prospective',
      homeless: values.homeless === 'yes',
      householdSize,
      monthlyIncome: monthlyIncome ?? 0,
      vehicleValue: vehicleValue ?? 0,
      assets: assets ?? 0,
      residence: values.residence,
    },
  };
}
