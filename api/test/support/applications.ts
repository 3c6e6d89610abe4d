import type { SupplyType } from '@portal/shared-types/rounds/supply-types';

export interface Person {
  name: string;
  phone: string;
}

/** The submit body of a general-supply application (no special answers), as the apply form sends it. */
export function generalApplication(roundId: number, person: Person, supplyType: SupplyType = 'GENERAL-15') {
  return {
    name: person.name,
    phone: person.phone,
    supplyType,
    supplyUid: roundId,
    isConsentStatus: true as const,
    income: null,
    regional: null,
    car: null,
    assetBasis: null,
  };
}
