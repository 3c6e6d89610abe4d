import {
  ADMIN_ROLES,
  adminRoleDuties,
  adminRoleLabels,
  isAdminRole,
  mayCall,
  type AdminRoleRequirement,
} from '../src/auth/admin-roles';
import { allCalls } from '../src/http/contract';
import { accountCalls } from '../src/http/calls/accounts';
import { afterDrawCalls } from '../src/http/calls/after-draw';
import { applicantCalls } from '../src/http/calls/applicants';
import { auditCalls } from '../src/http/calls/audit';
import { jobCalls } from '../src/http/calls/jobs';
import { authCalls } from '../src/http/calls/auth';
import { noticeCalls, resourceCalls } from '../src/http/calls/board';
import { popupCalls } from '../src/http/calls/popups';
import { roundCalls } from '../src/http/calls/rounds';
import { routeTable } from '../src/site/routes';

describe('admin roles', () => {
  it('names every role in Korean with its duty', () => {
    for (const role of ADMIN_ROLES) {
      expect(adminRoleLabels[role]).toMatch(/[가-힣]/);
      expect(adminRoleDuties[role]).toMatch(/[가-힣]/);
    }
  });

  it('declares the roles of every admin call, and of no other call', () => {
    for (const call of allCalls) {
      const where = `${call.method} ${call.path}`;
      if (call.auth === 'admin')
        expect({ where, roles: call.roles ?? 'none' }).not.toEqual({ where, roles: 'none' });
      else expect({ where, roles: call.roles }).toEqual({ where, roles: undefined });
      if (Array.isArray(call.roles)) {
        expect(call.roles.length).toBeGreaterThan(0);
        for (const role of call.roles) expect(isAdminRole(role)).toBe(true);
      }
    }
  });

  it('lets any one of the listed roles make a call, and every admin use the own account', () => {
    expect(mayCall(['content'], ['rounds', 'review'])).toBe(false);
    expect(mayCall(['content', 'review'], ['rounds', 'review'])).toBe(true);
    expect(mayCall([], 'signedIn')).toBe(true);
    expect(mayCall([], ['accounts'])).toBe(false);
  });

  it('keeps the content role away from personal data', () => {
    const personal = allCalls.filter(
      (call) => call.auth === 'admin' && /subscriptionApplicants|review|auditLog|messages/.test(call.path),
    );
    for (const call of personal) expect(call.roles).not.toContain('content');
  });
});

describe('admin screens by role', () => {
  // each screen's roles are those of the call it is for (its list or its write); the rest follows per part
  const mainCall: Record<string, AdminRoleRequirement | undefined> = {
    admin: authCalls.me.roles,
    roundCreate: roundCalls.create.roles,
    roundEdit: roundCalls.update.roles,
    applicants: applicantCalls.ofRound.roles,
    roundReview: afterDrawCalls.reviewQueue.roles,
    noticeNew: noticeCalls.create.roles,
    noticeEdit: noticeCalls.update.roles,
    resourceNew: resourceCalls.create.roles,
    resourceEdit: resourceCalls.update.roles,
    popupList: popupCalls.list.roles,
    popupCreate: popupCalls.create.roles,
    popupEdit: popupCalls.update.roles,
    auditLog: auditCalls.log.roles,
    accessLog: auditCalls.findings.roles,
    adminSessions: authCalls.sessions.roles,
    adminJobs: jobCalls.list.roles,
    adminAccounts: accountCalls.list.roles,
  };

  it('gives every admin screen the roles of the call it is for', () => {
    for (const entry of routeTable.filter((page) => page.admin)) {
      expect({ page: entry.key, roles: entry.roles }).toEqual({
        page: entry.key,
        roles: mainCall[entry.key] ?? 'a main call named in this test',
      });
    }
  });
});
