import { useNavigate } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { useAdminToken, useAppDispatch } from '@portal/web-runtime/store';
import { clearAdminToken } from './admin-token-store';
import { useShellLogoutMutation } from './login-api';

/** Shown while an admin token is stored; signing out ends the token on the server, then forgets it. */
export function LogoutButton({ className }: { className?: string }) {
  const token = useAdminToken();
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useShellLogoutMutation();
  const navigate = useNavigate();
  if (!token) return null;

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // an expired or already ended token, or no network: this browser forgets it all the same
    }
    clearAdminToken(dispatch);
    void navigate(paths.home());
  };

  return (
    <button type="button" className={className} disabled={isLoading} onClick={() => void signOut()}>
      로그아웃
    </button>
  );
}
