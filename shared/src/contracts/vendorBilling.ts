import { Type, type Static } from '@sinclair/typebox';
import { CardReplace, InvoicePage, InvoiceQuery, PlanChange } from './billing';
import { Money, Nullable } from './repairParts';
import { VendorPlan } from './vendorOnboarding';
import { TeamSeats } from './vendorTeam';

// The vendor owner's billing: /portal/setting/billing, /portal/setting/plan and
// /portal/setting/payment. The vendor's owner only: vendor staff and everyone else 403.
//   GET /vendor/billing                                   → VendorBilling
//   GET /vendor/billing/invoices?page&page_size&search&ordering → InvoicePage (the platform's
//       invoices to the vendor: the same record as a store's, numbered 'PLN-000001')
//   GET /vendor/billing/invoices/{id}/invoice.pdf         → the invoice as a PDF (another vendor's: 404)
//   PUT /vendor/billing/plan   PlanChange → VendorBilling (409 stale, or a plan with fewer users than
//       the team holds, PLAN.SEATS)
//   PUT /vendor/billing/card   CardReplace → VendorBilling (400 on card.* when refused; nothing changes)
// Every write carries the version the owner saw; a stale one answers 409 with the billing as it is.
// A plan change is not prorated: it applies at once (its seats too), and issues the new plan's
// invoice for the month from the next bill date, due then; a later change in the same month voids
// that invoice. The month already paid is neither refunded nor topped up.

export const VENDOR_BILLING_MESSAGES = {
  ownerOnly: 'Only the owner of the workshop manages its billing.',
  samePlan: 'Your workshop is already on this plan.',
  noPlan: 'Your workshop has no plan yet. Please finish your set-up first.',
  /** {count} people, the {plan}, its {allowed} users */
  tooManyUsers:
    'Your team has {count} people (active or invited) and the {plan} plan includes {allowed}. Deactivate team members or withdraw invitations first, or choose a larger plan.',
} as const;

/** The platform's invoices to a vendor: statuses (a replaced plan change's invoice is void). */
export const VENDOR_PLAN_INVOICE_STATUSES = ['paid', 'due', 'void'] as const;

/** A platform invoice's status in words. */
export const planInvoiceStatusLabel = (status: string): string =>
  status === 'paid'
    ? 'Paid'
    : status === 'due'
      ? 'Due'
      : status === 'void'
        ? 'Void'
        : 'Other';

export const VendorBilling = Type.Object({
  plan: Nullable(VendorPlan),
  /** every plan, cheapest first (the plan page's choices) */
  plans: Type.Array(VendorPlan),
  /** the next monthly bill: its date and amount (the plan's price); null without a plan */
  next_bill_on: Nullable(Type.String({ format: 'date' })),
  next_bill_amount: Nullable(Money()),
  /** the card the plan is paid with: brand (when known) and last four digits, never the number */
  card: Nullable(
    Type.Object({ brand: Nullable(Type.String()), last4: Type.String() }),
  ),
  /** where payouts go: the holder, the kind and the last four digits only */
  payout: Nullable(
    Type.Object({
      kind: Type.Union([Type.Literal('iban'), Type.Literal('us')]),
      account_holder: Type.String(),
      last4: Type.String(),
    }),
  ),
  seats: TeamSeats,
  version: Type.Integer(),
});
export type VendorBilling = Static<typeof VendorBilling>;

/** The records the store's billing defines (one definition), under the vendor's names. */
export {
  CardReplace as VendorCardReplace,
  InvoicePage as VendorPlanInvoicePage,
  InvoiceQuery as VendorPlanInvoiceQuery,
  PlanChange as VendorPlanChange,
};
export type { StoreInvoice as VendorPlanInvoice } from './billing';
