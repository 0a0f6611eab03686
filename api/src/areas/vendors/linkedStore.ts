import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/** The store when the vendor works with it (an active link); 404 otherwise, another vendor's store included. */
export async function assertLinkedStore(
  db: Db,
  vendorId: number,
  storeId: number,
): Promise<{ id: number; name: string }> {
  const [store] = await db.query<{ id: number; name: string }>(
    `SELECT st.id, st.name FROM store_vendors sv JOIN stores st ON st.id = sv.store_id
     WHERE sv.vendor_id = $1 AND sv.store_id = $2 AND sv.is_active`,
    [vendorId, storeId],
  );
  if (!store) throw notFound(VENDOR_INVOICE_MESSAGES.storeNotFound);
  return store;
}
