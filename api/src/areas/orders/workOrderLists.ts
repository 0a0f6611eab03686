import type { VendorStore } from 'shared/contracts/repair';
import { MODULES } from '../../auth/permissions';
import { isVendorRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { forbidden } from '../../errors';
import { orderBy, statusesOf, Where } from '../../platform/lists';
import { storeScoped, type ListQuery } from './repairLists';
import { SUMMARY_SELECT } from './workOrderSummaries';

// The filters of the work orders' lists, for the paged lists and their spreadsheets: the store's
// work orders (staff: only their locations) and the vendor's (only of stores it is linked to).

/** The work order lists' filters (GET /work-orders and GET /vendor/work-orders), without paging. */
export interface WorkOrderFilters {
  /** One status; the vendor's list: one or several, separated by commas. */
  status?: string;
  vendor_id?: number;
  store_id?: number;
  location_id?: number;
  search?: string;
  ordering?: string;
}

export const WORK_ORDER_ORDERINGS = [
  'created_on',
  'due_date',
  'work_order_no',
  'status',
];
const WORK_ORDER_FROM = `(${SUMMARY_SELECT}) w`;
const workOrderOrder = (ordering: string | undefined) =>
  orderBy(
    ordering,
    Object.fromEntries(WORK_ORDER_ORDERINGS.map((c) => [c, `w.${c}`])),
    '-created_on',
    'w.id',
  );

/** The store's work orders matching the filters (staff: their locations). */
export function storeWorkOrderListQuery(
  principal: Principal,
  q: WorkOrderFilters,
): ListQuery {
  const where = storeScoped(principal, MODULES.workOrder, 'w');
  if (q.vendor_id) where.add('w.vendor_id = $?', q.vendor_id);
  if (q.location_id) where.add('w.location_id = $?', q.location_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.vendor_name']);
  return {
    from: WORK_ORDER_FROM,
    where,
    statusColumn: 'w.status',
    status: statusesOf(q.status),
    orderBy: workOrderOrder(q.ordering),
  };
}

/** The active link of a vendor to a store, as SQL over `w` (a work order or its summary). */
export const LINKED = `EXISTS (SELECT 1 FROM store_vendors sv WHERE sv.store_id = w.store_id
  AND sv.vendor_id = w.vendor_id AND sv.is_active)`;

/** The caller's vendor id; 403 for any other role. */
export function vendorIdOf(principal: Principal): number {
  const { user } = principal;
  if (!isVendorRole(user.role_id) || user.vendor_id === null) throw forbidden();
  return user.vendor_id;
}

/** The vendor's work orders of linked stores matching the filters; 403 for other roles. */
export function vendorWorkOrderListQuery(
  principal: Principal,
  q: WorkOrderFilters,
): ListQuery {
  const where = new Where()
    .add('w.vendor_id = $?', vendorIdOf(principal))
    .add(LINKED);
  if (q.store_id) where.add('w.store_id = $?', q.store_id);
  where.search(q.search, ['w.work_order_no', 'w.order_no', 'w.store_name']);
  return {
    from: WORK_ORDER_FROM,
    where,
    statusColumn: 'w.status',
    status: q.status ? q.status.split(',') : [],
    orderBy: workOrderOrder(q.ordering),
  };
}

/** The stores the caller's vendor is actively linked to, by name; 403 for other roles. */
export function linkedStores(
  db: Db,
  principal: Principal,
): Promise<VendorStore[]> {
  return db.query(
    `SELECT s.id, s.name FROM store_vendors sv JOIN stores s ON s.id = sv.store_id
     WHERE sv.vendor_id = $1 AND sv.is_active ORDER BY lower(s.name), s.id`,
    [vendorIdOf(principal)],
  );
}
