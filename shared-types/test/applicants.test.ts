import {
  applicantSchema,
  applicantSubmissionSchema,
  applicantLookupSchema,
  statusUpdateSchema,
} from '../src/applicants/applicants.schema';
import {
  type ApplyFormState,
  INCOME_TIER_LABELS,
  REGIONAL_TIER_LABELS,
  tierShortLabel,
  validateApplyForm,
} from '../src/applicants/applicant-rules';
import { messages } from '../src/common/messages';

const general = {
  name: '홍길동',
  phone: '01012345678',
  supplyType: 'GENERAL-15',
  supplyUid: 1,
  isConsentStatus: true,
  income: null,
  regional: null,
  car: null,
  assetBasis: null,
};
const special = {
  ...general,
  supplyType: 'SPECIAL-15',
  income: 1,
  regional: 3,
  car: false,
  assetBasis: true,
};
const messagesOf = (input: unknown) =>
  applicantSubmissionSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('applicantSchema', () => {
  it('accepts a listed applicant with null special answers', () => {
    const applicant = {
      id: 1,
      name: '홍길동',
      phoneNumber: '01012345678',
      subscriptionType: 'GENERAL-30',
      subscriptionUid: 2,
      createdAt: '2025-03-01T10:00:00+09:00',
      winningState: null,
      income: null,
      regional: null,
      car: null,
      assetBasis: null,
      receiptNumber: '20261-7K3M-Q9',
    };
    expect(applicantSchema.parse(applicant)).toEqual(applicant);
  });
});

describe('applicantSubmissionSchema', () => {
  it('accepts a general submission and a complete special one', () => {
    expect(applicantSubmissionSchema.parse(general)).toEqual(general);
    expect(applicantSubmissionSchema.parse(special)).toEqual(special);
  });
  it('when a general submission leaves the answers out, then they read as null', () => {
    const { income: _i, regional: _r, car: _c, assetBasis: _a, ...bare } = general;
    expect(applicantSubmissionSchema.parse(bare)).toMatchObject({
      income: null,
      regional: null,
      car: null,
      assetBasis: null,
    });
  });
  it('trims the name; 1 and 50 characters pass, 0 and 51 fail', () => {
    expect(applicantSubmissionSchema.parse({ ...general, name: ' 김 ' }).name).toBe('김');
    expect(applicantSubmissionSchema.safeParse({ ...general, name: '가'.repeat(50) }).success).toBe(true);
    expect(messagesOf({ ...general, name: '  ' })).toEqual([messages.nameRequired]);
    expect(messagesOf({ ...general, name: '가'.repeat(51) })).toEqual([messages.nameTooLong]);
  });
  it('checks the phone, the type, the round id and the consent', () => {
    expect(messagesOf({ ...general, phone: '010-1234-5678' })).toEqual([messages.phoneInvalid]);
    expect(messagesOf({ ...general, supplyType: 'GENERAL-20' })).toEqual([messages.supplyTypeRequired]);
    expect(messagesOf({ ...general, supplyUid: 0 })).toEqual([messages.roundIdInvalid]);
    expect(messagesOf({ ...general, supplyUid: 1.5 })).toEqual([messages.roundIdInvalid]);
    expect(messagesOf({ ...general, supplyUid: '1' })).toEqual([messages.roundIdInvalid]);
    expect(messagesOf({ ...general, isConsentStatus: false })).toEqual([messages.consentInvalid]);
  });
  it('when SPECIAL-15 lacks an answer, then the message names that field', () => {
    expect(messagesOf({ ...special, income: null })).toEqual([
      '특별공급(SPECIAL-15)은 소득순위(income) 항목을 선택해야 합니다.',
    ]);
    expect(messagesOf({ ...special, car: undefined, assetBasis: null })).toEqual([
      '특별공급(SPECIAL-15)은 차량소유(car) 항목을 선택해야 합니다.',
      '특별공급(SPECIAL-15)은 자산기준(assetBasis) 항목을 선택해야 합니다.',
    ]);
  });
  it('accepts tiers 1 and 3 and refuses 0, 4 and fractions', () => {
    expect(applicantSubmissionSchema.safeParse({ ...special, income: 3, regional: 1 }).success).toBe(true);
    expect(messagesOf({ ...special, income: 0 })).toEqual([
      '소득순위(income) 값은 1에서 3 사이의 정수여야 합니다.',
    ]);
    expect(messagesOf({ ...special, regional: 4 })).toEqual([
      '지역순위(regional) 값은 1에서 3 사이의 정수여야 합니다.',
    ]);
    expect(messagesOf({ ...special, income: 1.5 })).toHaveLength(1);
  });
  it('refuses a non-boolean car answer', () => {
    expect(messagesOf({ ...special, car: 'yes' })).toEqual([
      '차량소유(car) 값은 true 또는 false여야 합니다.',
    ]);
  });
  it('when another type sends a special answer, then refuses it naming the field', () => {
    expect(messagesOf({ ...general, regional: 2 })).toEqual([
      '지역순위(regional) 항목은 특별공급(SPECIAL-15)에서만 입력할 수 있으며 그 외에는 null이어야 합니다.',
    ]);
    expect(messagesOf({ ...general, supplyType: 'SPECIAL-30', assetBasis: false })).toHaveLength(1);
  });
});

describe('applicantLookupSchema', () => {
  it('accepts name and phone, with or without a round id', () => {
    expect(applicantLookupSchema.parse({ name: '홍길동', phone: '01012345678' })).toEqual({
      name: '홍길동',
      phone: '01012345678',
    });
    expect(applicantLookupSchema.parse({ name: '홍길동', phone: '01012345678', uid: 3 }).uid).toBe(3);
  });
  it('when the name or phone is missing, then asks for both', () => {
    const first = (input: unknown) => applicantLookupSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ phone: '01012345678' })).toBe(messages.inquiryFieldsRequired);
    expect(first({ name: ' ', phone: '01012345678' })).toBe(messages.inquiryFieldsRequired);
    expect(first({ name: '홍길동', phone: '' })).toBe(messages.inquiryFieldsRequired);
    expect(first({ name: '홍길동' })).toBe(messages.inquiryFieldsRequired);
  });
  it('refuses a malformed phone or round id', () => {
    expect(applicantLookupSchema.safeParse({ name: '홍', phone: '0101234' }).success).toBe(false);
    expect(applicantLookupSchema.safeParse({ name: '홍', phone: '01012345678', uid: 0 }).success).toBe(false);
    expect(applicantLookupSchema.safeParse({ name: '홍', phone: '01012345678', uid: 'x' }).success).toBe(
      false,
    );
    expect(applicantLookupSchema.safeParse({ name: '홍', phone: '01012345678', uid: '3' }).success).toBe(
      false,
    );
  });
});

describe('statusUpdateSchema', () => {
  const body = { subscriptionId: 1, statusUpdates: [{ applicantId: 2, winningState: '예비 1' }] };
  it('accepts well-formed updates', () => {
    expect(statusUpdateSchema.parse(body)).toEqual(body);
  });
  it('refuses a malformed state, an empty list and a repeated applicant', () => {
    expect(
      statusUpdateSchema.safeParse({ ...body, statusUpdates: [{ applicantId: 2, winningState: '예비' }] })
        .success,
    ).toBe(false);
    expect(statusUpdateSchema.safeParse({ ...body, statusUpdates: [] }).error?.issues[0]?.message).toBe(
      messages.statusUpdatesRequired,
    );
    const repeated = [
      { applicantId: 2, winningState: '당첨' },
      { applicantId: 2, winningState: '미당첨' },
    ];
    expect(statusUpdateSchema.safeParse({ ...body, statusUpdates: repeated }).error?.issues[0]?.message).toBe(
      messages.statusUpdateDuplicate,
    );
  });
});

describe('validateApplyForm', () => {
  const ready: ApplyFormState = {
    verified: true,
    consent: true,
    supplyType: 'SPECIAL-15',
    income: 1,
    regional: 2,
    car: false,
    assetBasis: false,
  };

  it('when everything is in order, then returns null', () => {
    expect(validateApplyForm(ready)).toBeNull();
    expect(validateApplyForm({ ...ready, supplyType: 'GENERAL-15', income: null })).toBeNull();
  });
  it('checks verification first, then consent, then the special answers', () => {
    const empty = { ...ready, verified: false, consent: false, income: null };
    expect(validateApplyForm(empty)).toBe(messages.phoneVerificationRequired);
    expect(validateApplyForm({ ...empty, verified: true })).toBe(messages.consentRequired);
    expect(validateApplyForm({ ...empty, verified: true, consent: true })).toBe(
      messages.specialAnswersRequired,
    );
  });
  it.each(['income', 'regional', 'car', 'assetBasis'] as const)(
    'when %s is unanswered, then asks for all answers',
    (key) => {
      expect(validateApplyForm({ ...ready, [key]: null })).toBe(messages.specialAnswersRequired);
    },
  );
  it('when false is the car or asset answer, then it counts as chosen', () => {
    expect(validateApplyForm({ ...ready, car: false, assetBasis: false })).toBeNull();
  });
  it('when no supply type is chosen, then asks for one last', () => {
    expect(validateApplyForm({ ...ready, supplyType: null })).toBe(messages.supplyTypeRequired);
  });
});

describe('tier labels', () => {
  it('labels income and regional tiers', () => {
    expect(INCOME_TIER_LABELS[1]).toContain('100% 이하');
    expect(INCOME_TIER_LABELS[2]).toContain('110% 이하');
    expect(INCOME_TIER_LABELS[3]).toContain('120% 이하');
    expect(REGIONAL_TIER_LABELS[1]).toMatch(/^1순위/);
    expect(tierShortLabel(2)).toBe('2순위');
    expect(tierShortLabel(null)).toBe('-');
    expect(tierShortLabel(4)).toBe('-');
  });
});
