import { mayCall, type AdminRoleRequirement } from '@portal/shared-types/auth/admin-roles';
import { routeTable, type PageKey } from '@portal/shared-types/site/routes';

/**
 * The roles each dashboard card needs: those of the calls it makes (a test holds them to the contract),
 * so an admin sees only the cards whose work is theirs.
 */
export const dashboardCardRoles = {
  // the destructions due (roundCalls.destructions)
  destructions: ['privacy'],
  // the boards' edit and delete buttons (noticeCalls and resourceCalls writes)
  notices: ['content'],
  resources: ['content'],
  // the rounds with their applicant counts (applicantCalls.counts)
  rounds: ['rounds', 'review', 'privacy'],
  // the current round's waiting room (waitingRoomCalls.status)
  waitingRoom: ['rounds'],
  // the deployed versions: the public /mf-remotes.json
  deployments: 'signedIn',
} as const satisfies Record<string, AdminRoleRequirement>;

export type DashboardCard = keyof typeof dashboardCardRoles;

/** Whether a card shows: unknown roles (their read failed) hide nothing, as before roles existed. */
export const cardShows = (card: DashboardCard, held: readonly string[] | null) =>
  held === null || mayCall(held, dashboardCardRoles[card]);

/** Whether a shortcut to a page shows, by the page's roles in the route table. */
export function shortcutShows(page: PageKey, held: readonly string[] | null): boolean {
  const roles = routeTable.find((entry) => entry.key === page)?.roles;
  return held === null || roles === undefined || mayCall(held, roles);
}
