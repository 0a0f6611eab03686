import { api, downloadFile, saveFile, type Query } from 'shared/api';
import type {
  BillingOverview,
  CardReplace,
  InvoicePage,
  PlanChange,
} from 'shared/contracts/billing';

// The store's billing: GET/PUT /stores/:store_id/billing…

const billingPath = (storeId: number) => `stores/${storeId}/billing`;

export const billingKeys = {
  overview: (storeId: number) => [billingPath(storeId)] as const,
  invoices: (storeId: number, query: Query) =>
    [`${billingPath(storeId)}/invoices`, query] as const,
};

export function getBilling(storeId: number): Promise<BillingOverview> {
  return api.get<BillingOverview>(billingPath(storeId));
}

export function getInvoices(
  storeId: number,
  query: Query,
): Promise<InvoicePage> {
  return api.get<InvoicePage>(`${billingPath(storeId)}/invoices`, { query });
}

export function changePlan(
  storeId: number,
  body: PlanChange,
): Promise<BillingOverview> {
  return api.put<BillingOverview>(`${billingPath(storeId)}/plan`, body);
}

export function replaceCard(
  storeId: number,
  body: CardReplace,
): Promise<BillingOverview> {
  return api.put<BillingOverview>(`${billingPath(storeId)}/card`, body);
}

/** Downloads an invoice's PDF and hands it to the browser's save dialog. */
export async function downloadInvoice(
  storeId: number,
  id: number,
): Promise<void> {
  saveFile(
    await downloadFile(`${billingPath(storeId)}/invoices/${id}/invoice.pdf`),
  );
}
