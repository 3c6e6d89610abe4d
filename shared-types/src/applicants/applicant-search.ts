import type { Applicant } from './applicants.schema';
import { digitsOnly } from '../identity/phone-rules';

/**
 * What a search of the admin's applicants looks for: `text` in the name (any case), the 접수번호 or the
 * phone as stored, and, when only digits and hyphens were typed, `digits` in the phone's digits (so
 * 010-1234 finds 01012345678). Null for a blank search, which keeps everyone. The database's search
 * (applicants-repository.ts) and the Excel export's filter both read it, so they always agree.
 */
export function applicantSearchTerm(search: string): { text: string; digits: string } | null {
  const text = search.trim();
  if (!text) return null;
  return { text, digits: /^[\d-]+$/.test(text) ? digitsOnly(text) : '' };
}

type Searchable = Pick<Applicant, 'name' | 'phoneNumber' | 'receiptNumber'>;

export function matchesApplicantSearch(applicant: Searchable, search: string): boolean {
  const term = applicantSearchTerm(search);
  if (!term) return true;
  const lower = term.text.toLowerCase();
  return (
    applicant.name.toLowerCase().includes(lower) ||
    applicant.receiptNumber.toLowerCase().includes(lower) ||
    applicant.phoneNumber.includes(term.text) ||
    (term.digits !== '' && digitsOnly(applicant.phoneNumber).includes(term.digits))
  );
}

/** The applicants the search finds (see applicantSearchTerm); a blank search keeps everyone. */
export function filterApplicants<T extends Searchable>(applicants: readonly T[], search: string): T[] {
  return applicants.filter((applicant) => matchesApplicantSearch(applicant, search));
}
