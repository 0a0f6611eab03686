import { Type, type Static } from '@sinclair/typebox';
import { SALES_ORDER_STATUSES } from 'shared/contracts/repair';
import {
  VENDOR_SALES_ORDER_ORDERINGS,
  vendorOrderLabel,
  type VendorSalesOrderListItem,
} from 'shared/contracts/vendorSales';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { Db } from '../../db/types';
import type { XlsxColumn } from '../downloads';
import { StringEnum } from '../../validation';
import {
  DateQuery,
  orderBy,
  PageQuery,
  pageOf,
  Where,
} from '../../platform/lists';
import { listOrderings } from './vendorSales';
import { iso, money } from '../../platform/wire';

// The vendor's sales orders list (ADR 0012): one copy of its filters for the paged list
// and its spreadsheet (the same rows, at most 10,000).

/** The list's filters without paging (the spreadsheet takes the same). */
export const VendorSalesOrderFilterQuery = Type.Object({
  status: Type.Optional(StringEnum([...SALES_ORDER_STATUSES])),
  ordering: Type.Optional(
    StringEnum(VENDOR_SALES_ORDER_ORDERINGS.flatMap((c) => [c, `-${c}`])),
  ),
  search: PageQuery.search,
  ...DateQuery,
});
export type VendorSalesOrderFilters = Static<
  typeof VendorSalesOrderFilterQuery
>;
export const VendorSalesOrderQuery = Type.Object({
  ...VendorSalesOrderFilterQuery.properties,
  page: PageQuery.page,
  page_size: PageQuery.page_size,
});

interface OrderListRow {
  id: number;
  order_no: number;
  status: VendorSalesOrderListItem['status'];
  first_name: string;
  last_name: string;
  email: string;
  item_count: number;
  total: string;
  created_on: Date;
  version: number;
}

const FROM =
  'vendor_sales_orders r JOIN vendor_customers c ON c.id = r.customer_id';
const SELECT = `r.id, r.order_no, r.status, c.first_name, c.last_name, c.email, r.total::text AS total,
  r.created_on, r.version,
  (SELECT coalesce(sum(quantity), 0)::int FROM vendor_sales_order_lines l WHERE l.sales_order_id = r.id) AS item_count`;

const toItem = (row: OrderListRow): VendorSalesOrderListItem => ({
  id: row.id,
  order_no: vendorOrderLabel(row.order_no),
  status: row.status,
  customer_name: `${row.first_name} ${row.last_name}`.trim(),
  customer_email: row.email,
  item_count: row.item_count,
  total: money(row.total),
  created_on: iso(row.created_on),
  version: row.version,
});

/** The vendor's orders matching the filters, without the status filter (the tabs count them). */
const whereOf = (vendorId: number, query: VendorSalesOrderFilters) =>
  new Where()
    .add('r.vendor_id = $?', vendorId)
    .search(query.search, [
      "('SO-' || r.order_no)",
      "(c.first_name || ' ' || c.last_name)",
      'c.email',
    ])
    .dates('r.created_on', query.date_from, query.date_to);

const orderOf = (query: VendorSalesOrderFilters) =>
  orderBy(query.ordering, listOrderings('order_no'), '-created_on', 'r.id');

/** A page of the vendor's sales orders with the status tabs' counts. */
export const salesOrderPage = (
  db: Db,
  vendorId: number,
  query: Static<typeof VendorSalesOrderQuery>,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: SALES_ORDER_STATUSES,
    statusColumn: 'r.status',
    from: FROM,
    where: whereOf(vendorId, query),
    select: SELECT,
    orderBy: orderOf(query),
    map: toItem,
  });

export const EXPORT_LIMIT = 10_000;

/** The spreadsheet's rows: the list's filters (its status tab too), at most 10,000. */
export async function salesOrderExportRows(
  db: Db,
  vendorId: number,
  query: VendorSalesOrderFilters,
): Promise<VendorSalesOrderListItem[]> {
  const where = whereOf(vendorId, query);
  if (query.status) where.add('r.status = $?', query.status);
  const rows = await db.query<OrderListRow>(
    `SELECT ${SELECT} FROM ${FROM} WHERE ${where.sql()} ORDER BY ${orderOf(query)} LIMIT ${EXPORT_LIMIT}`,
    where.params,
  );
  return rows.map(toItem);
}

/** The spreadsheet's columns: words in the header, the status in words, money and dates typed. */
export const SALES_ORDER_EXPORT_COLUMNS: XlsxColumn<VendorSalesOrderListItem>[] =
  [
    { header: 'Order', kind: 'text', value: (r) => r.order_no, width: 12 },
    { header: 'Customer', kind: 'text', value: (r) => r.customer_name },
    {
      header: 'Email',
      kind: 'text',
      value: (r) => r.customer_email,
      width: 30,
    },
    {
      header: 'Status',
      kind: 'text',
      value: (r) => statusLabel(SALES_ORDER, r.status),
      width: 18,
    },
    { header: 'Pieces', kind: 'integer', value: (r) => r.item_count },
    { header: 'Total', kind: 'money', value: (r) => r.total },
    { header: 'Created', kind: 'date', value: (r) => r.created_on },
  ];
