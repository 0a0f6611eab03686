import { SERVICE_STATUSES } from 'shared/contracts/storeServices';
import {
  VENDOR_SERVICE_MESSAGES,
  type VendorServiceListItem,
  type VendorServiceQuery,
} from 'shared/contracts/vendorServices';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { iso, money } from '../../platform/wire';

// A vendor owner's own services (shared/contracts/vendorServices): the list page and the
// delete. The builder's document routes are the store's (areas/catalog/serviceBuilder.ts) with a vendor
// owner (areas/catalog/serviceOwner.ts).

const SELECT = `s.id, s.name, s.price::text AS price, s.is_active, s.updated_on, s.version,
  (SELECT count(*)::int FROM service_options o WHERE o.service_id = s.id) AS option_count`;
const STATUS = "CASE WHEN s.is_active THEN 'active' ELSE 'inactive' END";
const ORDERINGS = {
  name: 'lower(s.name)',
  price: 's.price',
  updated_on: 's.updated_on',
};

interface Row {
  id: number;
  name: string;
  price: string;
  is_active: boolean;
  updated_on: Date;
  version: number;
  option_count: number;
}

const toItem = (row: Row): VendorServiceListItem => ({
  id: row.id,
  name: row.name,
  price: money(row.price),
  is_active: row.is_active,
  option_count: row.option_count,
  updated_on: iso(row.updated_on),
  version: row.version,
});

/** A page of the vendor's services, with the active / inactive counts. */
export const vendorServicePage = (
  db: Db,
  vendorId: number,
  query: VendorServiceQuery,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: SERVICE_STATUSES,
    statusColumn: STATUS,
    from: 'services s',
    where: new Where()
      .add('s.vendor_id = $?', vendorId)
      .search(query.search, ['s.name', "coalesce(s.description, '')"]),
    select: SELECT,
    orderBy: orderBy(query.ordering, ORDERINGS, 'name', 's.id'),
    map: toItem,
  });

/** Deletes the vendor's service and its options under `version`; 404 when not theirs, 409 stale. */
export async function deleteVendorService(
  db: Db,
  vendorId: number,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      'SELECT version FROM services WHERE id = $1 AND vendor_id = $2 FOR UPDATE',
      [id, vendorId],
    );
    if (!row) throw notFound(VENDOR_SERVICE_MESSAGES.notFound);
    if (row.version !== version)
      throw new ApiError(
        409,
        'CONFLICT',
        VENDOR_SERVICE_MESSAGES.stale,
        {},
        { current: { version: row.version } },
      );
    await tx.query('DELETE FROM services WHERE id = $1', [id]);
  });
}
