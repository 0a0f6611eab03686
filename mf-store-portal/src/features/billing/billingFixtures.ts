import type {
  BillingOverview,
  InvoicePage,
  StoreInvoice,
} from 'shared/contracts/billing';

// Wire records of the billing page's tests (the api's answers for Acme).

export const PLANS = [
  {
    id: 1,
    name: 'Starter',
    monthly_price: '29.00',
    locations_included: 1,
    price_per_extra_location: '19.00',
  },
  {
    id: 2,
    name: 'Growth',
    monthly_price: '79.00',
    locations_included: 3,
    price_per_extra_location: '15.00',
  },
  {
    id: 3,
    name: 'Scale',
    monthly_price: '199.00',
    locations_included: 10,
    price_per_extra_location: '9.00',
  },
];

export const billingOf = (
  overrides: Partial<BillingOverview> = {},
): BillingOverview => ({
  plan: PLANS[1]!,
  extra_locations: 1,
  locations_in_use: 2,
  monthly_total: '94.00',
  next_renewal: '2026-12-07',
  card: { brand: 'visa', last4: '4242' },
  plans: PLANS,
  version: 1,
  ...overrides,
});

export const invoiceOf = (
  overrides: Partial<StoreInvoice> = {},
): StoreInvoice => ({
  id: 7,
  number: 'INV-000007',
  kind: 'plan',
  description: 'Growth plan, first month',
  amount: '94.00',
  status: 'paid',
  issued_on: '2026-11-07T10:00:00.000Z',
  period_start: '2026-11-07',
  period_end: '2026-12-07',
  ...overrides,
});

export const invoicePageOf = (results: StoreInvoice[]): InvoicePage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: {},
});
