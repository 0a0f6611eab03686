import { Type, type Static } from '@sinclair/typebox';
import { NAME_PATTERN } from '../validation/name';

// The repair loop's wire records, defined once: the api validates and documents with these
// TypeBox schemas, the portals import the derived types (`import type`, so no schema code reaches a
// browser bundle). Plain data only: no browser or server imports here.
//
// Routes (all under /api/v1, bearer token; ids of another store/vendor answer 404):
//   store side (store owner/staff with the module at the record's location; super admin reads)
//     GET    /sales-orders?status&location_id&payment_status&search&date_from&date_to&ordering&page&page_size
//            → SalesOrderPage
//     GET    /sales-orders/:id                 → the Order of contracts/orders plus SalesOrderExtras
//     PATCH  /sales-orders/:id                 SalesOrderEdit → the order (409 Conflict when stale)
//     POST   /sales-orders/:id/status          StatusMove → the order (409 Conflict)
//     GET    /sales-orders/:id/events          → RecordEvent[] (oldest first; includes its work orders')
//     POST   /sales-orders/:id/notes           NoteInput → 201 RecordEvent
//     POST   /sales-orders/:id/images          ImageInput → 201 RecordEvent (name from POST /uploads)
//     POST   /sales-orders/:id/charges         (exists) → 201 Charge
//     POST   /sales-orders/:id/work-orders     WorkOrderInput → 201 WorkOrder
//     GET    /sales-orders/export.xlsx?(same filters as the list)   → XLSX
//     GET    /sales-orders/:id/invoice.pdf     → PDF
//     GET    /store-vendors                    → LinkedVendor[] (the vendors the store may send work to)
//     GET    /work-orders?status&vendor_id&location_id&search&ordering&page&page_size → WorkOrderPage
//     GET    /estimates?status&location_id&search&date_from&date_to&ordering&page&page_size → EstimatePage
//     GET    /estimates/:id                    (exists) + version, sales_order_id
//     POST   /estimates/:id/status             StatusMove → the estimate (409 Conflict)
//     POST   /estimates/:id/convert            { version } → 201 { sales_order_id } (409 Conflict)
//   vendor side (vendor owner/staff of a vendor linked to the work order's store)
//     GET    /vendor/work-orders?status&store_id&search&ordering&page&page_size → WorkOrderPage
//            (`status` takes a comma list: status=assigned,accepted,in_progress)
//     GET    /vendor/stores                    → { id, name }[] (the vendor's actively linked stores)
//     GET    /vendor/scan/:store_id/:vendor_id/:order_no → { work_order_id } (the envelope's QR target)
//   both sides, scoped to the caller (store: its location; vendor: its own work orders)
//     GET    /work-orders/:id                  → WorkOrder
//     PATCH  /work-orders/:id                  WorkOrderEdit → WorkOrder (409 Conflict)
//     POST   /work-orders/:id/status           StatusMove → WorkOrder (409 Conflict)
//     GET    /work-orders/:id/events           → RecordEvent[]
//     POST   /work-orders/:id/notes            NoteInput → 201 RecordEvent
//     POST   /work-orders/:id/images           ImageInput → 201 RecordEvent
//     POST   /work-orders/:id/charges          ChargeRequest (vendor or store: an extra charge) → 201 Charge
//     GET    /work-orders/:id/envelope.pdf     → PDF (store side)
//     GET    /work-orders/:id/qr.png           → PNG of the scan URL
//     GET    /work-orders/export.xlsx, /vendor/work-orders/export.xlsx → XLSX
//   public
//     GET    /order-tracking (exists) gains `steps: TrackingStep[]` and `status_label`
//
// Live: after a change commits, the api publishes `record-changed` (RecordChanged) on the private
// channel of every signed-in user the record concerns (the bell's connection re-dispatches it in the
// page: shared/live), and on the public channel `tracking-<sha256 of tracking_token>` for the customer's page.

import {
  DateTime,
  ESTIMATE_STATUSES,
  LocationRef,
  Money,
  NamedRef,
  Nullable,
  PageOf,
  SALES_ORDER_STATUSES,
  type Page,
} from './repairParts';
import { WorkOrderSummary } from './repairWorkOrders';
import { PAYMENT_STATUSES, RefundSummary } from './refunds';

export * from './repairParts';
export * from './refunds';
export * from './repairWorkOrders';

/** One row of the store's sales orders table. */
export const SalesOrderListItem = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: Type.Union(SALES_ORDER_STATUSES.map((s) => Type.Literal(s))),
  payment_status: Type.Union(PAYMENT_STATUSES.map((s) => Type.Literal(s))),
  created_on: DateTime(),
  updated_on: DateTime(),
  location: Nullable(LocationRef),
  customer_name: Type.String({ description: 'contact first and last name' }),
  contact_email: Type.String(),
  is_guest: Type.Boolean(),
  total: Money(),
  item_count: Type.Integer({ minimum: 0 }),
  open_work_orders: Type.Integer({ minimum: 0 }),
  unpaid_charges: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 1 }),
});
export type SalesOrderListItem = Static<typeof SalesOrderListItem>;
export const SalesOrderPage = PageOf(SalesOrderListItem);
export type SalesOrderPage = Page<SalesOrderListItem>;

/** The list's `ordering` values ('-' first = descending). */
export const SALES_ORDER_ORDERINGS = [
  'created_on',
  '-created_on',
  'order_no',
  '-order_no',
  'total',
  '-total',
  'status',
  '-status',
  'customer_name',
  '-customer_name',
] as const;

/** What the sales order page gains over contracts/orders' Order. */
export const SalesOrderExtras = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  location: Nullable(LocationRef),
  internal_notes: Type.String(),
  updated_on: DateTime(),
  work_orders: Type.Array(WorkOrderSummary),
  /** order line ids already out with an open work order (not offered again) */
  lines_out: Type.Array(Type.Integer()),
  /** the order payment's refunds (the api always sends it) */
  refund: Type.Optional(RefundSummary),
});
export type SalesOrderExtras = Static<typeof SalesOrderExtras>;

/** A move of a record's state machine (shared/workflow); `version` is the one the mover saw. */
export const StatusMove = Type.Object({
  to: Type.String({ minLength: 1, maxLength: 30 }),
  version: Type.Integer({ minimum: 1 }),
  /** why (a rejection, a hold, a cancellation): required where the machine's move asks for it */
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type StatusMove = Static<typeof StatusMove>;

/**
 * The 409 answer of a stale or illegal move or edit: nothing changed; `current` is the record's
 * state now (so the page can show it and offer the moves that remain).
 */
export const ConflictAnswer = Type.Object({
  code: Type.Union([Type.Literal('CONFLICT'), Type.Literal('ILLEGAL_MOVE')]),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.String()),
  current: Type.Object({ status: Type.String(), version: Type.Integer() }),
});
export type ConflictAnswer = Static<typeof ConflictAnswer>;

/** The edit of the sales order page (Save/Discard bar): only the fields sent change. */
export const SalesOrderEdit = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  contact: Type.Optional(
    Type.Object({
      first_name: Type.String({ pattern: NAME_PATTERN }),
      last_name: Type.String({ pattern: NAME_PATTERN }),
      email: Type.String({ format: 'email', maxLength: 254 }),
      phone: Type.String({ maxLength: 30 }),
    }),
  ),
  internal_notes: Type.Optional(Type.String({ maxLength: 4000 })),
  location_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SalesOrderEdit = Static<typeof SalesOrderEdit>;

export const NoteInput = Type.Object({
  body: Type.String({ minLength: 1, maxLength: 4000 }),
  /** the customer sees it on the tracking page */
  is_shared: Type.Optional(Type.Boolean()),
});
export type NoteInput = Static<typeof NoteInput>;

/** An image already uploaded (POST /uploads answers its `name`), attached to a record. */
export const ImageInput = Type.Object({
  name: Type.String({ pattern: '^[a-f0-9]{32}\\.(png|jpg|gif|webp)$' }),
  stage: Type.Union([Type.Literal('before'), Type.Literal('after')]),
  is_shared: Type.Optional(Type.Boolean()),
});
export type ImageInput = Static<typeof ImageInput>;

/** One entry of a record's timeline. */
export const RecordEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(
    [
      'status',
      'note',
      'image',
      'charge',
      'payment',
      'created',
      'work_order',
      'edit',
    ].map((k) => Type.Literal(k)),
  ),
  /** 'sales_order' | 'work_order' | 'estimate': whose machine `from_status`/`to_status` belong to */
  record: Type.Union([
    Type.Literal('sales_order'),
    Type.Literal('work_order'),
    Type.Literal('estimate'),
  ]),
  work_order: Nullable(
    Type.Object({ id: Type.Integer(), work_order_no: Type.String() }),
  ),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
  body: Type.String(),
  image: Nullable(
    Type.Object({
      url: Type.String({ description: '/api/v1/uploads/<name>' }),
      stage: Type.Union([Type.Literal('before'), Type.Literal('after')]),
    }),
  ),
  charge_id: Nullable(Type.Integer()),
  is_shared: Type.Boolean(),
  actor: Type.Union(
    ['store', 'vendor', 'customer', 'system'].map((a) => Type.Literal(a)),
  ),
  actor_name: Type.String({
    description: "'Olivia Owner', or '' for the customer/system",
  }),
  created_on: DateTime(),
});
export type RecordEvent = Static<typeof RecordEvent>;
export const RecordEventList = Type.Array(RecordEvent);
export type RecordEventList = Static<typeof RecordEventList>;

/** A vendor the store works with. */
export const LinkedVendor = NamedRef;
export type LinkedVendor = Static<typeof LinkedVendor>;
export const LinkedVendorList = Type.Array(LinkedVendor);
export type LinkedVendorList = Static<typeof LinkedVendorList>;

/** One row of the store's estimates table. */
export const EstimateListItem = Type.Object({
  id: Type.Integer(),
  estimate_no: Type.String(),
  status: Type.Union(ESTIMATE_STATUSES.map((s) => Type.Literal(s))),
  created_on: DateTime(),
  location: Nullable(LocationRef),
  customer_name: Type.String(),
  contact_email: Type.String(),
  subtotal: Money(),
  item_count: Type.Integer({ minimum: 0 }),
  sales_order_id: Nullable(Type.Integer()),
  version: Type.Integer({ minimum: 1 }),
});
export type EstimateListItem = Static<typeof EstimateListItem>;
export const EstimatePage = PageOf(EstimateListItem);
export type EstimatePage = Page<EstimateListItem>;

/** A step of the customer's tracking timeline: statuses in words, with dates, and shared photos/notes. */
export const TrackingStep = Type.Object({
  kind: Type.Union([
    Type.Literal('status'),
    Type.Literal('note'),
    Type.Literal('image'),
    Type.Literal('payment'),
    Type.Literal('created'),
  ]),
  /** 'In progress', 'Ready for pickup', a shared note's text, 'Paid' … (never a code) */
  label: Type.String(),
  image_url: Nullable(Type.String()),
  created_on: DateTime(),
});
export type TrackingStep = Static<typeof TrackingStep>;

/** The push event of a change: pages showing the record revalidate it. */
export const RecordChanged = Type.Object({
  record: Type.Union([
    Type.Literal('sales_order'),
    Type.Literal('work_order'),
    Type.Literal('estimate'),
    // the vendor's own records (shared/contracts/vendorSales): ids of their own, so kinds of their own
    Type.Literal('vendor_sales_order'),
    Type.Literal('vendor_estimate'),
    // a store's or a vendor's service (the service builder): status 'active', 'inactive'
    // or (a vendor's service deleted) 'deleted'
    Type.Literal('service'),
    // the store's insurance plans (status 'saved', 'selected' or 'deleted'; version 0: plans have
    // none) and a vendor's invoice to the store (status: the invoice's)
    Type.Literal('insurance_plan'),
    Type.Literal('vendor_invoice'),
  ]),
  id: Type.Integer(),
  /** the sales order of a work order (its page shows the work order) */
  sales_order_id: Nullable(Type.Integer()),
  status: Type.String(),
  version: Type.Integer(),
});
export type RecordChanged = Static<typeof RecordChanged>;
export const RECORD_CHANGED_EVENT = 'record-changed';

/** A store the vendor is actively linked to (GET /vendor/stores, by name). */
export const VendorStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export type VendorStore = Static<typeof VendorStore>;
export const VendorStoreList = Type.Array(VendorStore);
export type VendorStoreList = Static<typeof VendorStoreList>;

/** GET /vendor/scan/:store_id/:vendor_id/:order_no: the job envelope's QR code, resolved. */
export const ScannedJob = Type.Object({
  work_order_id: Type.Integer(),
  /** set when the job has already gone back to the store: when it did */
  returned_on: Type.Optional(DateTime()),
});
export type ScannedJob = Static<typeof ScannedJob>;
