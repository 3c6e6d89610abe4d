import { messages } from '@portal/shared-types/common/messages';
import { contractDateRefusal } from '@portal/shared-types/applicants/retention';
import { audit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import { badRequest, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { upcomingDestructions } from './retention-job';
import { drawnAtOf, lockRetention, saveRetention, type RetentionChanges } from './retention-repository';

export interface RetentionDeps {
  db: Db;
  clock: Clock;
}

/** A hold on destruction (with its reason, or null to release it) and the contract completion date. */
export interface RetentionChange {
  hold?: string | null;
  contractCompletedAt?: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The operator's side of the retention rule: holds (with a reason), contract dates, the coming dates. */
export function retentionUseCases({ db, clock }: RetentionDeps) {
  return {
    /** Each change is audited in the same transaction as the round's row. */
    async change(roundId: number, { hold, contractCompletedAt }: RetentionChange, actor: string) {
      const now = clock.now();
      const row = await auditedWrite(db, async (tx) => {
        const current = await lockRetention(tx, roundId);
        if (!current) throw notFound(messages.notFound);
        const changes: RetentionChanges = {};
        if (hold !== undefined && hold !== current.retentionHold) {
          Object.assign(changes, {
            retentionHold: hold,
            retentionHeldBy: hold === null ? null : actor,
            retentionHeldAt: hold === null ? null : now,
          });
          await audit(tx, {
            actor,
            kind: 'retention',
            action: hold === null ? 'release' : 'hold',
            roundId,
            before: { hold: current.retentionHold },
            after: { hold },
          });
        }
        if (contractCompletedAt !== undefined) {
          const at = contractCompletedAt === null ? null : new Date(contractCompletedAt);
          const refusal =
            at &&
            contractDateRefusal(at, { endTs: current.endTs, drawnAt: await drawnAtOf(tx, roundId) }, now);
          if (refusal) throw badRequest(refusal);
          changes.contractCompletedAt = at;
          await audit(tx, {
            actor,
            kind: 'retention',
            action: 'contractCompleted',
            roundId,
            before: { contractCompletedAt: iso(current.contractCompletedAt) },
            after: { contractCompletedAt: iso(at) },
          });
        }
        if (Object.keys(changes).length === 0) return current;
        return saveRetention(tx, roundId, changes);
      });
      return {
        roundId: row.id,
        hold: row.retentionHold,
        heldBy: row.retentionHeldBy,
        heldAt: iso(row.retentionHeldAt),
        contractCompletedAt: iso(row.contractCompletedAt),
      };
    },

    upcoming: () => upcomingDestructions(db, clock.now()),
  };
}
