// The whole HTTP contract: every call of the API, grouped by domain. The server serves exactly these
// (api/test/contract.test.ts checks both ways) and /api/docs is generated from them.
import type { Call } from './call';
import { accountCalls } from './calls/accounts';
import { afterDrawCalls } from './calls/after-draw';
import { applicantCalls } from './calls/applicants';
import { auditCalls } from './calls/audit';
import { authCalls } from './calls/auth';
import { noticeCalls, resourceCalls } from './calls/board';
import { drawCalls } from './calls/draw';
import { fileCalls } from './calls/files';
import { identityCalls } from './calls/identity';
import { jobCalls } from './calls/jobs';
import { notifyCalls } from './calls/notify';
import { popupCalls } from './calls/popups';
import { roundCalls } from './calls/rounds';
import { siteCalls } from './calls/site';
import { waitingRoomCalls } from './calls/waiting-room';

export const httpContract = {
  auth: authCalls,
  accounts: accountCalls,
  notices: noticeCalls,
  resources: resourceCalls,
  files: fileCalls,
  rounds: roundCalls,
  applicants: applicantCalls,
  draw: drawCalls,
  afterDraw: afterDrawCalls,
  audit: auditCalls,
  notify: notifyCalls,
  jobs: jobCalls,
  waitingRoom: waitingRoomCalls,
  popups: popupCalls,
  identity: identityCalls,
  site: siteCalls,
};

/** Every call, in the table's order. */
export const allCalls: Call[] = Object.values(httpContract).flatMap((domain) => Object.values(domain));
