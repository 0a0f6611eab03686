import { api, type Query } from 'shared/api';
import type {
  StorePriceList,
  StorePriceListInput,
  StorePriceListPage,
  StorePriceListSave,
} from 'shared/contracts/storePriceLists';

// The store's own price lists (shared/contracts/storePriceLists).

const PRICE_LISTS = 'store-price-lists';

export const priceListKeys = {
  all: () => [PRICE_LISTS] as const,
  list: (query: Query) => [PRICE_LISTS, query] as const,
  detail: (id: number) => [`${PRICE_LISTS}/${id}`] as const,
};

export const getPriceLists = (query: Query) =>
  api.get<StorePriceListPage>(PRICE_LISTS, { query });
export const getPriceList = (id: number) =>
  api.get<StorePriceList>(`${PRICE_LISTS}/${id}`);
export const createPriceList = (body: StorePriceListInput) =>
  api.post<StorePriceList>(PRICE_LISTS, body);
/** Saves the whole list under the version it was read at (409 when someone saved since). */
export const savePriceList = (id: number, body: StorePriceListSave) =>
  api.put<StorePriceList>(`${PRICE_LISTS}/${id}`, body);
export const deletePriceList = (id: number) =>
  api.delete<Record<string, never>>(`${PRICE_LISTS}/${id}`);

/** Link builders of the price lists; each takes the portal's base path ('/portal'). */
export const priceListPaths = {
  services: (base: string): string => `${base}/store-services`,
  list: (base: string): string => `${base}/store-services/price-lists`,
  create: (base: string): string => `${base}/store-services/price-lists/new`,
  edit: (base: string, id: number): string =>
    `${base}/store-services/price-lists/${id}`,
};
