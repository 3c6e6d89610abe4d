import { eq } from 'drizzle-orm';
import type { NoticeInput, ResourceInput } from '@portal/shared-types/board/board-inputs';
import type { Db } from '../db/database';
import { notices, resources } from '../db/schema';
import type { Tx } from '../db/tx';

const boardTables = { notice: notices, resource: resources };
export type BoardKind = keyof typeof boardTables;
export type BoardInput = NoticeInput | ResourceInput;

/**
 * The board's table, typed by the columns both share: notices are resources with a pin. Drizzle writes
 * by the real table's columns, so a notice's `topFixed` in the input still reaches its row.
 */
const tableOf = (kind: BoardKind) => boardTables[kind] as typeof resources;

/** Inserts a post and answers its id. */
export async function insertPost(db: Db | Tx, kind: BoardKind, input: BoardInput): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db.insert(table).values(input).returning({ id: table.id });
  return row!.id;
}

/** Replaces a post's fields; false when there is no such post. */
export async function updatePost(
  db: Db | Tx,
  kind: BoardKind,
  id: number,
  input: BoardInput,
): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes a post; false when there was none. */
export async function deletePost(db: Db | Tx, kind: BoardKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
