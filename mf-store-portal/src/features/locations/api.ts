import { api } from 'shared/api';

/** A store location (contracts §1). */
export interface Location {
  id: number;
  store_id: number;
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  is_default: boolean;
}

const LOCATIONS = 'locations';

export const locationKeys = {
  all: () => [LOCATIONS] as const,
  list: (storeId: number) =>
    [LOCATIONS, { store_id: String(storeId) }] as const,
};

export function getLocations(storeId: number): Promise<Location[]> {
  return api.get<Location[]>(LOCATIONS, {
    query: { store_id: String(storeId) },
  });
}
