import { api } from 'shared/api';
import type {
  PriceList,
  PriceListPage,
  PriceListSave,
} from 'shared/contracts/priceLists';

// The vendor's price lists (shared/contracts/priceLists): GET /vendor/price-lists (the
// stores the vendor works with), GET and PUT /vendor/price-lists/:storeId (one store's whole list).

const PRICE_LISTS_PATH = 'vendor/price-lists';

export const priceListKeys = {
  all: () => [PRICE_LISTS_PATH] as const,
  list: (query: Record<string, string | number>) =>
    [PRICE_LISTS_PATH, query] as const,
  detail: (storeId: number) => [`${PRICE_LISTS_PATH}/${storeId}`] as const,
};

/** The store id of a path or query parameter, or null when it is not one. */
export const storeIdOf = (raw: string | null | undefined): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};

export function getPriceLists(
  query: Record<string, string | number>,
): Promise<PriceListPage> {
  return api.get<PriceListPage>(PRICE_LISTS_PATH, { query });
}

export function getPriceList(storeId: number): Promise<PriceList> {
  return api.get<PriceList>(`${PRICE_LISTS_PATH}/${storeId}`);
}

/** Saves the store's whole list under the version it was read at (409 when someone saved since). */
export function savePriceList(
  storeId: number,
  body: PriceListSave,
): Promise<PriceList> {
  return api.put<PriceList>(`${PRICE_LISTS_PATH}/${storeId}`, body);
}
