// The pages that show one item, and how to learn whether that item exists (a page's 404 asks).
import type { PageKey } from '@portal/shared-types/site/routes';
import type { Db } from '../db/database';
import type { Domain } from '../cache/domain-versions';
import { findNotice, findResource } from '../board/board-repository';
import { findRound } from '../rounds/rounds-repository';
import { findPopupRow } from '../popups/popups-repository';

/** The pages that show one item: they exist only while their item does. */
export const ITEM_PAGES: Partial<
  Record<PageKey, { domain: Domain; exists: (db: Db, id: number) => Promise<unknown> }>
> = {
  noticeDetail: { domain: 'notices', exists: findNotice },
  resourceDetail: { domain: 'resources', exists: findResource },
  roundDraw: { domain: 'rounds', exists: findRound },
  popup: { domain: 'popups', exists: findPopupRow },
};
