import { api, downloadFile, saveFile } from 'shared/api';
import type {
  VendorBilling,
  VendorCardReplace,
  VendorPlanChange,
  VendorPlanInvoicePage,
} from 'shared/contracts/vendorBilling';

// The vendor owner's billing (shared/contracts/vendorBilling): GET /vendor/billing, its
// invoices and their PDFs, PUT /vendor/billing/plan and /vendor/billing/card.

const BILLING_PATH = 'vendor/billing';
const INVOICES_PATH = `${BILLING_PATH}/invoices`;

export const billingKeys = {
  overview: () => [BILLING_PATH] as const,
  invoices: (query: Record<string, string | number>) =>
    [INVOICES_PATH, query] as const,
};

export function getBilling(): Promise<VendorBilling> {
  return api.get<VendorBilling>(BILLING_PATH);
}

export function getBillingInvoices(
  query: Record<string, string | number>,
): Promise<VendorPlanInvoicePage> {
  return api.get<VendorPlanInvoicePage>(INVOICES_PATH, { query });
}

/** Moves the workshop to another plan under the version shown (409 when stale or too small). */
export function changePlan(body: VendorPlanChange): Promise<VendorBilling> {
  return api.put<VendorBilling>(`${BILLING_PATH}/plan`, body);
}

/** Replaces the card the plan is paid with (400 on card.* when refused). */
export function replaceCard(body: VendorCardReplace): Promise<VendorBilling> {
  return api.put<VendorBilling>(`${BILLING_PATH}/card`, body);
}

/** Hands an invoice's PDF ('PLN-000001.pdf') to the browser's save. */
export async function downloadBillingInvoice(id: number): Promise<void> {
  saveFile(await downloadFile(`${INVOICES_PATH}/${id}/invoice.pdf`));
}
