import { Type, type Static, type TSchema } from '@sinclair/typebox';

// The repair loop's wire records (issue 10), defined once: the api validates and documents with these
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
//     POST   /work-orders/:id/charges          ChargeRequest (vendor: an extra charge) → 201 Charge
//     GET    /work-orders/:id/envelope.pdf     → PDF (store side)
//     GET    /work-orders/:id/qr.png           → PNG of the scan URL
//     GET    /work-orders/export.xlsx, /vendor/work-orders/export.xlsx → XLSX
//   public
//     GET    /order-tracking (exists) gains `steps: TrackingStep[]` and `status_label`
//
// Live: after a change commits, the api publishes `record-changed` (RecordChanged) on the private
// channel of every signed-in user the record concerns (the bell's connection re-dispatches it in the
// page: shared/live), and on the public channel `tracking-<tracking_token>` for the customer's page.

const Nullable = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const DateTime = () =>
  Type.String({ format: 'date-time', description: 'ISO 8601' });
const Money = () =>
  Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description: 'decimal string, 2 places',
  });

export const SALES_ORDER_STATUSES = [
  'new',
  'in_progress',
  'ready',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const WORK_ORDER_STATUSES = [
  'assigned',
  'accepted',
  'rejected',
  'in_progress',
  'on_hold',
  'done',
  'returned',
] as const;
export const ESTIMATE_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'declined',
  'converted',
] as const;

/** A page of a server-side paged table; `status_counts` feed the status tabs (every status, plus `all`). */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100 }),
    status_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  });
export interface Page<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
  status_counts: Record<string, number>;
}

export const LocationRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export const NamedRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});

/** One row of the store's sales orders table. */
export const SalesOrderListItem = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  status: Type.Union(SALES_ORDER_STATUSES.map((s) => Type.Literal(s))),
  payment_status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
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

/** A work order as a line of a sales order's page or of a list. */
export const WorkOrderSummary = Type.Object({
  id: Type.Integer(),
  work_order_no: Type.String({
    description: "'1000042-1'; shown as 'WO-1000042-1'",
  }),
  status: Type.Union(WORK_ORDER_STATUSES.map((s) => Type.Literal(s))),
  vendor: NamedRef,
  store: NamedRef,
  sales_order: Type.Object({ id: Type.Integer(), order_no: Type.String() }),
  location: Nullable(LocationRef),
  due_date: Nullable(Type.String({ format: 'date' })),
  item_count: Type.Integer({ minimum: 0 }),
  created_on: DateTime(),
  updated_on: DateTime(),
  version: Type.Integer({ minimum: 1 }),
});
export type WorkOrderSummary = Static<typeof WorkOrderSummary>;
export const WorkOrderPage = PageOf(WorkOrderSummary);
export type WorkOrderPage = Page<WorkOrderSummary>;

/** What the sales order page gains over contracts/orders' Order. */
export const SalesOrderExtras = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  location: Nullable(LocationRef),
  internal_notes: Type.String(),
  updated_on: DateTime(),
  work_orders: Type.Array(WorkOrderSummary),
  /** order line ids already out with an open work order (not offered again) */
  lines_out: Type.Array(Type.Integer()),
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
      first_name: Type.String({ minLength: 1, maxLength: 30 }),
      last_name: Type.String({ minLength: 1, maxLength: 30 }),
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

/** A vendor the store works with. */
export const LinkedVendor = NamedRef;
export type LinkedVendor = Static<typeof LinkedVendor>;

/** Sending some lines of a sales order to a linked vendor. */
export const WorkOrderInput = Type.Object({
  vendor_id: Type.Integer({ minimum: 1 }),
  line_ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 100,
  }),
  instructions: Type.String({ maxLength: 4000 }),
  due_date: Nullable(Type.String({ format: 'date' })),
});
export type WorkOrderInput = Static<typeof WorkOrderInput>;

/** The edit of a work order: the store its instructions and due date, the vendor its work information. */
export const WorkOrderEdit = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  instructions: Type.Optional(Type.String({ maxLength: 4000 })),
  due_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  work_information: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type WorkOrderEdit = Static<typeof WorkOrderEdit>;

/** A work order, whole: both sides see it (the vendor without the customer's contact). */
export const WorkOrder = Type.Composite([
  WorkOrderSummary,
  Type.Object({
    instructions: Type.String(),
    can_edit: Type.Boolean(),
    work_information: Type.String(),
    rejection_reason: Nullable(Type.String()),
    /** the customer's first name and last initial ('Gus G.'), never their contact */
    customer_label: Type.String(),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        service: Type.Object({
          id: Nullable(Type.Integer()),
          name: Type.String(),
          image: Nullable(Type.String()),
        }),
        quantity: Type.Integer(),
        choices: Type.Array(
          Type.Object({ label: Type.String(), value: Type.String() }),
        ),
      }),
    ),
    /** the extra charges asked on this work order */
    charges: Type.Array(
      Type.Object({
        id: Type.Integer(),
        amount: Money(),
        reason: Type.String(),
        status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
        created_on: DateTime(),
      }),
    ),
    images: Type.Array(
      Type.Object({
        url: Type.String(),
        stage: Type.Union([Type.Literal('before'), Type.Literal('after')]),
        created_on: DateTime(),
      }),
    ),
    /** the envelope's QR target: /scan-work-instructions/{store_id}/{vendor_id}/{order_no} on the vendor host */
    scan_path: Type.String(),
  }),
]);
export type WorkOrder = Static<typeof WorkOrder>;

/** A vendor's extra charge on a work order (the store and the customer see 'requested by the vendor'). */
export const ChargeRequest = Type.Object({
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  reason: Type.String({ maxLength: 500 }),
});
export type ChargeRequest = Static<typeof ChargeRequest>;

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
  ]),
  id: Type.Integer(),
  /** the sales order of a work order (its page shows the work order) */
  sales_order_id: Nullable(Type.Integer()),
  status: Type.String(),
  version: Type.Integer(),
});
export type RecordChanged = Static<typeof RecordChanged>;
export const RECORD_CHANGED_EVENT = 'record-changed';
