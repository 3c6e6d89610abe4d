import { useNavigate } from 'react-router-dom';
import { paths } from '@portal/shared-types/routes';
import { clearAdminToken, useAdminToken } from './admin-token-store';

/** Shown while an admin token is stored; signing out forgets it and returns home. */
export function LogoutButton({ className }: { className?: string }) {
  const token = useAdminToken();
  const navigate = useNavigate();
  if (!token) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        clearAdminToken();
        void navigate(paths.home());
      }}
    >
      로그아웃
    </button>
  );
}
