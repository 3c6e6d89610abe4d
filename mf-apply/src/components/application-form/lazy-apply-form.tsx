import { lazy, Suspense } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import type { ApplyFormProps } from './apply-form';

const loadApplyForm = () => import(/* webpackChunkName: "apply-form" */ './apply-form');

/** Starts loading the form while the visitor verifies, so that it is there when the verification is. */
export const preloadApplyForm = () => void loadApplyForm().catch(() => undefined);

const LoadedApplyForm = lazy(() => loadApplyForm().then((module) => ({ default: module.ApplyForm })));

/**
 * The application form, loaded once a verification shows it: the form kit (react-hook-form) and zod
 * stay out of the first scripts of /apply and its edit page (issue 41).
 */
export function ApplyForm(props: ApplyFormProps) {
  return (
    <Suspense fallback={<p role="status">{messages.loading}</p>}>
      <LoadedApplyForm {...props} />
    </Suspense>
  );
}
