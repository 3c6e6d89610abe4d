import type { AdminAccount } from '@portal/shared-types/auth/admin-accounts.schema';
import { adminRoleLabels, type AdminRole } from '@portal/shared-types/auth/admin-roles';

/** An account's state in words (never a colour alone). */
export const accountStateLabels: Record<AdminAccount['state'], string> = {
  active: '사용 중',
  disabled: '중지됨',
  setup: '처음 로그인 대기',
};

export const rolesInWords = (roles: readonly AdminRole[]) =>
  roles.length === 0 ? '없음' : roles.map((role) => adminRoleLabels[role]).join(', ');
