import { mayCall, type AdminRoleRequirement } from '@portal/shared-types/auth/admin-roles';
import { useAdminMeQuery } from '@portal/web-runtime/read-api';

/**
 * The signed-in admin's roles as the server holds them: undefined while they are read, null when they
 * could not be (the server still checks every call, so nothing is shown or hidden on a guess).
 */
export function useAdminRoles(): readonly string[] | null | undefined {
  const { data, isError } = useAdminMeQuery();
  if (data) return data.roles;
  return isError ? null : undefined;
}

export type ScreenAccess = 'open' | 'forbidden' | 'waiting';

/** Whether a screen of `required` roles opens for an admin holding `held` (see useAdminRoles). */
export function screenAccess(
  required: AdminRoleRequirement | undefined,
  held: readonly string[] | null | undefined,
): ScreenAccess {
  if (required === undefined || required === 'signedIn' || held === null) return 'open';
  if (held === undefined) return 'waiting';
  return mayCall(held, required) ? 'open' : 'forbidden';
}

/**
 * Whether a menu item of `required` roles shows: once the roles are known to allow it, or when they could
 * not be read (nothing hidden on a guess; the server checks each call).
 */
export const showsFor = (
  required: AdminRoleRequirement | undefined,
  held: readonly string[] | null | undefined,
): boolean => screenAccess(required, held) === 'open';
