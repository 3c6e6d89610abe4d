import type { Applicant } from './applicants.schema';
import { digitsOnly } from '../identity/phone-rules';

/**
 * Case-insensitive substring on the name, plain substring on the phone (typed
 * hyphens are ignored so 010-1234 finds 01012345678). A blank search keeps everyone.
 */
export function filterApplicants<T extends Pick<Applicant, 'name' | 'phoneNumber'>>(
  applicants: readonly T[],
  search: string,
): T[] {
  const term = search.trim();
  if (!term) return [...applicants];
  const lower = term.toLowerCase();
  const typedPhone = /^[\d-]+$/.test(term) ? digitsOnly(term) : '';
  return applicants.filter(
    (applicant) =>
      applicant.name.toLowerCase().includes(lower) ||
      applicant.phoneNumber.includes(term) ||
      (typedPhone !== '' && digitsOnly(applicant.phoneNumber).includes(typedPhone)),
  );
}
