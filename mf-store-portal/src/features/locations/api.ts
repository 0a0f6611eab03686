import { api } from 'shared/api';
import type { CallerLocation } from 'shared/contracts/session';
import type { StoreLocation } from 'shared/contracts/storeLocations';

/** A store location as GET locations lists it (an address part may be empty: null). */
export type Location = CallerLocation;

/** A location as the owner's routes answer it, with the version a stale edit is told by. */
export type LocationRecord = StoreLocation;

/** What the add and edit forms send (api/src/areas/storefront/storeLocations.ts StoreLocationInput). */
export interface LocationInput {
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
}

const LOCATIONS = 'locations';

export const locationKeys = {
  all: () => [LOCATIONS] as const,
  list: (storeId: number) =>
    [LOCATIONS, { store_id: String(storeId) }] as const,
  detail: (id: number) => [`${LOCATIONS}/${id}`] as const,
};

export function getLocations(storeId: number): Promise<Location[]> {
  return api.get<Location[]>(LOCATIONS, {
    query: { store_id: String(storeId) },
  });
}

export const getLocation = (id: number): Promise<LocationRecord> =>
  api.get<LocationRecord>(`${LOCATIONS}/${id}`);

export const addLocation = (body: LocationInput): Promise<LocationRecord> =>
  api.post<LocationRecord>(LOCATIONS, body);

export const editLocation = (
  id: number,
  body: LocationInput & { version: number },
): Promise<LocationRecord> =>
  api.put<LocationRecord>(`${LOCATIONS}/${id}`, body);

/** Makes the location the store's default; answers the store's locations. */
export const makeDefaultLocation = (id: number): Promise<LocationRecord[]> =>
  api.post<LocationRecord[]>(`${LOCATIONS}/${id}/default`, {});

/** Removes the location; answers the store's locations left. */
export const removeLocation = (id: number): Promise<LocationRecord[]> =>
  api.delete<LocationRecord[]>(`${LOCATIONS}/${id}`);
