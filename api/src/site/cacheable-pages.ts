import type { PageKey } from '@portal/shared-types/site/routes';
import { pageOfPath } from './page-of-path';

/**
 * The pages whose HTML is the same for every visitor: the site's information, the boards and /apply. The
 * server renders /apply from the open rounds alone (the render sees the URL, never the visitor's cookies
 * or headers); the waiting room, the verification and a saved draft come in the browser after load, and
 * the page ends with the rounds' writes and at their start and end instants like every stored page.
 * Never the apply side's personal pages (the receipt, the inquiry's results, editing an application), the
 * draw page (its state moves with the beacon's clock), a popup window, or an admin page.
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
  'apply',
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
