/**
 * The version of what the shell shares with the remotes at run time: the store and its typed hooks, the
 * RTK Query base api and its shared read endpoints, the page title and leave guard, the route table
 * (routes.ts) and the pages contract (remote-contract.ts). It is the `version` of the shared client modules in the federation share scope
 * (scripts/webpack/shared-modules.mjs reads it from this file), and a remote built against another
 * major version is refused at load. Bump the major on any breaking change to those files.
 */
export const CONTRACT_VERSION = '3.2.0';

/** The shared modules that carry the contract version in the share scope. */
export const contractModules = [
  '@portal/web-runtime/base-api',
  '@portal/web-runtime/leave-guard',
  '@portal/web-runtime/page-title',
  '@portal/web-runtime/read-api',
  '@portal/web-runtime/store',
] as const;

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** A remote built against `built` works with a shell that provides `provided` when the majors match. */
export function isCompatibleContract(provided: string, built: string): boolean {
  const want = major(built.replace(/^[\^~]/, ''));
  return Number.isInteger(want) && want === major(provided);
}
