import {
  PRICE_LIST_MESSAGES,
  PRICE_PATTERN,
  type PriceList,
  type PriceListPage,
  type PriceListQuery,
  type PriceListSave,
} from 'shared/contracts/priceLists';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { DEFAULT_PAGE_SIZE, Where } from '../../platform/lists';
import { formatCents, toCents } from '../../platform/money';
import { assertLinkedStore } from '../vendors';
import { isoOrNull } from '../../platform/wire';

// The vendor's price lists (shared/contracts/priceLists): per store the vendor works with
// (an active store_vendors link), the vendor's price of each of the store's services, saved whole
// under a version. Work orders copy the price of their lines' services when they are sent
// (workOrderCreate.ts).

const money = (value: string | null) =>
  value === null ? null : formatCents(toCents(value));

/** A page of the stores the vendor works with, by name, with how much of each list is priced. */
export async function priceListPage(
  db: Db,
  vendorId: number,
  query: PriceListQuery,
): Promise<PriceListPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = new Where()
    .add('sv.vendor_id = $?', vendorId)
    .add('sv.is_active')
    .search(query.search, ['st.name']);
  const [{ n }] = (await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM store_vendors sv JOIN stores st ON st.id = sv.store_id
     WHERE ${where.sql()}`,
    where.params,
  )) as [{ n: number }];
  const rows = await db.query<{
    id: number;
    name: string;
    priced_count: number;
    service_count: number;
    updated_on: Date | null;
  }>(
    `SELECT st.id, st.name, pl.updated_on,
       (SELECT count(*)::int FROM vendor_prices p
          WHERE p.vendor_id = sv.vendor_id AND p.store_id = sv.store_id) AS priced_count,
       (SELECT count(*)::int FROM services s WHERE s.store_id = st.id AND (s.is_active OR EXISTS (
          SELECT 1 FROM vendor_prices p WHERE p.vendor_id = sv.vendor_id AND p.store_id = sv.store_id
            AND p.service_id = s.id))) AS service_count
     FROM store_vendors sv JOIN stores st ON st.id = sv.store_id
       LEFT JOIN vendor_price_lists pl ON pl.vendor_id = sv.vendor_id AND pl.store_id = sv.store_id
     WHERE ${where.sql()}
     ORDER BY lower(st.name), st.id
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    where.params,
  );
  return {
    results: rows.map((r) => ({
      store: { id: r.id, name: r.name },
      priced_count: r.priced_count,
      service_count: r.service_count,
      updated_on: isoOrNull(r.updated_on),
    })),
    count: n,
    page,
    page_size: pageSize,
    status_counts: { all: n },
  };
}

/** The store's whole list: its active services and any inactive one the list prices. */
export async function loadPriceList(
  db: Db,
  vendorId: number,
  storeId: number,
): Promise<PriceList> {
  const store = await assertLinkedStore(db, vendorId, storeId);
  const [list] = await db.query<{ version: number; updated_on: Date }>(
    'SELECT version, updated_on FROM vendor_price_lists WHERE vendor_id = $1 AND store_id = $2',
    [vendorId, storeId],
  );
  const items = await db.query<{
    id: number;
    name: string;
    price: string;
    is_active: boolean;
    vendor_price: string | null;
  }>(
    `SELECT s.id, s.name, s.price::text AS price, s.is_active, p.price::text AS vendor_price
     FROM services s
       LEFT JOIN vendor_prices p ON p.service_id = s.id AND p.vendor_id = $1 AND p.store_id = $2
     WHERE s.store_id = $2 AND (s.is_active OR p.price IS NOT NULL)
     ORDER BY lower(s.name), s.id`,
    [vendorId, storeId],
  );
  return {
    store,
    version: list?.version ?? 0,
    updated_on: isoOrNull(list?.updated_on ?? null),
    items: items.map((s) => ({
      service_id: s.id,
      service_name: s.name,
      store_price: formatCents(toCents(s.price)),
      is_active: s.is_active,
      price: money(s.vendor_price),
    })),
  };
}

/** 400 with each bad row's message: a bad amount, a service not the store's, a repeated one. */
async function assertItems(db: Db, storeId: number, save: PriceListSave) {
  const own = new Set(
    (
      await db.query<{ id: number }>(
        'SELECT id FROM services WHERE store_id = $1',
        [storeId],
      )
    ).map((r) => r.id),
  );
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const pattern = new RegExp(PRICE_PATTERN);
  save.items.forEach((item, i) => {
    if (!own.has(item.service_id))
      errors[`items.${i}.service_id`] = PRICE_LIST_MESSAGES.service;
    else if (seen.has(item.service_id))
      errors[`items.${i}.service_id`] = PRICE_LIST_MESSAGES.repeated;
    seen.add(item.service_id);
    const price = item.price?.trim() ?? '';
    if (price !== '' && !pattern.test(price))
      errors[`items.${i}.price`] = PRICE_LIST_MESSAGES.price;
  });
  if (Object.keys(errors).length > 0)
    throw validationError(errors, Object.values(errors)[0]);
}

/** Saves the whole list under `version` (0: the first save); 409 with `current` when stale. */
export async function savePriceList(
  db: Db,
  actor: { vendorId: number; userId: number },
  storeId: number,
  save: PriceListSave,
): Promise<PriceList> {
  const { vendorId } = actor;
  await assertLinkedStore(db, vendorId, storeId);
  await db.transaction(async (tx) => {
    const [list] = await tx.query<{ version: number }>(
      `SELECT version FROM vendor_price_lists WHERE vendor_id = $1 AND store_id = $2 FOR UPDATE`,
      [vendorId, storeId],
    );
    const current = list?.version ?? 0;
    if (current !== save.version)
      throw new ApiError(
        409,
        'CONFLICT',
        PRICE_LIST_MESSAGES.stale,
        {},
        { current: { version: current } },
      );
    await assertItems(tx, storeId, save);
    // A first save from two tabs at once: the primary key lets one in, the other is stale.
    const written = await tx.query(
      `INSERT INTO vendor_price_lists (vendor_id, store_id, updated_by_user_id) VALUES ($1, $2, $3)
       ON CONFLICT (vendor_id, store_id) DO UPDATE
         SET version = vendor_price_lists.version + 1, updated_on = now(), updated_by_user_id = $3
         WHERE vendor_price_lists.version = $4
       RETURNING version`,
      [vendorId, storeId, actor.userId, save.version],
    );
    if (written.length === 0)
      throw new ApiError(409, 'CONFLICT', PRICE_LIST_MESSAGES.stale);
    await tx.query(
      'DELETE FROM vendor_prices WHERE vendor_id = $1 AND store_id = $2',
      [vendorId, storeId],
    );
    for (const item of save.items) {
      const price = item.price?.trim() ?? '';
      if (price === '') continue;
      await tx.query(
        'INSERT INTO vendor_prices (vendor_id, store_id, service_id, price) VALUES ($1, $2, $3, $4)',
        [vendorId, storeId, item.service_id, formatCents(toCents(price))],
      );
    }
  });
  return loadPriceList(db, vendorId, storeId);
}
