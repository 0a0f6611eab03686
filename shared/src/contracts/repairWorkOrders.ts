import { Type, type Static } from '@sinclair/typebox';
import {
  DateTime,
  LocationRef,
  Money,
  NamedRef,
  Nullable,
  PageOf,
  SALES_ORDER_STATUSES,
  WORK_ORDER_STATUSES,
  type Page,
} from './repairParts';
import { WorkOrderCommission } from './commissions';

// The work order's wire records (the route table is in ./repair.ts).

/** A work order as a line of a sales order's page or of a list. */
export const WorkOrderSummary = Type.Object({
  id: Type.Integer(),
  work_order_no: Type.String({
    description: "'1000042-1'; shown as 'WO-1000042-1'",
  }),
  status: Type.Union(WORK_ORDER_STATUSES.map((s) => Type.Literal(s))),
  vendor: NamedRef,
  store: NamedRef,
  sales_order: Type.Object({
    id: Type.Integer(),
    order_no: Type.String(),
    /** a cancelled order: the vendor stops and returns the piece */
    status: Type.Union(SALES_ORDER_STATUSES.map((s) => Type.Literal(s))),
  }),
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
        /** the vendor's price of the service on its price list for the store when the work order
         * was sent (shared/contracts/priceLists), or null */
        vendor_price: Nullable(Money()),
      }),
    ),
    /** the extra charges asked on this work order (by the vendor or the store) */
    charges: Type.Array(
      Type.Object({
        id: Type.Integer(),
        amount: Money(),
        reason: Type.String(),
        status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
        /** who asked it: the vendor, or the store on the vendor's work */
        requested_by: Type.Union([
          Type.Literal('store_owner'),
          Type.Literal('vendor'),
        ]),
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
    /** the store's commission on this work order, as it applied when it was sent (ADR 0017); the
     * api always sends it, null when no rule applied */
    commission: Type.Optional(Nullable(WorkOrderCommission)),
  }),
]);
export type WorkOrder = Static<typeof WorkOrder>;

/** A vendor's extra charge on a work order (the store and the customer see 'requested by the vendor'). */
export const ChargeRequest = Type.Object({
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  reason: Type.String({ maxLength: 500 }),
});
export type ChargeRequest = Static<typeof ChargeRequest>;
