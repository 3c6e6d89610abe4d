/** The maintenance switch: always off. */
export const MAINTENANCE_ENABLED = false;

/** Paths the maintenance screen never covers (a plain prefix test, as the spec words it). */
export const MAINTENANCE_EXEMPT_PREFIXES = [
  '/login',
  '/admin',
  '/resources',
  '/notice',
  '/apply',
  '/inquiry',
] as const;

export function isMaintenanceApplicable(pathname: string, enabled: boolean = MAINTENANCE_ENABLED): boolean {
  return enabled && !MAINTENANCE_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export const MAINTENANCE_TEXT = {
  title: '시스템 점검 안내',
  message: '보다 나은 서비스를 위해 시스템 점검을 진행하고 있습니다. 잠시 후 다시 이용해 주세요.',
  hours: '점검 시간: 14:00 ~ 15:00',
} as const;
