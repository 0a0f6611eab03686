import type { SalesOrderEdit } from 'shared/contracts/repair';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';
import { insertEvent, type EventAuthor } from '../../platform/recordEvents';
import { lockRecord } from './recordLocks';

// The store edits a sales order's contact, internal notes or location under the version it saw;
// its work orders move with it to a new location (they are reached by their location). The
// timeline says what changed.

/**
 * Saves the edit. `locationIds` are the locations the editor may reach (null: all of the store's);
 * a location outside them, or not the store's, is refused like a missing one.
 */
export function saveSalesOrderEdit(
  db: Db,
  id: number,
  edit: SalesOrderEdit,
  locationIds: number[] | null,
  author: EventAuthor,
): Promise<void> {
  const { version, contact, internal_notes, location_id } = edit;
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, 'sales_order', id, version);
    const set: Record<string, unknown> = {};
    if (contact) {
      set.contact_first_name = contact.first_name.trim();
      set.contact_last_name = contact.last_name.trim();
      set.contact_email = contact.email.trim();
      set.contact_phone = contact.phone.trim();
    }
    if (internal_notes !== undefined) set.internal_notes = internal_notes;
    if (location_id !== undefined && location_id !== record.location_id) {
      const [location] = await tx.query(
        'SELECT id FROM locations WHERE id = $1 AND store_id = $2',
        [location_id, record.store_id],
      );
      if (
        !location ||
        (locationIds !== null && !locationIds.includes(location_id))
      )
        throw validationError({ location_id: 'Select a valid choice.' });
      set.location_id = location_id;
    }
    const keys = Object.keys(set);
    await tx.query(
      `UPDATE sales_orders SET version = version + 1, updated_on = now()
         ${keys.map((key, i) => `, ${key} = $${i + 2}`).join('')}
       WHERE id = $1`,
      [id, ...keys.map((key) => set[key])],
    );
    if (set.location_id !== undefined)
      await tx.query(
        'UPDATE work_orders SET location_id = $2 WHERE sales_order_id = $1',
        [id, set.location_id],
      );
    const changed = [
      ...(contact ? ['contact'] : []),
      ...(internal_notes !== undefined ? ['internal notes'] : []),
      ...(set.location_id !== undefined ? ['location'] : []),
    ];
    await insertEvent(tx, {
      storeId: record.store_id,
      salesOrderId: id,
      kind: 'edit',
      body: changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'Saved',
      author,
    });
  });
}

/** The vendors the store works with now, by name (the work order form's choice). */
export function linkedVendors(db: Db, storeId: number | null) {
  return db.query(
    `SELECT v.id, v.name FROM store_vendors sv JOIN vendors v ON v.id = sv.vendor_id
     WHERE sv.store_id = $1 AND sv.is_active ORDER BY v.name, v.id`,
    [storeId],
  );
}
