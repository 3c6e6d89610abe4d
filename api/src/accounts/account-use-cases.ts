import { randomBytes } from 'node:crypto';
import { accountMessages } from '@portal/shared-types/auth/admin-accounts.schema';
import { adminRoleLabels, type AdminRole } from '@portal/shared-types/auth/admin-roles';
import type { AdminAccount } from '@portal/shared-types/auth/admin-accounts.schema';
import { audit } from '../audit/audit-log';
import { endAllSessions } from '../auth/admin-sessions';
import { hashPassword } from '../auth/passwords';
import { clearSecondFactor } from '../auth/second-factor';
import { hashSetupCode, newSetupCode, SETUP_CODE_TTL_MS } from '../auth/setup-codes';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { Tx } from '../db/tx';
import { AppError, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import {
  accountById,
  accountHistory,
  accountsWithLastSignIn,
  insertAccount,
  lastSignInOf,
  lockAccountAndAccountsAdmins,
  updateAccount,
  type AccountRow,
} from './accounts-repository';

/** The history screen shows this many entries, newest first (an account's life is a few lines). */
const HISTORY_LIMIT = 500;

const stateOf = (row: AccountRow): AdminAccount['state'] =>
  row.disabledAt ? 'disabled' : row.setupCodeHash ? 'setup' : 'active';

const accountOf = (row: AccountRow, lastSignInAt: Date | null): AdminAccount => ({
  id: row.id,
  username: row.username,
  roles: row.roles as AdminRole[],
  state: stateOf(row),
  secondFactor: row.totpEnrolledAt !== null,
  setupCodeExpiresAt: row.setupCodeHash ? (row.setupCodeExpiresAt?.toISOString() ?? null) : null,
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const holdsAccounts = (row: AccountRow) => !row.disabledAt && row.roles.includes('accounts');

export interface AccountDeps {
  db: Db;
  clock: Clock;
}

/** What the 최고 관리자 does with the admin accounts; every change is an audit entry of kind `account`. */
export function accountUseCases({ db, clock }: AccountDeps) {
  /**
   * Runs a change of one account with the rows that hold the 최고 관리자 role locked (FOR UPDATE, after
   * the audit chain's lock: docs/lock-order.md), so two changes at once cannot both take the last one.
   * `change` sees the account and how many enabled 최고 관리자 there are.
   */
  const changeAccount = <T>(
    id: number,
    change: (tx: Tx, row: AccountRow, accountsAdmins: number) => Promise<T>,
  ) =>
    auditedWrite(db, async (tx) => {
      const { row, accountsAdmins } = await lockAccountAndAccountsAdmins(tx, id);
      if (!row) throw notFound(accountMessages.notFound);
      return change(tx, row, accountsAdmins);
    });

  /** The account after a change, as the list shows it. */
  const after = async (tx: Tx, id: number) => {
    const row = (await accountById(tx, id))!;
    return accountOf(row, await lastSignInOf(tx, row.username));
  };

  const refuseLast = (row: AccountRow, accountsAdmins: number) => {
    if (holdsAccounts(row) && accountsAdmins <= 1) throw new AppError(409, accountMessages.lastAccountsAdmin);
  };
  const refuseSelf = (row: AccountRow, actor: string) => {
    if (row.username === actor) throw new AppError(409, accountMessages.notOnSelf);
  };

  const readHistory = (tx: Db | Tx) =>
    accountHistory(tx, HISTORY_LIMIT).then((rows) =>
      rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    );

  return {
    async list(): Promise<AdminAccount[]> {
      const accounts = await accountsWithLastSignIn(db);
      return accounts.map(({ row, lastSignInAt }) => accountOf(row, lastSignInAt));
    },

    /**
     * A new account: its roles, a password nobody knows (random, never shown) and a setup code, shown
     * this once, with which its owner sets the real password. Names are unique (the index decides).
     */
    async create(actor: string, input: { username: string; roles: AdminRole[] }) {
      const now = clock.now();
      const setupCode = newSetupCode();
      const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
      const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
      await auditedWrite(db, async (tx) => {
        const made = await insertAccount(tx, {
          username: input.username,
          passwordHash: unknownPassword,
          roles: input.roles,
          setupCodeHash: hashSetupCode(setupCode),
          setupCodeExpiresAt: expiresAt,
        });
        if (!made) throw new AppError(409, accountMessages.usernameTaken);
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'create',
          target: input.username,
          after: {
            roles: input.roles.map((role) => adminRoleLabels[role]),
            expiresAt: expiresAt.toISOString(),
          },
        });
      });
      return { username: input.username, setupCode, expiresAt: expiresAt.toISOString() };
    },

    /** Gives and takes roles; the last enabled 최고 관리자 keeps `accounts`. */
    setRoles: (actor: string, id: number, roles: AdminRole[], reason: string) =>
      changeAccount(id, async (tx, row, accountsAdmins) => {
        if (!roles.includes('accounts')) refuseLast(row, accountsAdmins);
        const given = roles.filter((role) => !row.roles.includes(role));
        const taken = row.roles.filter((role) => !roles.includes(role as AdminRole)) as AdminRole[];
        if (given.length === 0 && taken.length === 0) return after(tx, id);
        await updateAccount(tx, id, { roles, updatedAt: clock.now() });
        const labels = (list: AdminRole[]) => list.map((role) => adminRoleLabels[role]);
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'changeRoles',
          target: row.username,
          before: { roles: labels(row.roles as AdminRole[]) },
          after: { roles: labels(roles), given: labels(given), taken: labels(taken), reason },
        });
        return after(tx, id);
      }),

    /** Stops an account: it cannot sign in, and its sessions end now on every replica (they are rows). */
    disable: (actor: string, id: number, reason: string) =>
      changeAccount(id, async (tx, row, accountsAdmins) => {
        refuseSelf(row, actor);
        if (row.disabledAt) throw new AppError(409, accountMessages.alreadyDisabled);
        refuseLast(row, accountsAdmins);
        const now = clock.now();
        await updateAccount(tx, id, { disabledAt: now, tokensValidAfter: now, updatedAt: now });
        const ended = await endAllSessions(tx, row.username, now);
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'disable',
          target: row.username,
          after: { reason, ended },
        });
        return after(tx, id);
      }),

    enable: (actor: string, id: number, reason: string) =>
      changeAccount(id, async (tx, row) => {
        if (!row.disabledAt) throw new AppError(409, accountMessages.alreadyEnabled);
        await updateAccount(tx, id, { disabledAt: null, updatedAt: clock.now() });
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'enable',
          target: row.username,
          after: { reason },
        });
        return after(tx, id);
      }),

    /** Removes another admin's second factor: their sessions end, and their next sign-in enrols. */
    resetSecondFactor: (actor: string, id: number, reason: string) =>
      changeAccount(id, async (tx, row) => {
        refuseSelf(row, actor);
        const now = clock.now();
        await clearSecondFactor(tx, row.username, now);
        const ended = await endAllSessions(tx, row.username, now);
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'resetSecondFactor',
          target: row.username,
          after: { reason, ended },
        });
        return after(tx, id);
      }),

    /**
     * A new setup code (the old one stops working): a lost first code, or a forgotten password. The
     * current password works until the code is used.
     */
    reissueSetupCode: (actor: string, id: number, reason: string) =>
      changeAccount(id, async (tx, row) => {
        const now = clock.now();
        const setupCode = newSetupCode();
        const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
        await updateAccount(tx, id, {
          setupCodeHash: hashSetupCode(setupCode),
          setupCodeExpiresAt: expiresAt,
          updatedAt: now,
        });
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'reissueSetupCode',
          target: row.username,
          after: { reason, expiresAt: expiresAt.toISOString() },
        });
        return { username: row.username, setupCode, expiresAt: expiresAt.toISOString() };
      }),

    history: () => readHistory(db),

    /** The history for an Excel file; the export is an entry of its own, in the same transaction. */
    exportHistory: (actor: string, reason: string) =>
      auditedWrite(db, async (tx) => {
        const rows = await readHistory(tx);
        await audit(tx, {
          actor,
          kind: 'account',
          action: 'exportHistory',
          after: { reason, rows: rows.length },
        });
        return rows;
      }),
  };
}
