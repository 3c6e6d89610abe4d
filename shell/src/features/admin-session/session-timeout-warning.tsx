import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_IDLE_TIMEOUT_MS, idleState } from '@portal/shared-types/auth/session-timeouts';
import { paths } from '@portal/shared-types/site/routes';
import { messages } from '@portal/shared-types/common/messages';
import type { LoginRedirectState } from '@portal/shared-types/auth/return-path';
import { useAdminToken, useAppDispatch } from '@portal/web-runtime/store';
import { clearAdminToken, markAdminUse, readAdminLastUse } from './admin-token-store';
import { useShellExtendSessionMutation } from './login-api';
import styles from './session-timeout-warning.module.css';

/**
 * The server ends an admin session unused for 30 minutes. A minute before, this says so with a 연장
 * button that extends the session on the server; at the limit the browser forgets the token and opens
 * the login. The browser counts use as the server does: every admin call that the server answered
 * (the base query and the upload helper note it), so the warning shows only when neither saw use.
 */
export function SessionTimeoutWarning() {
  const token = useAdminToken();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [extend, { isLoading }] = useShellExtendSessionMutation();
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  // the last use lives in storage (shared by tabs): a 연장 here shows at once
  const [, showUse] = useReducer((count: number) => count + 1, 0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // a token without a known use (stored before this browser counted): the page's start counts
  useEffect(() => {
    if (token && readAdminLastUse() === null) markAdminUse();
  }, [token]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const state = token ? idleState(readAdminLastUse() ?? now, now) : ({ state: 'active' } as const);
  const warning = state.state === 'warning';
  useEffect(() => {
    if (warning) buttonRef.current?.focus();
  }, [warning]);
  useEffect(() => {
    if (state.state !== 'expired') return;
    clearAdminToken(dispatch);
    // the login says why and brings the admin back here
    const back: LoginRedirectState = { message: messages.sessionEnded, from: pathname };
    void navigate(paths.login(), { state: back });
  }, [state.state, navigate, pathname, dispatch]);

  if (state.state !== 'warning') return null;
  const onExtend = async () => {
    try {
      await extend().unwrap();
      markAdminUse();
      setFailed(false);
      showUse();
    } catch {
      setFailed(true);
    }
  };
  return (
    <div
      role="alertdialog"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      className={styles.warning}
    >
      <h2 id="session-warning-title" className={styles.title}>
        곧 자동으로 로그아웃됩니다
      </h2>
      <p id="session-warning-text">
        {ADMIN_IDLE_TIMEOUT_MS / 60_000}분 동안 사용하지 않아 {state.secondsLeft}초 후 로그아웃됩니다. 계속
        사용하려면 연장을 눌러 주세요.
      </p>
      {failed && <p role="alert">연장하지 못했습니다. 다시 로그인해 주세요.</p>}
      <button
        ref={buttonRef}
        type="button"
        className={styles.extend}
        disabled={isLoading}
        onClick={() => void onExtend()}
      >
        연장
      </button>
    </div>
  );
}
