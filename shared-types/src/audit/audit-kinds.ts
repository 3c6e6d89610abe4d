// The kinds of audit entries, without zod: the label table and the schemas both build on them.

/**
 * 접속기록 (개인정보의 안전성 확보조치 기준 제8조): every admin access to applicants' personal data, with
 * the account, time, client address, what was done and whose data; kept at least two years, reviewed
 * monthly (a review is an entry of its own).
 */
export const ACCESS_KINDS = ['accessList', 'accessExport', 'accessDocument', 'accessReview'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** What the audit log names: the kinds of data an admin changes. */
export const AUDIT_KINDS = [
  'auth',
  /** the admin accounts: made, roles given or taken, stopped, factor reset (kept like every entry) */
  'account',
  'notice',
  'resource',
  'popup',
  'round',
  'winningState',
  'draw',
  'export',
  'retention',
  'message',
  'review',
  'reserveCall',
  ...ACCESS_KINDS,
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
