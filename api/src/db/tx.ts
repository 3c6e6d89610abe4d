import type { Db } from './database';

/** The handle inside `db.transaction(...)`: repositories take `Db | Tx` to run alone or in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
