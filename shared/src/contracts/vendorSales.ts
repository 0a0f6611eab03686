import { Type, type Static } from '@sinclair/typebox';
import { NAME_PATTERN, OPTIONAL_NAME_PATTERN } from '../validation/name';
import {
  DateTime,
  ESTIMATE_STATUSES,
  Money,
  Nullable,
  PageOf,
  SALES_ORDER_STATUSES,
  type Page,
} from './repairParts';
import { Day, EstimateAnswer, EstimateVersion } from './estimateQuotes';

// Wire records of one area: the vendor's own customers, sales orders and estimates (
// ADR 0012). TypeBox schemas the api validates with; the browser imports their types only.
// Routes (vendor owner and staff; another vendor's id answers 404):
//   GET  /vendor/customers?search&ordering&page&page_size → VendorCustomerPage
//   GET  /vendor/customers/:id                   → VendorCustomerDetail (orders, estimates)
//   PUT  /vendor/customers/:id                   VendorCustomerEdit → VendorCustomerDetail (409 stale)
//   POST /vendor/customers                       VendorCustomerInput → 201 VendorCustomer
//   GET  /vendor/sales-orders?status&search&date_from&date_to&ordering&page&page_size → VendorSalesOrderPage
//   POST /vendor/sales-orders                    VendorSalesOrderInput → 201 VendorSalesOrder
//   GET  /vendor/sales-orders/:id                → VendorSalesOrder (lines, customer, timeline)
//   POST /vendor/sales-orders/:id/status         StatusMove → VendorSalesOrder (409 stale or illegal)
//   POST /vendor/sales-orders/:id/notes          VendorNoteInput → 201 VendorEvent
//   GET  /vendor/sales-orders/import-template.csv → the import's template (CSV)
//   POST /vendor/sales-orders/import             VendorImportInput → 201 VendorImportResult
//                                                (400 VendorImportRefusal: nothing imported)
//   GET  /vendor/estimates?status&search&ordering&page&page_size → VendorEstimatePage
//   POST /vendor/estimates                       VendorSalesOrderInput → 201 VendorEstimate
//   GET  /vendor/estimates/:id                   → VendorEstimate
//   POST /vendor/estimates/:id/status            StatusMove → VendorEstimate (409 stale or illegal)
//   PUT  /vendor/estimates/:id/quote            QuoteInput → VendorEstimate (draft; 400 per line, 409 stale)
//   POST /vendor/estimates/:id/convert           { version } → 201 { sales_order_id }
//   GET  /vendor-estimates/by-token/:token       → VendorCustomerEstimate (the customer's link; 404)
//   POST /vendor-estimates/by-token/:token/answer EstimateAnswerInput → VendorCustomerEstimate (409)

/** Person names: shared/validation's one rule (letters of any script and spaces, 2 to 30). */
export { NAME_PATTERN } from '../validation/name';
/** (shared/validation's PHONE_REGEX), or nothing. */
export const PHONE_PATTERN =
  '^((\\+?\\d{1,3}[\\s.-]?)?\\(?\\d{3,4}\\)?([\\s.-]?\\d{3,4}){1,3})?$';
/**
 * Money input (digits with at most 2 decimals, no sign), at most 99,999,999.99 a
 * unit: what the price columns hold (migration 0011), so a big number is a 400, never a 500.
 */
export const MONEY_INPUT_PATTERN = '^\\d{1,8}(\\.\\d{1,2})?$';

export const VendorCustomer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
});
export type VendorCustomer = Static<typeof VendorCustomer>;
export * from './vendorCustomers';

export const VendorCustomerInput = Type.Object(
  {
    first_name: Type.String({ pattern: NAME_PATTERN }),
    last_name: Type.Optional(Type.String({ pattern: OPTIONAL_NAME_PATTERN })),
    email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
    phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
  },
  { additionalProperties: false },
);
export type VendorCustomerInput = Static<typeof VendorCustomerInput>;

/** The edit of one of the vendor's customers, under the version the editor saw. */
export const VendorCustomerEdit = Type.Object(
  { ...VendorCustomerInput.properties, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type VendorCustomerEdit = Static<typeof VendorCustomerEdit>;

/** A line of a vendor's order or estimate as typed (a cart line has name, cost, id). */
export const VendorLineInput = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 200 }),
    quantity: Type.Integer({ minimum: 1, maximum: 999 }),
    unit_price: Type.String({ pattern: MONEY_INPUT_PATTERN }),
  },
  { additionalProperties: false },
);
export type VendorLineInput = Static<typeof VendorLineInput>;

/**
 * The statuses in which the vendor may still edit a record's lines and notes (its price is open):
 * an order until the work is done, an estimate until the customer approved it.
 */
export const VENDOR_EDITABLE_STATUSES = {
  sales_order: ['new', 'in_progress'],
  estimate: ['requested', 'quoted'],
} as const satisfies Record<'sales_order' | 'estimate', readonly string[]>;

/** The edit of an order's or estimate's lines and notes, under the version the editor saw. */
export const VendorRecordEdit = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    lines: Type.Array(VendorLineInput, { minItems: 1, maxItems: 100 }),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type VendorRecordEdit = Static<typeof VendorRecordEdit>;

/** A new order or estimate: one of the vendor's customers (by id) or a new one, and its lines. */
export const VendorSalesOrderInput = Type.Object(
  {
    customer_id: Type.Optional(Type.Integer({ minimum: 1 })),
    customer: Type.Optional(VendorCustomerInput),
    lines: Type.Array(VendorLineInput, { minItems: 1, maxItems: 100 }),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type VendorSalesOrderInput = Static<typeof VendorSalesOrderInput>;

export const VendorLine = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  quantity: Type.Integer(),
  unit_price: Money(),
  amount: Money(),
});
export type VendorLine = Static<typeof VendorLine>;

export const VendorEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('status'),
    Type.Literal('note'),
    Type.Literal('edit'),
  ]),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
  body: Type.String(),
  actor_name: Type.String(),
  created_on: DateTime(),
});
export type VendorEvent = Static<typeof VendorEvent>;

export const VendorNoteInput = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export type VendorNoteInput = Static<typeof VendorNoteInput>;

const SalesOrderStatus = Type.Union(
  SALES_ORDER_STATUSES.map((s) => Type.Literal(s)),
);
const EstimateStatus = Type.Union(
  ESTIMATE_STATUSES.map((s) => Type.Literal(s)),
);

/** One row of the vendor's sales orders table. */
export const VendorSalesOrderListItem = Type.Object({
  id: Type.Integer(),
  order_no: Type.String({ description: 'as people read it: SO-1001' }),
  status: SalesOrderStatus,
  customer_name: Type.String(),
  customer_email: Type.String(),
  item_count: Type.Integer(),
  total: Money(),
  created_on: DateTime(),
  version: Type.Integer(),
});
export type VendorSalesOrderListItem = Static<typeof VendorSalesOrderListItem>;
export const VendorSalesOrderPage = PageOf(VendorSalesOrderListItem);
export type VendorSalesOrderPage = Page<VendorSalesOrderListItem>;

/** The list's `ordering` values without the '-' of descending. */
export const VENDOR_SALES_ORDER_ORDERINGS = [
  'created_on',
  'order_no',
  'total',
  'status',
  'customer_name',
] as const;

export const VendorSalesOrder = Type.Object({
  ...VendorSalesOrderListItem.properties,
  customer: VendorCustomer,
  lines: Type.Array(VendorLine),
  notes: Type.String(),
  source: Type.Union([
    Type.Literal('portal'),
    Type.Literal('import'),
    Type.Literal('estimate'),
  ]),
  events: Type.Array(VendorEvent),
});
export type VendorSalesOrder = Static<typeof VendorSalesOrder>;

export const VendorEstimateListItem = Type.Object({
  id: Type.Integer(),
  estimate_no: Type.String({ description: 'as people read it: EST-1001' }),
  status: EstimateStatus,
  customer_name: Type.String(),
  customer_email: Type.String(),
  total: Money(),
  created_on: DateTime(),
  version: Type.Integer(),
});
export type VendorEstimateListItem = Static<typeof VendorEstimateListItem>;
export const VendorEstimatePage = PageOf(VendorEstimateListItem);
export type VendorEstimatePage = Page<VendorEstimateListItem>;
export const VENDOR_ESTIMATE_ORDERINGS = [
  'created_on',
  'estimate_no',
  'total',
  'status',
  'customer_name',
] as const;

export const VendorEstimate = Type.Object({
  ...VendorEstimateListItem.properties,
  customer: VendorCustomer,
  lines: Type.Array(VendorLine),
  notes: Type.String(),
  /** the order it became (status converted) */
  sales_order_id: Nullable(Type.Integer()),
  events: Type.Array(VendorEvent),
  /** the vendor's draft of the quote and every version it sent, the latest first (ADR 0026) */
  message: Type.String(),
  valid_until: Nullable(Day()),
  not_to_exceed: Nullable(Money()),
  quote_version: Type.Integer(),
  /** line id → 'service' (asked for), 'part' or 'labour' (added by the vendor) */
  line_kinds: Type.Record(Type.String(), Type.String()),
  versions: Type.Array(EstimateVersion),
  /** the customer's answer through the estimate's link: who, when, the version and their note */
  answer: Nullable(EstimateAnswer),
});
export type VendorEstimate = Static<typeof VendorEstimate>;

/** The columns of the import's file, in the template's order. */
export const IMPORT_COLUMNS = [
  'order_ref',
  'customer_email',
  'customer_first_name',
  'customer_last_name',
  'customer_phone',
  'description',
  'quantity',
  'unit_price',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The import's file: CSV or XLSX, base64 (2 MB at most). */
export const VendorImportInput = Type.Object(
  {
    file_name: Type.String({
      pattern: '^.{1,200}\\.(csv|xlsx|CSV|XLSX)$',
      description: 'decides how the file is read',
    }),
    content: Type.String({ minLength: 1, maxLength: 2_800_000 }),
  },
  { additionalProperties: false },
);
export type VendorImportInput = Static<typeof VendorImportInput>;

/** What went wrong in one cell (row 1 is the header: the first order line is row 2). */
export const ImportRowError = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  column: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** The 400 answer of a refused import: nothing was imported. */
export const VendorImportRefusal = Type.Object({
  code: Type.Literal('IMPORT_INVALID'),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.String()),
  row_errors: Type.Array(ImportRowError),
});
export type VendorImportRefusal = Static<typeof VendorImportRefusal>;

export const VendorImportResult = Type.Object({
  imported: Type.Integer({ minimum: 1 }),
  orders: Type.Array(
    Type.Object({ id: Type.Integer(), order_no: Type.String() }),
  ),
});
export type VendorImportResult = Static<typeof VendorImportResult>;

export const VendorConvertInput = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type VendorConvertInput = Static<typeof VendorConvertInput>;

/** How people read a vendor's order and estimate numbers. */
export const vendorOrderLabel = (n: number) => `SO-${n}`;
export const vendorEstimateLabel = (n: number) => `EST-${n}`;
