import { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import { noticeCalls, resourceCalls } from '@portal/shared-types/http/calls/board';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { waitingRoomCalls } from '@portal/shared-types/http/calls/waiting-room';
import { cardShows, dashboardCardRoles, shortcutShows } from '../src/app/dashboard/dashboard-cards';

test('each dashboard card needs the roles of the calls it makes, as the contract declares them', () => {
  expect(dashboardCardRoles.destructions).toEqual(roundCalls.destructions.roles);
  expect(dashboardCardRoles.notices).toEqual(noticeCalls.remove.roles);
  expect(dashboardCardRoles.resources).toEqual(resourceCalls.remove.roles);
  expect(dashboardCardRoles.rounds).toEqual(applicantCalls.counts.roles);
  expect(dashboardCardRoles.waitingRoom).toEqual(waitingRoomCalls.status.roles);
});

test('a content-only admin sees the boards and the deployments, not the rounds, waiting room or destructions', () => {
  const shown = (Object.keys(dashboardCardRoles) as (keyof typeof dashboardCardRoles)[]).filter((card) =>
    cardShows(card, ['content']),
  );
  expect(shown).toEqual(['notices', 'resources', 'deployments']);
  expect(shortcutShows('noticeNew', ['content'])).toBe(true);
  expect(shortcutShows('auditLog', ['content'])).toBe(false);
  expect(shortcutShows('adminSessions', [])).toBe(true);
});

test('roles that could not be read hide no card (the server checks every call)', () => {
  expect(cardShows('waitingRoom', null)).toBe(true);
  expect(shortcutShows('auditLog', null)).toBe(true);
});
