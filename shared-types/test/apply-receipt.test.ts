import { applicationReceipt, maskName, maskPhone } from '../src/applicants/apply-receipt';

describe('maskName', () => {
  it.each([
    ['홍길동', '홍*동'],
    ['김철', '김*'],
    ['남궁민수', '남**수'],
    ['  이영  ', '이*'],
    ['한', '한'],
  ])('when the name is %p, then the receipt shows %p', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('maskPhone', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['0111234567', '011-***-4567'],
    ['12345', '*****'],
  ])('when the phone is %p, then the receipt shows %p', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('applicationReceipt', () => {
  it('when an application is stored, then its receipt holds the answers and only masked identity', () => {
    const receipt = applicationReceipt(
      {
        receiptNumber: '2026A-7K3M-Q9',
        subscriptionType: 'SPECIAL-15',
        income: 1,
        regional: 2,
        car: false,
        assetBasis: true,
        createdAt: '2026-05-10T01:02:03.000Z',
        name: '홍길동',
        phoneNumber: '01012345678',
      },
      { title: '2026년 하반기 입주자 모집', startTs: '2026-05-01T00:00:00Z', endTs: '2026-05-20T00:00:00Z' },
    );
    expect(receipt).toEqual({
      receiptNumber: '2026A-7K3M-Q9',
      roundTitle: '2026년 하반기 입주자 모집',
      roundStart: '2026-05-01T00:00:00Z',
      roundEnd: '2026-05-20T00:00:00Z',
      supplyType: 'SPECIAL-15',
      income: 1,
      regional: 2,
      car: false,
      assetBasis: true,
      submittedAt: '2026-05-10T01:02:03.000Z',
      maskedName: '홍*동',
      maskedPhone: '010-****-5678',
    });
    expect(JSON.stringify(receipt)).not.toMatch(/길|12345678/);
  });
});
