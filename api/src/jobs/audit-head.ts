import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { describeVerification, recordAuditHead } from '../audit/audit-chain';

/**
 * Every minute: the head recorded last must still be in the log as it was (rows deleted from its end are
 * caught so), then the head now is recorded if the log grew. The log line is a copy outside the database.
 */
export const auditHeadJob = (deps: { db: Db; logger: Logger }) => async () => {
  const result = await recordAuditHead(deps.db);
  if (!result.ok) deps.logger.error({ broken: result.broken }, describeVerification(result));
  else if (result.recorded) deps.logger.info({ auditHead: result.head }, 'audit log head recorded');
  return result;
};
