import type { WorkOrder } from 'shared/contracts/repair';
import { LEVELS, MODULES } from '../../auth/permissions';
import {
  isStoreRole,
  isVendorRole,
  type Principal,
} from '../../auth/principal';
import { isInScope, recordScope } from '../../auth/scope';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { loadWorkOrderCommission } from './commissionWorkOrders';
import { customerLabel } from '../../platform/customerLabel';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { iso, money } from '../../platform/wire';
import { SUMMARY_SELECT, toSummary, type WorkOrderRow } from '../orders';

// Reading work orders (ADR 0009) in the contract shape of shared/contracts/repair: the whole work
// order both sides open (its summary, as lists and a sales order's page read it, is orders').

/** One answer for a missing id, another store's or vendor's work order and one not granted. */
export const WORK_ORDER_NOT_FOUND = 'Work order not found.';

/** Where a work order sits, and whether its vendor is still linked to its store. */
export interface WorkOrderPlace {
  id: number;
  store_id: number;
  location_id: number | null;
  vendor_id: number;
  linked: boolean;
}

/**
 * The work order if the caller may reach it at `level`: the store's people with the work-order
 * permission at its location (and the super admin), and the users of its vendor while the vendor is
 * linked to its store (not with `storeOnly`: then a vendor answers 403). Anyone else's id, another
 * vendor's and an unlinked store's answer the same 404 as a missing one; writes need a store or
 * vendor role.
 */
export async function findReachableWorkOrder(
  db: Db,
  principal: Principal,
  id: number,
  level: number,
  options: { storeOnly?: boolean } = {},
): Promise<WorkOrderPlace> {
  const { user } = principal;
  const vendor = !options.storeOnly && isVendorRole(user.role_id);
  if (level !== LEVELS.view && !vendor && !isStoreRole(user.role_id))
    throw forbidden();
  const scope = vendor
    ? null
    : recordScope(principal, { module: MODULES.workOrder, level });
  const [place] = await db.query<WorkOrderPlace>(
    `SELECT w.id, w.store_id, w.location_id, w.vendor_id,
       EXISTS (SELECT 1 FROM store_vendors sv WHERE sv.store_id = w.store_id AND sv.vendor_id = w.vendor_id
         AND sv.is_active) AS linked
     FROM work_orders w WHERE w.id = $1`,
    [id],
  );
  const reachable =
    place !== undefined &&
    (scope === null
      ? place.vendor_id === user.vendor_id && place.linked
      : isInScope(scope, place));
  if (!reachable) throw notFound(WORK_ORDER_NOT_FOUND);
  return place;
}

/** The job envelope's QR target on the vendor host (spec: /scan-work-instructions/…). */
export const scanPath = (storeId: number, vendorId: number, orderNo: string) =>
  `/scan-work-instructions/${storeId}/${vendorId}/${orderNo}`;

/** Statuses whose work order still holds its lines (a rejected or returned one frees them). */
export const OPEN_WORK_ORDER_STATUSES = [
  'assigned',
  'accepted',
  'in_progress',
  'on_hold',
  'done',
] as const;

/** One work order, whole, in the contract shape; null when the id does not exist. */
export async function loadWorkOrder(
  db: Db,
  id: number,
): Promise<WorkOrder | null> {
  const [row] = await db.query<WorkOrderRow>(
    `${SUMMARY_SELECT} WHERE w.id = $1`,
    [id],
  );
  if (!row) return null;
  const lines = await db.query<{
    id: number;
    service_id: number | null;
    service_name: string;
    service_image: string | null;
    quantity: number;
    choices: { label: string; value: string }[];
    vendor_price: string | null;
  }>(
    `SELECT l.id, l.service_id, l.service_name, l.service_image, l.quantity, l.choices,
       wl.vendor_price::text AS vendor_price
     FROM work_order_lines wl JOIN sales_order_lines l ON l.id = wl.sales_order_line_id
     WHERE wl.work_order_id = $1 ORDER BY l.id`,
    [id],
  );
  const charges = await db.query<{
    id: number;
    amount: string;
    reason: string;
    status: 'unpaid' | 'paid';
    requested_by: 'store_owner' | 'vendor';
    created_on: Date;
  }>(
    `SELECT id, amount::text AS amount, reason, status, requested_by, created_on FROM charges
     WHERE sales_order_id = $1 AND work_order_item_number = $2 AND created_on >= $3 ORDER BY id`,
    // Since the work order exists: an older charge's 'WO-<order_no>-<line position>' may read the same.
    [row.sales_order_id, workOrderLabel(row.work_order_no), row.created_on],
  );
  const images = await db.query<{
    upload_name: string;
    image_stage: 'before' | 'after';
    created_on: Date;
  }>(
    `SELECT upload_name, image_stage, created_on FROM record_events
     WHERE work_order_id = $1 AND kind = 'image' ORDER BY created_on, id`,
    [id],
  );
  return {
    ...toSummary(row),
    instructions: row.instructions,
    can_edit: row.can_edit,
    work_information: row.work_information,
    rejection_reason: row.rejection_reason,
    customer_label: customerLabel(
      row.contact_first_name,
      row.contact_last_name,
    ),
    lines: lines.map((line) => ({
      id: line.id,
      service: {
        id: line.service_id,
        name: line.service_name,
        image: line.service_image,
      },
      quantity: line.quantity,
      choices: line.choices,
      vendor_price:
        line.vendor_price === null ? null : money(line.vendor_price),
    })),
    charges: charges.map((charge) => ({
      id: charge.id,
      amount: money(charge.amount),
      reason: charge.reason,
      status: charge.status,
      requested_by: charge.requested_by,
      created_on: iso(charge.created_on),
    })),
    images: images.map((image) => ({
      url: `/api/v1/uploads/${image.upload_name}`,
      stage: image.image_stage,
      created_on: iso(image.created_on),
    })),
    scan_path: scanPath(row.store_id, row.vendor_id, row.order_no),
    commission: await loadWorkOrderCommission(db, id),
  };
}
