import type {
  PriceList,
  PriceListItem,
  PriceListSummary,
} from 'shared/contracts/priceLists';
import type { Page } from 'shared/contracts/repair';

// Test data shaped exactly like shared/contracts/priceLists' wire records.

/** A store Fixit works with, as a row of GET /vendor/price-lists. */
export const summaryOf = (
  id: number,
  name: string,
  over: Partial<PriceListSummary> = {},
): PriceListSummary => ({
  store: { id, name },
  priced_count: 0,
  service_count: 3,
  updated_on: null,
  ...over,
});

/** A page of GET /vendor/price-lists. */
export const summaryPageOf = (
  results: PriceListSummary[],
  over: Partial<Page<PriceListSummary>> = {},
): Page<PriceListSummary> => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: results.length },
  ...over,
});

const item = (
  service_id: number,
  service_name: string,
  store_price: string,
  price: string | null,
  is_active = true,
): PriceListItem => ({
  service_id,
  service_name,
  store_price,
  is_active,
  price,
});

/** Acme's list as Fixit priced it (GET /vendor/price-lists/1): one priced, one not, one inactive. */
export const acmeList = (over: Partial<PriceList> = {}): PriceList => ({
  store: { id: 1, name: 'Acme Jewelers' },
  version: 2,
  updated_on: '2026-11-20T10:00:00Z',
  items: [
    item(11, 'Chain repair', '30.00', null),
    item(12, 'Ring resizing', '40.00', '25.00'),
    item(13, 'Watch battery', '15.00', '5.00', false),
  ],
  ...over,
});

/** A list of `n` services, none priced (to type in a long list). */
export const longList = (n: number): PriceList => ({
  store: { id: 1, name: 'Acme Jewelers' },
  version: 0,
  updated_on: null,
  items: Array.from({ length: n }, (_, i) =>
    item(100 + i, `Service ${String(i + 1).padStart(3, '0')}`, '10.00', null),
  ),
});
