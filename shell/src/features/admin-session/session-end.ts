import type { createBrowserRouter } from 'react-router-dom';
import { adminSessionEnded } from '@portal/web-runtime/base-api';
import { listeners, selectAdminToken } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import type { LoginRedirectState } from '@portal/shared-types/auth/return-path';
import { paths } from '@portal/shared-types/site/routes';
import { clearAdminToken } from './admin-token-store';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** The text the login page shows: the spec's words for a lost role, else the session's end. */
export const endedSessionMessage = (status: number) =>
  status === 403 ? messages.notAdmin : messages.sessionEnded;

/**
 * When an admin call is refused (the session ended elsewhere or timed out), this browser forgets the
 * token and goes to /login, which says why and returns here after signing in. Several calls failing at
 * once act once: the first one clears the token. Returns the unsubscribe.
 */
export function endSessionsOnRefusal(router: Router) {
  return listeners.startListening({
    actionCreator: adminSessionEnded,
    effect: ({ payload }, { dispatch, getState }) => {
      if (!selectAdminToken(getState())) return;
      clearAdminToken(dispatch);
      const { pathname, search, hash } = router.state.location;
      const state: LoginRedirectState = {
        message: endedSessionMessage(payload.status),
        from: `${pathname}${search}${hash}`,
      };
      void router.navigate(paths.login(), { state });
    },
  });
}
