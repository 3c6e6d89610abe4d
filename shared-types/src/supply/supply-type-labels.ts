// The supply types without their zod schema, so a page that only shows labels bundles no zod.
/** Supply type codes, in the order forms list them. */
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

/** The two room types with their contract areas, named as the floor plans name them. */
export const ROOM_TYPES = {
  '15': { name: '15 TYPE', area: '25.01㎡' },
  '30': { name: '30 TYPE', area: '50.02㎡' },
} as const;

const ROOM_OF: Readonly<Record<SupplyType, keyof typeof ROOM_TYPES>> = {
  'GENERAL-15': '15',
  'SPECIAL-15': '15',
  'GENERAL-30': '30',
  'SPECIAL-30': '30',
};

/** Who the supply is for, the long label without its size (the size is said by the room type). */
const SUPPLY_KINDS: Readonly<Record<SupplyType, string>> = {
  'GENERAL-15': '청년 일반공급',
  'SPECIAL-15': '청년 특별공급',
  'GENERAL-30': '청년·신혼부부 일반공급',
  'SPECIAL-30': '청년·신혼부부',
};

/**
 * The label wherever an applicant chooses or reads a type: the plan's name and contract
 * area beside the supply, e.g. `15 TYPE (25.01㎡) 청년 특별공급`, so 15평 and 25.01㎡ never disagree.
 * An unknown code is shown as it is.
 */
export function supplyTypeAreaLabel(code: string): string {
  if (!isSupplyType(code)) return code;
  const room = ROOM_TYPES[ROOM_OF[code]];
  return `${room.name} (${room.area}) ${SUPPLY_KINDS[code]}`;
}

/**
 * Who may apply for each type, in one sentence shared by the eligibility page, its self-check and the
 * apply form (as evaluateEligibility reads the rules): the 30 TYPE is for newlyweds, who are
 * youths of 19 to 39 as well, hence 청년·신혼부부.
 */
export const SUPPLY_TYPE_ELIGIBILITY: Readonly<Record<SupplyType, string>> = {
  'GENERAL-15': '만 19세 이상 39세 이하, 미혼·무주택 청년',
  'SPECIAL-15': '만 19세 이상 39세 이하, 미혼·무주택 청년 중 월평균소득 120% 이하',
  'GENERAL-30': '만 19세 이상 39세 이하, 무주택 신혼부부(혼인 7년 이내) 또는 예비신혼부부',
  'SPECIAL-30': '만 19세 이상 39세 이하, 무주택 신혼부부(혼인 7년 이내) 또는 예비신혼부부',
};

/** Who may apply for a type; empty for an unknown code. */
export function supplyTypeEligibility(code: string): string {
  return isSupplyType(code) ? SUPPLY_TYPE_ELIGIBILITY[code] : '';
}
