// Node-side setup of the vendor invoice journey (straight to 127.0.0.1: Node does not resolve
// *.localhost): Acme sends Fixit a work order (vendor-work-api), Fixit moves it to done through the
// api as its shop floor does, and what the api then offers to bill for it.
import { API_ORIGIN, VENDOR_OWNER } from '../support/env';
import { call, getStoreSettings, loginToken } from './api';
import { sendWorkToFixit } from './vendor-work-api';

export interface DoneJob {
  workOrderId: number;
  /** 'WO-1000042-1', as the pages show it */
  label: string;
  storeId: number;
  storeName: string;
  /** the amount the invoice form starts with (the lines' vendor prices) */
  amount: string;
  /** Fixit's owner's access token */
  vendorToken: string;
}

interface Billable {
  work_order_id: number;
  work_order_label: string;
  amount: string;
}

/** The done work orders the api offers Fixit to bill the store for. */
export const billableTo = (token: string, storeId: number) =>
  call<Billable[]>(
    'GET',
    `/vendor/invoices/billable?store_id=${storeId}`,
    token,
  );

/** Acme's new work order for Fixit, accepted, started and done by Fixit's owner. */
export async function doneWorkForFixit(): Promise<DoneJob> {
  const job = await sendWorkToFixit();
  const vendorToken = await loginToken('vendor', VENDOR_OWNER);
  let { version } = await call<{ version: number }>(
    'GET',
    `/work-orders/${job.workOrderId}`,
    vendorToken,
  );
  for (const to of ['accepted', 'in_progress', 'done'])
    ({ version } = await call<{ version: number }>(
      'POST',
      `/work-orders/${job.workOrderId}/status`,
      vendorToken,
      { to, version },
    ));
  const settings = await getStoreSettings('acme.localhost');
  const billable = await billableTo(vendorToken, settings.store_id);
  const mine = billable.find((w) => w.work_order_id === job.workOrderId);
  if (!mine) throw new Error(`WO-${job.workOrderNo} is not billable to Acme`);
  return {
    workOrderId: job.workOrderId,
    label: mine.work_order_label,
    storeId: settings.store_id,
    storeName: settings.store.name,
    amount: mine.amount,
    vendorToken,
  };
}

/** The status an api path answers for a token (200, 403…). */
export async function statusFor(token: string, path: string): Promise<number> {
  const res = await fetch(`${API_ORIGIN}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}
