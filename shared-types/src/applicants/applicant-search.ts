import type { Applicant } from './applicants.schema';
import { digitsOnly } from '../identity/phone-rules';

/**
 * Case-insensitive substring on the name, plain substring on the phone (typed
 * hyphens are ignored so 010-1234 finds 01012345678). A blank search keeps everyone.
 */
export function filterApplicants(applicants: readonly Applicant[], search: string): Applicant[] {
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
