import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  ESTIMATE_STATUSES,
  Money,
  Nullable,
  PageOf,
  SALES_ORDER_STATUSES,
  type Page,
} from './repairParts';

// The vendor portal's customers pages: the vendor's own customers (ADR 0012) as a paged
// list, one customer with their orders and estimates, and the versioned edit. Re-exported by
// ./vendorSales (the area's route table is there).

/** The list's `ordering` values without the '-' of descending. */
export const VENDOR_CUSTOMER_ORDERINGS = [
  'name',
  'email',
  'created_on',
  'orders_count',
  'total_spent',
] as const;

export const VendorCustomerQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ordering: Type.Optional(
    Type.Union(
      VENDOR_CUSTOMER_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type VendorCustomerQuery = Static<typeof VendorCustomerQuery>;

/** One row of the customers list: the contact and what they bought. */
export const VendorCustomerListItem = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** orders not cancelled */
  orders_count: Type.Integer({ minimum: 0 }),
  total_spent: Money(),
  last_order_on: Nullable(DateTime()),
  created_on: DateTime(),
});
export type VendorCustomerListItem = Static<typeof VendorCustomerListItem>;
export const VendorCustomerPage = PageOf(VendorCustomerListItem);
export type VendorCustomerPage = Page<VendorCustomerListItem>;

const RecordRef = <S extends readonly string[]>(statuses: S) =>
  Type.Object({
    id: Type.Integer(),
    /** 'SO-1001' / 'EST-1001' */
    number: Type.String(),
    status: Type.Union(statuses.map((s) => Type.Literal(s))),
    total: Money(),
    created_on: DateTime(),
  });

/** One customer: the list's row, the version to edit under, their newest orders and estimates. */
export const VendorCustomerDetail = Type.Composite([
  VendorCustomerListItem,
  Type.Object({
    version: Type.Integer({ minimum: 1 }),
    /** the newest 50 */
    orders: Type.Array(RecordRef(SALES_ORDER_STATUSES)),
    estimates: Type.Array(RecordRef(ESTIMATE_STATUSES)),
  }),
]);
export type VendorCustomerDetail = Static<typeof VendorCustomerDetail>;
