import {
  PRICE_PATTERN,
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
  type StorePriceListInput,
  type StorePriceListSave,
} from 'shared/contracts/storePriceLists';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { loadPriceList } from './storePriceLists';

// The store's own price lists' writes: create, save whole under a version (a stale save is a 409
// and changes nothing) and delete. Every id here is checked against the store.

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
      [id, entry.service_id, formatCents(toCents(entry.price.trim()))],
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
