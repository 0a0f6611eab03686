import {
  PRICE_PATTERN,
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
  type StorePriceListInput,
  type StorePriceListQuery,
  type StorePriceListSave,
  type StorePriceListSummary,
} from 'shared/contracts/storePriceLists';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { pageOf, Where } from '../../platform/lists';
import { formatCents, toCents } from '../../platform/money';

// The store's own price lists (shared/contracts/storePriceLists): named lists of price
// overrides, each saved whole under a version (a stale save is a 409 and changes nothing). Who may
// call is checked by the routes (serviceStoreOf); every id here is checked against the store.

const iso = (value: Date) => new Date(value).toISOString();
const money = (value: string) => formatCents(toCents(value));

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

/** 400 with every problem: a taken name, a bad price, a service not the store's or listed twice. */
async function assertInput(
  db: Db,
  storeId: number,
  input: StorePriceListInput,
  exceptId = 0,
) {
  const errors: Record<string, string> = {};
  const [taken] = await db.query(
    'SELECT 1 FROM store_price_lists WHERE store_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [storeId, input.name.trim(), exceptId],
  );
  if (taken) errors.name = STORE_PRICE_LIST_MESSAGES.nameTaken;
  const ids = input.entries.map((e) => e.service_id);
  const own = new Set(
    ids.length === 0
      ? []
      : (
          await db.query<{ id: number }>(
            'SELECT id FROM services WHERE store_id = $1 AND id = ANY($2::int[])',
            [storeId, ids],
          )
        ).map((r) => r.id),
  );
  const seen = new Set<number>();
  const pattern = new RegExp(PRICE_PATTERN);
  input.entries.forEach((entry, i) => {
    if (!own.has(entry.service_id))
      errors[`entries.${i}.service_id`] = STORE_PRICE_LIST_MESSAGES.service;
    else if (seen.has(entry.service_id))
      errors[`entries.${i}.service_id`] = STORE_PRICE_LIST_MESSAGES.repeated;
    seen.add(entry.service_id);
    if (!pattern.test(entry.price.trim()))
      errors[`entries.${i}.price`] = STORE_PRICE_LIST_MESSAGES.price;
  });
  if (Object.keys(errors).length > 0)
    throw validationError(errors, Object.values(errors)[0]);
}

async function writeEntries(
  tx: Db,
  id: number,
  entries: StorePriceListInput['entries'],
) {
  await tx.query(
    'DELETE FROM store_price_list_entries WHERE price_list_id = $1',
    [id],
  );
  for (const entry of entries)
    await tx.query(
      'INSERT INTO store_price_list_entries (price_list_id, service_id, price) VALUES ($1, $2, $3)',
      [id, entry.service_id, money(entry.price.trim())],
    );
}

/** A new list (400 when its name is taken or an entry is bad). */
export async function createPriceList(
  db: Db,
  actor: { storeId: number; userId: number },
  input: StorePriceListInput,
): Promise<StorePriceList> {
  const id = await db.transaction(async (tx) => {
    await assertInput(tx, actor.storeId, input);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO store_price_lists (store_id, name, description, is_active, updated_by_user_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        actor.storeId,
        input.name.trim(),
        input.description?.trim() ?? '',
        input.is_active ?? true,
        actor.userId,
      ],
    );
    await writeEntries(tx, row!.id, input.entries);
    return row!.id;
  });
  return loadPriceList(db, actor.storeId, id);
}

/** Saves the whole list under `version`: 404 when not the store's, 409 with `current` when stale. */
export async function savePriceList(
  db: Db,
  actor: { storeId: number; userId: number },
  id: number,
  save: StorePriceListSave,
): Promise<StorePriceList> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      'SELECT version FROM store_price_lists WHERE id = $1 AND store_id = $2 FOR UPDATE',
      [id, actor.storeId],
    );
    if (!row) throw notFound(STORE_PRICE_LIST_MESSAGES.notFound);
    if (row.version !== save.version)
      throw new ApiError(
        409,
        'CONFLICT',
        STORE_PRICE_LIST_MESSAGES.stale,
        {},
        { current: { version: row.version } },
      );
    await assertInput(tx, actor.storeId, save, id);
    await tx.query(
      `UPDATE store_price_lists SET name = $2, description = $3, is_active = $4,
         version = version + 1, updated_on = now(), updated_by_user_id = $5
       WHERE id = $1`,
      [
        id,
        save.name.trim(),
        save.description?.trim() ?? '',
        save.is_active ?? true,
        actor.userId,
      ],
    );
    await writeEntries(tx, id, save.entries);
  });
  return loadPriceList(db, actor.storeId, id);
}

/** Deletes the list; its customers pay the normal prices again. 404 when not the store's. */
export async function deletePriceList(db: Db, storeId: number, id: number) {
  const deleted = await db.query(
    'DELETE FROM store_price_lists WHERE id = $1 AND store_id = $2 RETURNING id',
    [id, storeId],
  );
  if (deleted.length === 0) throw notFound(STORE_PRICE_LIST_MESSAGES.notFound);
}
