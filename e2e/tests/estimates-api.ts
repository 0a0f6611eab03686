// Node-side set-up of the estimate browser tests: a customer's estimate request through the api,
// and the link to an estimate that its mail carries.
import { expect } from '@playwright/test';
import { readOutbox } from './account-api';
import { call, customerToken, getStoreSettings } from './api';
import { plainService } from './notifications-api';

const LOAD = { timeout: 30_000 };

/** Jane's estimate request at Acme for one plain service, made as she would through checkout. */
export async function requestEstimate(email: string, note: string) {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const service = await plainService(storeId);
  const customer = await customerToken(storeId, email);
  await call('POST', '/add-to-carts', customer, {
    store_id: storeId,
    service_id: service.id,
    quantity: 1,
    answers: {},
  });
  const { estimate } = await call<{
    estimate: { id: number; estimate_no: string };
  }>('POST', '/estimates', customer, {
    store_id: storeId,
    idempotency_key: `e2e-estimate-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    contact: {
      first_name: 'Jane',
      last_name: 'Doe',
      email,
      phone: '555 123 4567',
    },
    notes: note,
  });
  return estimate;
}

/**
 * The newest mailed link to an estimate ('/estimate/{token}'), waiting for the mail to `to` whose
 * subject names `estimateNo`. Only the path: the test opens it on the suite's own host and port.
 */
export async function mailedEstimateLink(to: string, estimateNo: string) {
  let path: string | null = null;
  await expect
    .poll(async () => {
      for (const mail of await readOutbox(to)) {
        if (!mail.subject.includes(estimateNo)) continue;
        const found = /\/estimate\/([A-Za-z0-9_-]{32,64})/.exec(mail.text);
        if (found) {
          path = `/estimate/${found[1]}`;
          return true;
        }
      }
      return false;
    }, LOAD)
    .toBe(true);
  return path!;
}
