import { lazyPage } from '@portal/web-runtime/lazy-page';
import type { PagesOf } from '@portal/web-runtime/remote-contract';

const roundForm = lazyPage(() => import('./features/rounds/round-form-page'));
const boardForm = () => import('./features/board/board-form-page');
const noticeForm = lazyPage(() => boardForm().then((module) => ({ default: module.NoticeFormPage })));
const resourceForm = lazyPage(() => boardForm().then((module) => ({ default: module.ResourceFormPage })));
const popupForm = lazyPage(() => import('./features/popups/popup-form-page'));

/** The admin pages, keyed by the PageKey of the shared route table; create and edit share a page. */
export const pages: PagesOf<'mf_admin'> = {
  admin: lazyPage(() => import('./app/dashboard/dashboard-page')),
  roundCreate: roundForm,
  roundEdit: roundForm,
  applicants: lazyPage(() => import('./features/applicants/applicants-page')),
  roundReview: lazyPage(() => import('./features/review/review-page')),
  noticeNew: noticeForm,
  noticeEdit: noticeForm,
  resourceNew: resourceForm,
  resourceEdit: resourceForm,
  popupList: lazyPage(() => import('./features/popups/popup-list-page')),
  popupCreate: popupForm,
  popupEdit: popupForm,
  auditLog: lazyPage(() => import('./features/audit/audit-page')),
  accessLog: lazyPage(() => import('./features/audit/access-log-page')),
  adminSessions: lazyPage(() => import('./features/sessions/sessions-page')),
  adminJobs: lazyPage(() => import('./features/jobs/jobs-page')),
  adminAccounts: lazyPage(() => import('./features/accounts/accounts-page')),
};
