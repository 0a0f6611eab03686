import {
  vendorEstimateLabel,
  vendorOrderLabel,
  type VendorCustomerDetail,
  type VendorCustomerEdit,
  type VendorCustomerListItem,
  type VendorCustomerQuery,
} from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { VENDOR_SALES_MESSAGES } from './vendorSales';
import { iso, money } from '../../platform/wire';

// The vendor's own customers (ADR 0012): the paged list with what each bought, one
// customer with their newest orders and estimates, and the edit under the version the editor saw.

export const VENDOR_CUSTOMER_MESSAGES = {
  notFound: 'This customer does not exist or is not yours.',
  stale:
    'Someone else changed this customer while you were looking at it. It now shows what they saved.',
} as const;

const FROM = `vendor_customers c LEFT JOIN LATERAL (
    SELECT count(*)::int AS orders_count, coalesce(sum(o.total), 0)::text AS total_spent,
      max(o.created_on) AS last_order_on
    FROM vendor_sales_orders o WHERE o.customer_id = c.id AND o.status <> 'cancelled'
  ) s ON true`;
const SELECT = `c.id, c.first_name, c.last_name, c.email, c.phone, c.created_on, c.version,
  s.orders_count, s.total_spent, s.last_order_on`;

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_on: Date;
  version: number;
  orders_count: number;
  total_spent: string;
  last_order_on: Date | null;
}

const toItem = (row: Row): VendorCustomerListItem => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  orders_count: row.orders_count,
  total_spent: money(row.total_spent),
  last_order_on: row.last_order_on ? iso(row.last_order_on) : null,
  created_on: iso(row.created_on),
});

const ORDERINGS = {
  name: "lower(c.first_name || ' ' || c.last_name)",
  email: 'lower(c.email)',
  created_on: 'c.created_on',
  orders_count: 's.orders_count',
  total_spent: 's.total_spent::numeric',
};

/** A page of the vendor's customers (search on name, email and phone). */
export const customerPage = (
  db: Db,
  vendorId: number,
  query: VendorCustomerQuery,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    statuses: [],
    // customers have no status: one tab, 'all'
    statusColumn: "'all'",
    from: FROM,
    where: new Where()
      .add('c.vendor_id = $?', vendorId)
      .search(query.search, [
        "(c.first_name || ' ' || c.last_name)",
        'c.email',
        "coalesce(c.phone, '')",
      ]),
    select: SELECT,
    orderBy: orderBy(query.ordering, ORDERINGS, 'name', 'c.id'),
    map: toItem,
  });

/** One of the vendor's customers with their newest orders and estimates; 404 when not the vendor's. */
export async function loadVendorCustomer(
  db: Db,
  id: number,
  vendorId: number,
): Promise<VendorCustomerDetail> {
  const [row] = await db.query<Row>(
    `SELECT ${SELECT} FROM ${FROM} WHERE c.id = $1 AND c.vendor_id = $2`,
    [id, vendorId],
  );
  if (!row) throw notFound(VENDOR_CUSTOMER_MESSAGES.notFound);
  const records = (table: string, column: string) =>
    db.query<{
      id: number;
      number: number;
      status: string;
      total: string;
      created_on: Date;
    }>(
      `SELECT id, ${column} AS number, status, total::text AS total, created_on FROM ${table}
       WHERE customer_id = $1 AND vendor_id = $2 ORDER BY created_on DESC, id DESC LIMIT 50`,
      [id, vendorId],
    );
  const ref =
    (label: (n: number) => string) =>
    (r: Awaited<ReturnType<typeof records>>[number]) => ({
      id: r.id,
      number: label(r.number),
      status: r.status,
      total: money(r.total),
      created_on: iso(r.created_on),
    });
  return {
    ...toItem(row),
    version: row.version,
    orders: (await records('vendor_sales_orders', 'order_no')).map(
      ref(vendorOrderLabel),
    ) as VendorCustomerDetail['orders'],
    estimates: (await records('vendor_estimates', 'estimate_no')).map(
      ref(vendorEstimateLabel),
    ) as VendorCustomerDetail['estimates'],
  };
}

/** Edits a customer under the version the editor saw: 409 when stale, 400 when the email is taken. */
export async function editVendorCustomer(
  db: Db,
  id: number,
  vendorId: number,
  edit: VendorCustomerEdit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      'SELECT version FROM vendor_customers WHERE id = $1 AND vendor_id = $2 FOR UPDATE',
      [id, vendorId],
    );
    if (!row) throw notFound(VENDOR_CUSTOMER_MESSAGES.notFound);
    if (row.version !== edit.version)
      throw new ApiError(
        409,
        'CONFLICT',
        VENDOR_CUSTOMER_MESSAGES.stale,
        {},
        { current: { version: row.version } },
      );
    const email = edit.email.trim();
    const [taken] = await tx.query(
      `SELECT 1 FROM vendor_customers WHERE vendor_id = $1 AND lower(email) = lower($2) AND id <> $3`,
      [vendorId, email, id],
    );
    if (taken)
      throw validationError({ email: VENDOR_SALES_MESSAGES.emailTaken });
    await tx.query(
      `UPDATE vendor_customers SET first_name = $2, last_name = $3, email = $4, phone = $5,
         version = version + 1, updated_on = now() WHERE id = $1`,
      [
        id,
        edit.first_name.trim(),
        (edit.last_name ?? '').trim(),
        email,
        edit.phone?.trim() || null,
      ],
    );
  });
}
