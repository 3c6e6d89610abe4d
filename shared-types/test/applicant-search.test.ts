import { applicantSearchTerm, filterApplicants } from '../src/applicants/applicant-search';

const kim = { name: 'Kim 민지', phoneNumber: '01012345678', receiptNumber: '2026-07-ABCD-EFGH' };
const lee = { name: '이서준', phoneNumber: '010-9876-5432', receiptNumber: '2026-07-WXYZ-QRST' };

describe('applicant search', () => {
  it('keeps everyone for a blank search', () => {
    expect(applicantSearchTerm('  ')).toBeNull();
    expect(filterApplicants([kim, lee], ' ')).toEqual([kim, lee]);
  });

  it('finds a name in any case, a 접수번호 part and a phone with or without hyphens', () => {
    expect(filterApplicants([kim, lee], 'kim')).toEqual([kim]);
    expect(filterApplicants([kim, lee], 'wxyz')).toEqual([lee]);
    expect(filterApplicants([kim, lee], '010-1234')).toEqual([kim]);
    expect(filterApplicants([kim, lee], '98765432')).toEqual([lee]);
  });

  it('reads digits only from a search of digits and hyphens', () => {
    expect(applicantSearchTerm(' 010-12 ')).toEqual({ text: '010-12', digits: '01012' });
    expect(applicantSearchTerm('민지')).toEqual({ text: '민지', digits: '' });
  });
});
