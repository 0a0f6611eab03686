import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
  type StorePriceListQuery,
  type StorePriceListSummary,
} from 'shared/contracts/storePriceLists';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { pageOf, Where } from '../../platform/lists';
import { iso, money } from '../../platform/wire';

// The store's own price lists (shared/contracts/storePriceLists): named lists of price
// overrides, read here and written by storePriceListWrites.ts. Who may call is checked by the
// routes (serviceStoreOf); every id here is checked against the store.

const FROM = 'store_price_lists l';
const SELECT = `l.id, l.name, l.description, l.is_active, l.version, l.updated_on,
  (SELECT count(*)::int FROM store_price_list_entries e WHERE e.price_list_id = l.id) AS service_count,
  (SELECT count(*)::int FROM store_price_list_customers pc WHERE pc.price_list_id = l.id) AS customer_count`;

type SummaryRow = Omit<StorePriceListSummary, 'updated_on'> & {
  updated_on: Date;
};

const toSummary = (row: SummaryRow): StorePriceListSummary => ({
  ...row,
  updated_on: iso(row.updated_on),
});

/** A page of the store's lists by name, searched by name and description. */
export const priceListPage = (
  db: Db,
  storeId: number,
  query: StorePriceListQuery,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    statuses: [],
    statusColumn: "'all'",
    from: FROM,
    where: new Where()
      .add('l.store_id = $?', storeId)
      .search(query.search, ['l.name', 'l.description']),
    select: SELECT,
    orderBy: 'lower(l.name), l.id',
    map: toSummary,
  });

/** The whole list with its entries by service name; 404 when it is not the store's. */
export async function loadPriceList(
  db: Db,
  storeId: number,
  id: number,
): Promise<StorePriceList> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SELECT} FROM ${FROM} WHERE l.id = $1 AND l.store_id = $2`,
    [id, storeId],
  );
  if (!row) throw notFound(STORE_PRICE_LIST_MESSAGES.notFound);
  const entries = await db.query<{
    service_id: number;
    service_name: string;
    normal_price: string;
    is_active: boolean;
    price: string;
  }>(
    `SELECT s.id AS service_id, s.name AS service_name, s.price::text AS normal_price, s.is_active,
       e.price::text AS price
     FROM store_price_list_entries e JOIN services s ON s.id = e.service_id
     WHERE e.price_list_id = $1 ORDER BY lower(s.name), s.id`,
    [id],
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_active: row.is_active,
    version: row.version,
    updated_on: iso(row.updated_on),
    customer_count: row.customer_count,
    entries: entries.map((e) => ({
      ...e,
      normal_price: money(e.normal_price),
      price: money(e.price),
    })),
  };
}
