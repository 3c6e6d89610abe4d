import { lazy, Suspense, type ComponentProps } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import type * as VerifiedStep from './verified-step';

const loadVerifiedStep = () => import(/* webpackChunkName: "apply-form" */ './verified-step');

/** Starts loading the form while the visitor verifies, so that it is there when the verification is. */
export const preloadApplyForm = () => void loadVerifiedStep().catch(() => undefined);

const LoadedApplyForm = lazy(() => loadVerifiedStep().then((module) => ({ default: module.ApplyForm })));
const LoadedReviewPanel = lazy(() => loadVerifiedStep().then((module) => ({ default: module.ReviewPanel })));
const LoadedAlreadyApplied = lazy(() =>
  loadVerifiedStep().then((module) => ({ default: module.AlreadyApplied })),
);

const loading = <p role="status">{messages.loading}</p>;

/**
 * The application form, loaded once a verification shows it: the form kit (react-hook-form) and zod
 * stay out of the first scripts of /apply and its edit page.
 */
export function ApplyForm(props: ComponentProps<typeof VerifiedStep.ApplyForm>) {
  return (
    <Suspense fallback={loading}>
      <LoadedApplyForm {...props} />
    </Suspense>
  );
}

/** The answers once more before they are sent (in the form's chunk: it follows the form). */
export function ReviewPanel(props: ComponentProps<typeof VerifiedStep.ReviewPanel>) {
  return (
    <Suspense fallback={loading}>
      <LoadedReviewPanel {...props} />
    </Suspense>
  );
}

/** What the verified person applied already (in the form's chunk: it shows after a verification). */
export function AlreadyApplied(props: ComponentProps<typeof VerifiedStep.AlreadyApplied>) {
  return (
    <Suspense fallback={loading}>
      <LoadedAlreadyApplied {...props} />
    </Suspense>
  );
}

/**
 * Keeps the 접수증 of the application just stored, once the form's chunk is there (it is, by then). Never
 * fails: the application is stored already, so a chunk that cannot load must not read as a failed
 * application; the receipt page then says it has no receipt, and 청약조회 still finds it.
 */
export async function keepReceipt(...args: Parameters<typeof VerifiedStep.keepReceipt>): Promise<void> {
  try {
    (await loadVerifiedStep()).keepReceipt(...args);
  } catch {
    // nothing kept; see above
  }
}
