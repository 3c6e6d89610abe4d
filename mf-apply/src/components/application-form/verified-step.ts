// What /apply shows only once a verification is done, loaded as one chunk beside the form
// (lazy-apply-form.tsx), so that none of it is in the page's first load.
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { applicationReceipt } from '@portal/shared-types/applicants/apply-receipt';
import type { RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { saveReceipt } from '../receipt/receipt-storage';

export { ApplyForm } from './apply-form';
export { ReviewPanel } from '../receipt/review-panel';
export { AlreadyApplied } from '../already-applied/already-applied';

/** Keeps the 접수증 of the application just stored, for the receipt page. */
export function keepReceipt(stored: Applicant, round: RoundSummary): void {
  saveReceipt(applicationReceipt(stored, round));
}
