import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import type { PopupInput } from '@portal/shared-types/popups/popups.schema';
import { fileCalls } from '@portal/shared-types/http/calls/files';
import { urlOf } from '@portal/shared-types/http/route';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { popups } from '../db/schema';

type PopupRow = typeof popups.$inferSelect;

/** The address a popup's image is served at (the files' download call). */
const popupImagePath = (storedName: string) => urlOf(fileCalls.popupImage, { storedName });

export function toPopup(row: PopupRow): Popup {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    startTs: row.startDate,
    endTs: row.endDate,
    imageUrl: row.imageName ? popupImagePath(row.imageName) : null,
    linkUrl: row.linkUrl,
  };
}

export async function listPopups(db: Db): Promise<Popup[]> {
  return (await db.select().from(popups).orderBy(desc(popups.id))).map(toPopup);
}

/** Popups whose start and end dates hold `today` (YYYY-MM-DD in Seoul), both included. */
export async function activePopups(db: Db, today: string): Promise<Popup[]> {
  const rows = await db
    .select()
    .from(popups)
    .where(and(lte(popups.startDate, today), gte(popups.endDate, today)))
    .orderBy(desc(popups.id));
  return rows.map(toPopup);
}

export async function findPopupRow(db: Db, id: number): Promise<PopupRow | null> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id));
  return row ?? null;
}

const columns = (input: PopupInput) => ({
  title: input.title,
  content: input.content,
  startDate: input.startTs,
  endDate: input.endTs,
  linkUrl: input.linkUrl,
});

export async function insertPopup(db: Db | Tx, input: PopupInput, imageName: string | null): Promise<Popup> {
  const [row] = await db
    .insert(popups)
    .values({ ...columns(input), imageName })
    .returning();
  return toPopup(row!);
}

/**
 * Updates the popup in the caller's transaction; `imageName` undefined keeps the current image. Returns the
 * popup as it was and as it is, and the old image name.
 */
export async function updatePopup(tx: Tx, id: number, input: PopupInput, imageName: string | undefined) {
  const [old] = await tx.select().from(popups).where(eq(popups.id, id)).for('update');
  if (!old) return null;
  const [row] = await tx
    .update(popups)
    .set({ ...columns(input), ...(imageName === undefined ? {} : { imageName }) })
    .where(eq(popups.id, id))
    .returning();
  return { before: toPopup(old), popup: toPopup(row!), oldImage: old.imageName };
}

export async function deletePopup(db: Db | Tx, id: number): Promise<PopupRow | null> {
  const [row] = await db.delete(popups).where(eq(popups.id, id)).returning();
  return row ?? null;
}
