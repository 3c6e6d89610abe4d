import { messages } from '@portal/shared-types/common/messages';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import type { PopupInput } from '@portal/shared-types/popups/popups.schema';
import { endOfSeoulDay, seoulToday } from '@portal/shared-types/common/dates';
import { extensionOf } from '@portal/shared-types/common/uploads';
import type { Loaded, PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import type { FileStore } from '../files/file-store';
import { sanitizeRichText } from '../html/sanitize';
import { notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { audit, auditSummary } from '../audit/audit-log';
import {
  activePopups,
  deletePopup,
  findPopupRow,
  insertPopup,
  listPopups,
  toPopup,
  updatePopup,
} from './popups-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the popups' stories use. */
export interface PopupsDeps {
  db: Db;
  store: FileStore;
  clock: Clock;
  /** every write drops the popups' cached responses */
  cache: PublicCache;
}

/** An image as the form sent it: its temporary file and the name it had on the admin's computer. */
export interface PopupImage {
  path: string;
  originalName: string;
}

/**
 * The popups' stories. A write stores its new image first and removes it again when the write fails;
 * the image a write replaces or deletes goes once its row is gone.
 */
export function popupUseCases({ db, store, clock, cache }: PopupsDeps) {
  const storeImage = (image: PopupImage | undefined) =>
    image ? store.put({ path: image.path }, extensionOf(image.originalName)) : Promise.resolve(null);
  const clean = (input: PopupInput): PopupInput => ({ ...input, content: sanitizeRichText(input.content) });

  /** Undoes a stored image when what follows fails. */
  async function withImage<T>(
    image: PopupImage | undefined,
    write: (imageName: string | null) => Promise<T>,
  ) {
    const imageName = await storeImage(image);
    try {
      return { imageName, result: await write(imageName) };
    } catch (error) {
      if (imageName) await store.remove(imageName);
      throw error;
    }
  }

  return {
    /** Popups shown today, cached until the Seoul day ends (popups run by whole days). */
    async active(): Promise<Loaded> {
      const now = clock.now();
      // valid for the whole Seoul day that holds `now`
      const validFrom = endOfSeoulDay(new Date(now.getTime() - DAY_MS)) + 1;
      return {
        body: await activePopups(db, seoulToday(now)),
        clock: { validFrom, expiresAt: endOfSeoulDay(now) + 1 },
      };
    },

    list: () => listPopups(db),

    async detail(popupId: number): Promise<Popup> {
      const row = await findPopupRow(db, popupId);
      if (!row) throw notFound(messages.notFound);
      return toPopup(row);
    },

    async create(asked: PopupInput, image: PopupImage | undefined, actor: string): Promise<Popup> {
      const input = clean(asked);
      const { result } = await withImage(image, (imageName) =>
        cache.writing('popups', () =>
          auditedWrite(db, async (tx) => {
            const created = await insertPopup(tx, input, imageName);
            await audit(tx, {
              actor,
              kind: 'popup',
              action: 'create',
              target: String(created.id),
              after: auditSummary(created),
            });
            return created;
          }),
        ),
      );
      return result;
    },

    async update(
      popupId: number,
      asked: PopupInput,
      image: PopupImage | undefined,
      actor: string,
    ): Promise<Popup> {
      const input = clean(asked);
      const { imageName, result } = await withImage(image, (imageName) =>
        cache.writing('popups', () =>
          auditedWrite(db, async (tx) => {
            const updated = await updatePopup(tx, popupId, input, imageName ?? undefined);
            if (updated)
              await audit(tx, {
                actor,
                kind: 'popup',
                action: 'update',
                target: String(popupId),
                before: auditSummary(updated.before),
                after: auditSummary(updated.popup),
              });
            return updated;
          }),
        ),
      );
      if (!result) {
        if (imageName) await store.remove(imageName);
        throw notFound(messages.notFound);
      }
      if (imageName && result.oldImage) await store.remove(result.oldImage);
      return result.popup;
    },

    async remove(popupId: number, actor: string): Promise<void> {
      const row = await cache.writing('popups', () =>
        auditedWrite(db, async (tx) => {
          const deleted = await deletePopup(tx, popupId);
          if (deleted)
            await audit(tx, {
              actor,
              kind: 'popup',
              action: 'delete',
              target: String(popupId),
              before: auditSummary(toPopup(deleted)),
            });
          return deleted;
        }),
      );
      if (!row) throw notFound(messages.notFound);
      if (row.imageName) await store.remove(row.imageName);
    },
  };
}
