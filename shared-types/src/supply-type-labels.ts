// The supply types without their zod schema, so a page that only shows labels bundles no zod.
/** Supply type codes of spec section 3, in the order forms list them. */
export const SUPPLY_TYPE_CODES = ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30', 'SPECIAL-30'] as const;
export type SupplyType = (typeof SUPPLY_TYPE_CODES)[number];

/** The one type whose applicants answer income, regional, car and assetBasis. */
export const SPECIAL_15 = 'SPECIAL-15' satisfies SupplyType;

export const SUPPLY_TYPE_LABELS: Readonly<Record<SupplyType, string>> = {
  'GENERAL-15': '15평 청년 일반공급',
  'SPECIAL-15': '15평 청년 특별공급',
  'GENERAL-30': '30평 청년·신혼부부 일반공급',
  // the spec's applicants screen labels it without a supply kind
  'SPECIAL-30': '30평 청년·신혼부부',
};

/** Short labels of the dashboard's round table. */
export const SUPPLY_TYPE_SHORT_LABELS: Readonly<Record<SupplyType, string>> = {
  'GENERAL-15': '일반15',
  'SPECIAL-15': '특공15',
  'GENERAL-30': '일반30',
  'SPECIAL-30': '특공30',
};

export function isSupplyType(value: unknown): value is SupplyType {
  return typeof value === 'string' && (SUPPLY_TYPE_CODES as readonly string[]).includes(value);
}

/** The long label; an unknown code is shown as it is. */
export function supplyTypeLabel(code: string): string {
  return isSupplyType(code) ? SUPPLY_TYPE_LABELS[code] : code;
}

/** The short label; an unknown code is shown as it is. */
export function supplyTypeShortLabel(code: string): string {
  return isSupplyType(code) ? SUPPLY_TYPE_SHORT_LABELS[code] : code;
}

export function requiresSpecialAnswers(code: string): boolean {
  return code === SPECIAL_15;
}
