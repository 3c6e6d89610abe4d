import type { Db } from './database';

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
