import type { PageKey } from '@portal/shared-types/site/routes';
import { pageOfPath } from './page-of-path';

/**
 * The pages whose HTML is the same for every visitor: the site's information and the boards. Never the
 * apply side (verification, the receipt, the inquiry's results, editing an application), the draw page
 * (its state moves with the beacon's clock), a popup window, or an admin page.
 */
const CACHEABLE_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'home',
  'introduction',
  'environment',
  'community',
  'requirement',
  'documents',
  'guide',
  'map',
  'finance',
  'notice',
  'noticeDetail',
  'resources',
  'resourceDetail',
  'privacy',
  'terms',
]);

/** Whether the page of this path may be stored in the page cache: a public page the same for everyone. */
export function isCacheablePage(path: string): boolean {
  const page = pageOfPath(path);
  return page !== null && CACHEABLE_PAGES.has(page.entry.key);
}
