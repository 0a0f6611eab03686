import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money, Nullable, PageOf, type Page } from './repairParts';

// The vendor's invoices to stores (/portal/invoices, /portal/invoice/{id}):
// the vendor bills a store it works with for done work orders, at the work orders' vendor prices
// (shared/contracts/priceLists; the vendor may change an amount), and marks the invoice paid or voids
// it. A work order is on at most one invoice that is not void. The invoice downloads as a PDF.
//
// Routes (under /api/v1), the vendor owner (7) only; vendor staff and everyone else 403; another
// vendor's invoice, or a store the vendor does not work with, 404.
//   GET  /vendor/invoices?search&status&store_id&ordering&page&page_size → VendorInvoicePage
//   GET  /vendor/invoices/billable?store_id → BillableWorkOrder[] (done, on no open or paid invoice;
//        the store's bill items waiting to be invoiced: GET /vendor/bill-items?store_id)
//   POST /vendor/invoices   VendorInvoiceInput → 201 VendorInvoice (400 with errors keyed
//        `items.N.work_order_id` / `items.N.amount` / `bill_item_ids.N` / `due_on` / `store_id`)
//   GET  /vendor/invoices/:id → VendorInvoice
//   POST /vendor/invoices/:id/status   VendorInvoiceStatusInput → VendorInvoice (open → paid or void;
//        409 stale with `current`, or when the invoice is no longer open)
//   GET  /vendor/invoices/:id/pdf → the invoice as a PDF download ('invoice-INV-00001.pdf')

export const VENDOR_INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type VendorInvoiceStatus = (typeof VENDOR_INVOICE_STATUSES)[number];
export const VENDOR_INVOICE_ORDERINGS = [
  'invoice_no',
  'issued_on',
  'due_on',
  'total',
] as const;

export const VENDOR_INVOICE_MESSAGES = {
  notFound: 'This invoice does not exist or is not yours.',
  storeNotFound: 'This store does not exist or does not work with you.',
  workOrder:
    'This work order is not a done work order of this store sent to you.',
  invoiced: 'This work order is already on another invoice.',
  repeated: 'This work order is listed twice.',
  amount: 'Please enter a valid amount with at most 2 decimals',
  dueOn: 'The due date must not be before today.',
  empty: 'Choose at least one work order or bill item to bill.',
  billItem:
    'This bill item is not one of this store’s items waiting to be invoiced.',
  billItemInvoiced: 'This bill item is already on another invoice.',
  billItemRepeated: 'This bill item is listed twice.',
  tooLarge: 'The invoice total must stay below 10,000,000,000.00.',
  notOpen: 'Only an open invoice can be marked paid or voided.',
  stale:
    'Someone else changed this invoice while you were looking at it. It now shows what they saved.',
} as const;

export const VendorInvoiceQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(
    Type.Union(VENDOR_INVOICE_STATUSES.map((s) => Type.Literal(s))),
  ),
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ordering: Type.Optional(
    Type.Union(
      VENDOR_INVOICE_ORDERINGS.flatMap((o) => [o, `-${o}`]).map((o) =>
        Type.Literal(o),
      ),
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type VendorInvoiceQuery = Static<typeof VendorInvoiceQuery>;

const StoreRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const VendorInvoiceListItem = Type.Object({
  id: Type.Integer(),
  /** 'INV-00001', counted per vendor */
  invoice_no: Type.String(),
  store: StoreRef,
  status: Type.Union(VENDOR_INVOICE_STATUSES.map((s) => Type.Literal(s))),
  issued_on: DateTime(),
  due_on: Type.String({ format: 'date' }),
  total: Money(),
  work_order_count: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 1 }),
});
export type VendorInvoiceListItem = Static<typeof VendorInvoiceListItem>;
export const VendorInvoicePage = PageOf(VendorInvoiceListItem);
export type VendorInvoicePage = Page<VendorInvoiceListItem>;

/** A done work order the vendor may bill the store for, at its lines' vendor prices. */
export const BillableWorkOrder = Type.Object({
  work_order_id: Type.Integer(),
  /** 'WO-1000042-1' */
  work_order_label: Type.String(),
  order_no: Type.String(),
  done_on: DateTime(),
  /** the lines' services, 'Ring Sizing ×2, Engraving' */
  description: Type.String(),
  /** the sum of the lines' vendor prices times their quantities */
  amount: Money(),
  /** some line has no vendor price (its amount counts 0) */
  has_unpriced_lines: Type.Boolean(),
});
export type BillableWorkOrder = Static<typeof BillableWorkOrder>;
export const BillableWorkOrderList = Type.Array(BillableWorkOrder);
export type BillableWorkOrderList = Static<typeof BillableWorkOrderList>;

export const BillableQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
});
export type BillableQuery = Static<typeof BillableQuery>;

export const VendorInvoiceInput = Type.Object(
  {
    store_id: Type.Integer({ minimum: 1 }),
    due_on: Type.String({ format: 'date' }),
    note: Type.String({ maxLength: 2000 }),
    items: Type.Array(
      Type.Object(
        {
          work_order_id: Type.Integer({ minimum: 1 }),
          amount: Type.String({ maxLength: 13 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
    /** the store's bill items to bill at their amounts (shared/contracts/vendorBillItems) */
    bill_item_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
        maxItems: 500,
      }),
    ),
  },
  { additionalProperties: false },
);
export type VendorInvoiceInput = Static<typeof VendorInvoiceInput>;

export const VendorInvoice = Type.Composite([
  VendorInvoiceListItem,
  Type.Object({
    note: Type.String(),
    paid_on: Nullable(DateTime()),
    voided_on: Nullable(DateTime()),
    vendor: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      /** as the invoice settings said when it was issued ('' for none) */
      tax_id: Type.String(),
    }),
    /** as the invoice settings said when it was issued ('' for none) */
    footer: Type.String(),
    items: Type.Array(
      Type.Object({
        work_order_id: Type.Integer(),
        work_order_label: Type.String(),
        order_no: Type.String(),
        description: Type.String(),
        amount: Money(),
        /** the store's commission the work order carries (ADR 0017), deducted; the api always sends it */
        commission: Type.Optional(Money()),
      }),
    ),
    /** the extra bill items (shared/contracts/vendorBillItems) as billed; the api always sends it */
    bill_items: Type.Optional(
      Type.Array(
        Type.Object({
          bill_item_id: Type.Integer(),
          description: Type.String(),
          quantity: Type.Integer({ minimum: 1 }),
          unit_price: Money(),
          amount: Money(),
        }),
      ),
    ),
    /** the items' commissions together (ADR 0017); the api always sends it */
    commission: Type.Optional(Money()),
    /** what the store pays: the total less the commission, never below 0.00; the api always sends it */
    amount_due: Type.Optional(Money()),
  }),
]);
export type VendorInvoice = Static<typeof VendorInvoice>;

export const VendorInvoiceStatusInput = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    status: Type.Union([Type.Literal('paid'), Type.Literal('void')]),
  },
  { additionalProperties: false },
);
export type VendorInvoiceStatusInput = Static<typeof VendorInvoiceStatusInput>;

// The owner's invoice settings (/portal/setting/invoice): the payment terms a new invoice's due date
// starts from, the tax id and the footer the PDF prints. Owner only, under a version.
//   GET /vendor/settings/invoice → VendorInvoiceSettings
//   PUT /vendor/settings/invoice   VendorInvoiceSettingsInput → VendorInvoiceSettings (409 stale)

export const INVOICE_SETTINGS_MESSAGES = {
  terms: 'Payment terms are between 0 and 365 days.',
  saved: 'Invoice settings saved.',
  stale:
    'Someone else changed these settings while you were editing them. They now show what they saved.',
} as const;

export const VendorInvoiceSettings = Type.Object({
  /** days from the issue date to the due date of a new invoice */
  payment_terms_days: Type.Integer({ minimum: 0, maximum: 365 }),
  /** printed under the vendor's name ('' for none) */
  tax_id: Type.String({ maxLength: 60 }),
  /** printed at the foot of every invoice: bank details, thanks ('' for none) */
  footer: Type.String({ maxLength: 1000 }),
  version: Type.Integer({ minimum: 1 }),
});
export type VendorInvoiceSettings = Static<typeof VendorInvoiceSettings>;

export const VendorInvoiceSettingsInput = Type.Object(
  {
    payment_terms_days: Type.Integer({ minimum: 0, maximum: 365 }),
    tax_id: Type.String({ maxLength: 60 }),
    footer: Type.String({ maxLength: 1000 }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type VendorInvoiceSettingsInput = Static<
  typeof VendorInvoiceSettingsInput
>;
