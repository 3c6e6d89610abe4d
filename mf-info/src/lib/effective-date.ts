/** The day the privacy policy and the terms of use take effect; change it with each revision. */
export const POLICY_EFFECTIVE_DATE = '2026년 12월 1일';
