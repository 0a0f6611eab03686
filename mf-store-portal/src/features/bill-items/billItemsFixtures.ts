import type { BillItems, StoreInvoice } from 'shared/contracts/billing';

// The api's answers for Acme's plan items in the page's tests: the Growth plan (3 locations, $15.00
// an extra one), 2 extra bought, 4 locations in use, 10 of 30 days left in the period.

export const itemsOf = (overrides: Partial<BillItems> = {}): BillItems => ({
  plan: {
    id: 2,
    name: 'Growth',
    monthly_price: '79.00',
    locations_included: 3,
    price_per_extra_location: '15.00',
  },
  locations_included: 3,
  extra_locations: 2,
  locations_leaving: 0,
  leaving_on: null,
  locations_in_use: 4,
  removable_locations: 1,
  addable_locations: 98,
  period: {
    start: '2026-11-07',
    end: '2026-12-07',
    days_in_period: 30,
    days_left: 10,
  },
  prorated_location_amount: '5.00',
  monthly_total: '109.00',
  next_monthly_total: '109.00',
  card: { brand: 'visa', last4: '4242' },
  version: 4,
  ...overrides,
});

export const locationsInvoiceOf = (
  overrides: Partial<StoreInvoice> = {},
): StoreInvoice => ({
  id: 12,
  number: 'INV-000012',
  kind: 'locations',
  description: '3 extra locations to 07, Dec 2026, prorated for 10 of 30 days',
  amount: '15.00',
  status: 'paid',
  issued_on: '2026-11-27T10:00:00.000Z',
  period_start: '2026-11-27',
  period_end: '2026-12-07',
  lines: [
    {
      item: 'extra_location',
      quantity: 3,
      unit_amount: '15.00',
      period_start: '2026-11-27',
      period_end: '2026-12-07',
      days_charged: 10,
      days_in_period: 30,
      amount: '15.00',
    },
  ],
  ...overrides,
});
