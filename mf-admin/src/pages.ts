import { lazy } from 'react';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

const roundForm = lazy(() => import('./features/rounds/round-form-page'));
const noticeForm = lazy(() => import('./features/notices/notice-form-page'));
const resourceForm = lazy(() => import('./features/resources/resource-form-page'));
const popupForm = lazy(() => import('./features/popups/popup-form-page'));

/** The admin pages, keyed by the PageKey of the shared route table; create and edit share a page. */
export const pages: RemotePagesModule['pages'] = {
  admin: lazy(() => import('./features/dashboard/dashboard-page')),
  roundCreate: roundForm,
  roundEdit: roundForm,
  applicants: lazy(() => import('./features/applicants/applicants-page')),
  noticeNew: noticeForm,
  noticeEdit: noticeForm,
  resourceNew: resourceForm,
  resourceEdit: resourceForm,
  popupList: lazy(() => import('./features/popups/popup-list-page')),
  popupCreate: popupForm,
  popupEdit: popupForm,
};
