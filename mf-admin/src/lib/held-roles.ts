import { mayCall, type AdminRoleRequirement } from '@portal/shared-types/auth/admin-roles';
import { useAdminMeQuery } from '@portal/web-runtime/read-api';

/**
 * Whether the signed-in admin holds one of `required` (read once with the menu). Unknown roles (their
 * read failed) hide nothing: the server checks every call either way.
 */
export function useHolds(required: AdminRoleRequirement): boolean {
  const { data } = useAdminMeQuery();
  return !data || mayCall(data.roles, required);
}
