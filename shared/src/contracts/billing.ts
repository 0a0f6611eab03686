import { Type, type Static } from '@sinclair/typebox';
import { PlanPayment } from './onboarding';
import { BillItems } from './billItems';
import { PageOf, type Page } from './repairParts';

// The store portal's billing and integrations pages: the owner's; staff with the billing
// module (7) or the integration module (8) at view level read them, nobody else.
//   GET  /stores/{store_id}/billing                   → BillingOverview
//   GET  /stores/{store_id}/billing/invoices?page&page_size&search&ordering → InvoicePage
//   GET  /stores/{store_id}/billing/invoices/{id}/invoice.pdf     → the invoice as a PDF
//   PUT  /stores/{store_id}/billing/plan              PlanChange → BillingOverview (owner; 409 stale
//        or below the locations in use)
//   PUT  /stores/{store_id}/billing/card              CardReplace → BillingOverview (owner; 400 refused)
//   GET  /stores/{store_id}/integrations              → Integrations
//   POST /stores/{store_id}/integrations/carriers     CarrierAccountInput → Integrations (owner)
//   PUT  /stores/{store_id}/integrations/carriers/{id} CarrierAccountEdit → Integrations (owner)
//   DELETE /stores/{store_id}/integrations/carriers/{id} → Integrations (owner)
//   PUT  /stores/{store_id}/integrations/url          UrlIntegrationEdit → Integrations (owner)
//   PUT  /stores/{store_id}/integrations/scripts      ScriptsEdit → Integrations (owner)
// Every write carries the version the caller saw; a stale one answers 409 with the record as it is.
// /addbillitems (the store's owner only: staff and the super admin 403, another store's id 404):
//   GET  /stores/{store_id}/billing/items                 → BillItems
//   POST /stores/{store_id}/billing/items                 BillItemsPurchase → BillItemsReceipt
//        (400 refused card, nothing changes; 409 stale, or PRICE.CHANGED with the items as they are)
//   POST /stores/{store_id}/billing/items/remove          BillItemsRemoval → BillItems
//        (extra locations not in use leave at the period's end, no refund; 400 more than are free)
// A purchase here or on /pay-per-location is prorated (api/src/areas/billing/proration.ts) and invoiced
// with its lines (StoreInvoice.lines). The items' own records are in ./billItems.ts.

export const BILLING_MESSAGES = {
  ownerOnly: 'Only the store owner changes billing and integrations.',
  denied: 'You do not have permission to see this page.',
  stale:
    'Someone else changed this since you opened it. Here it is as it is now.',
  samePlan: 'Your store is already on this plan.',
  unknownPlan: 'Please choose a plan.',
  noPlan: 'Your store has no plan yet. Please finish your set-up first.',
  tooManyLocations:
    'Your store uses {count} locations and this plan allows {allowed}. Remove locations first, or choose a larger plan.',
  invoiceNotFound: 'Invoice not found.',
  carrierNotFound: 'Carrier account not found.',
  accountNumber: 'Please enter 5 to 30 letters and digits.',
  carrierTaken: 'This carrier account is already on your store.',
  scriptUrl:
    'Please enter the http or https address of a script (no markup or code).',
} as const;

/** The shipping carriers (1 Fedex, 2 USPS, any other value UPS). */
export const CARRIERS = [
  { id: 1, name: 'Fedex' },
  { id: 2, name: 'USPS' },
  { id: 3, name: 'UPS' },
] as const;

/** The carrier's name as the spec shows it: 1 Fedex, 2 USPS, anything else UPS. */
export const carrierLabel = (carrier: number): string =>
  carrier === 1 ? 'Fedex' : carrier === 2 ? 'USPS' : 'UPS';

const Money = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const BillingOverview = Type.Object({
  plan: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      monthly_price: Money,
      locations_included: Type.Integer(),
      price_per_extra_location: Money,
    }),
    Type.Null(),
  ]),
  extra_locations: Type.Integer(),
  locations_in_use: Type.Integer(),
  monthly_total: Money,
  next_renewal: Nullable(Type.String({ format: 'date' })),
  /** The card on file: its brand and last four digits only, never the number. */
  card: Type.Union([
    Type.Object({ brand: Type.String(), last4: Type.String() }),
    Type.Null(),
  ]),
  plans: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      monthly_price: Money,
      locations_included: Type.Integer(),
      price_per_extra_location: Money,
    }),
  ),
  version: Type.Integer(),
  /** extra locations removed from the next period on (still paid and counted until leaving_on) */
  locations_leaving: Type.Optional(Type.Integer()),
  leaving_on: Type.Optional(Nullable(Type.String({ format: 'date' }))),
});
export type BillingOverview = Static<typeof BillingOverview>;

export const INVOICE_KINDS = ['plan', 'plan_change', 'locations'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const invoiceKindLabel = (kind: string): string =>
  kind === 'plan'
    ? 'Plan'
    : kind === 'plan_change'
      ? 'Plan change'
      : kind === 'locations'
        ? 'Extra locations'
        : 'Other';

/** The items a store buys on its plan (/addbillitems): extra locations only (plans limit no users). */
export const BILL_ITEMS = ['extra_location'] as const;
export type BillItem = (typeof BILL_ITEMS)[number];
export const billItemLabel = (item: string): string =>
  item === 'extra_location' ? 'Extra location' : 'Other';

/** One line of an invoice: an item, how many, the days of the period it pays for and its amount. */
export const StoreInvoiceLine = Type.Object({
  item: Type.String(),
  quantity: Type.Integer(),
  /** a month's price of one */
  unit_amount: Money,
  period_start: Type.String({ format: 'date' }),
  period_end: Type.String({ format: 'date' }),
  days_charged: Type.Integer(),
  days_in_period: Type.Integer(),
  /** quantity × the unit amount prorated over the days charged */
  amount: Money,
});
export type StoreInvoiceLine = Static<typeof StoreInvoiceLine>;

export const StoreInvoice = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  kind: Type.String(),
  description: Type.String(),
  amount: Money,
  status: Type.String(),
  issued_on: Type.String(),
  period_start: Type.String({ format: 'date' }),
  period_end: Type.String({ format: 'date' }),
  /** the invoice's lines (purchases of items); none on plan invoices */
  lines: Type.Optional(Type.Array(StoreInvoiceLine)),
});
export type StoreInvoice = Static<typeof StoreInvoice>;
export const InvoicePage = PageOf(StoreInvoice);
export type InvoicePage = Page<StoreInvoice>;

export const InvoiceQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** part of the invoice number or its description */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ordering: Type.Optional(
    Type.Union([
      Type.Literal('issued_on'),
      Type.Literal('-issued_on'),
      Type.Literal('amount'),
      Type.Literal('-amount'),
    ]),
  ),
});
export type InvoiceQuery = Static<typeof InvoiceQuery>;

export const PlanChange = Type.Object(
  {
    plan_id: Type.Integer({ minimum: 1 }),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type PlanChange = Static<typeof PlanChange>;

export const CardReplace = Type.Object(
  { card: PlanPayment.properties.card, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type CardReplace = Static<typeof CardReplace>;

export const CarrierAccount = Type.Object({
  id: Type.Integer(),
  carrier: Type.Integer(),
  account_number: Type.String(),
  is_active: Type.Boolean(),
  version: Type.Integer(),
});
export type CarrierAccount = Static<typeof CarrierAccount>;

export const CarrierAccountInput = Type.Object(
  {
    carrier: Type.Integer({ minimum: 1, maximum: 3 }),
    account_number: Type.String({ maxLength: 60 }),
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CarrierAccountInput = Static<typeof CarrierAccountInput>;

export const CarrierAccountEdit = Type.Object(
  {
    ...CarrierAccountInput.properties,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type CarrierAccountEdit = Static<typeof CarrierAccountEdit>;

/** The store's script settings (the shell loads each from its address on the storefront). */
export const SCRIPT_FIELDS = [
  'ada_script',
  'google_analytics_script',
  'google_tag_script',
] as const;
export type ScriptField = (typeof SCRIPT_FIELDS)[number];

export const Integrations = Type.Object({
  carriers: Type.Array(CarrierAccount),
  stripe: Type.Object({
    provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
    status: Type.Union([
      Type.Literal('connected'),
      Type.Literal('not_connected'),
      Type.Literal('not_configured'),
    ]),
    account_last4: Nullable(Type.String()),
  }),
  is_url_integration_enabled: Type.Boolean(),
  ada_script: Nullable(Type.String()),
  google_analytics_script: Nullable(Type.String()),
  google_tag_script: Nullable(Type.String()),
  version: Type.Integer(),
});
export type Integrations = Static<typeof Integrations>;

export const UrlIntegrationEdit = Type.Object(
  { is_enabled: Type.Boolean(), version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type UrlIntegrationEdit = Static<typeof UrlIntegrationEdit>;

const ScriptValue = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]);
export const ScriptsEdit = Type.Object(
  {
    ada_script: ScriptValue,
    google_analytics_script: ScriptValue,
    google_tag_script: ScriptValue,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ScriptsEdit = Static<typeof ScriptsEdit>;

/** What a purchase answers: the items as they are now and the invoice it issued. */
export const BillItemsReceipt = Type.Object({
  items: BillItems,
  invoice: StoreInvoice,
});
export type BillItemsReceipt = Static<typeof BillItemsReceipt>;

export {
  BILL_ITEM_MESSAGES,
  BillItems,
  BillItemsPurchase,
  BillItemsRemoval,
  MAX_EXTRA_LOCATIONS,
} from './billItems';
