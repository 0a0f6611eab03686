import type {
  VendorBilling,
  VendorPlanInvoice,
  VendorPlanInvoicePage,
} from 'shared/contracts/vendorBilling';

// Wire records of the billing pages' tests, shaped like shared/contracts/vendorBilling's: Fixit on
// the Workshop plan.

export const PLANS: VendorBilling['plans'] = [
  {
    id: 1,
    name: 'Bench',
    description: 'One jeweller at the bench',
    monthly_price: '19.00',
    users_included: 1,
  },
  {
    id: 2,
    name: 'Workshop',
    description: 'A team of up to 5',
    monthly_price: '49.00',
    users_included: 5,
  },
  {
    id: 3,
    name: 'Studio',
    description: 'A team of up to 20',
    monthly_price: '99.00',
    users_included: 20,
  },
];

export const billingOf = (
  over: Partial<VendorBilling> = {},
): VendorBilling => ({
  plan: PLANS[1]!,
  plans: PLANS,
  next_bill_on: '2026-12-07',
  next_bill_amount: '49.00',
  card: { brand: 'visa', last4: '4242' },
  payout: { kind: 'us', account_holder: 'Felix Fixit', last4: '6789' },
  seats: { used: 3, included: 5, plan_name: 'Workshop' },
  version: 1,
  ...over,
});

export const invoiceOf = (
  over: Partial<VendorPlanInvoice> = {},
): VendorPlanInvoice => ({
  id: 7,
  number: 'PLN-000007',
  kind: 'plan',
  description: 'Workshop plan, first month',
  amount: '49.00',
  status: 'paid',
  issued_on: '2026-11-07T10:00:00.000Z',
  period_start: '2026-11-07',
  period_end: '2026-12-07',
  ...over,
});

export const invoicePageOf = (
  results: VendorPlanInvoice[],
): VendorPlanInvoicePage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: {},
});

/** The api's refusal of a vendor staff member. */
export const STAFF_REFUSED = {
  status: 403,
  body: {
    code: 'FORBIDDEN',
    message: 'Only the owner of the workshop manages its billing.',
    errors: {},
  },
};
