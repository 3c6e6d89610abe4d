import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { describeVerification, verifyAndRecord, type ChainVerification } from '../audit/audit-chain';

/**
 * At start and every hour: the audit log's whole chain is walked, and the admin's audit page shows the
 * last good walk. A broken chain is an error in the operator's log, not a failed job: trying again would
 * not mend it.
 */
export const auditWalkJob = (deps: { db: Db; logger: Logger }) => async (): Promise<ChainVerification> => {
  const result = await verifyAndRecord(deps.db);
  if (!result.ok) deps.logger.error({ broken: result.broken }, describeVerification(result));
  return result;
};
