// Node-side set-up of the estimate browser tests: a customer's estimate request through the api,
// and the link to an estimate that its mail carries.
import { expect } from '@playwright/test';
import { readOutbox } from './account-api';
import { ACME_OWNER } from '../support/env';
import { call, customerToken, getStoreSettings, loginToken } from './api';
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

/** What the Acme owner writes on a quote: one price for the request's line, and its terms. */
export interface QuoteTerms {
  unit_price: string;
  message: string;
  valid_until: string | null;
  not_to_exceed: string | null;
}

/**
 * Jane's estimate request (as `requestEstimate`), priced and sent by the Acme owner: the estimate,
 * the owner's token and the link its mail carries.
 */
export async function quotedEstimate(
  email: string,
  note: string,
  { unit_price, ...terms }: QuoteTerms,
) {
  const estimate = await requestEstimate(email, note);
  const owner = await loginToken('portal', ACME_OWNER);
  const url = `/estimates/${estimate.id}`;
  const before = await call<{ version: number; lines: { id: number }[] }>(
    'GET',
    url,
    owner,
  );
  const saved = await call<{ version: number }>('PUT', `${url}/quote`, owner, {
    version: before.version,
    lines: [{ id: before.lines[0]!.id, quantity: 1, unit_price }],
    ...terms,
  });
  await call('POST', `${url}/status`, owner, {
    to: 'quoted',
    version: saved.version,
  });
  const link = await mailedEstimateLink(email, estimate.estimate_no);
  return { estimate, owner, link };
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
