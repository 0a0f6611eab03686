// The pages the federated-versus-single-bundle comparison loads: the storefront home, a
// service page with options, the store portal's sales orders list and the vendor's work orders
// list (both signed in), each with what "content" means and which request fetches it.
import { createRequire } from 'node:module';
import { apiCall } from './bell.mjs';

const require = createRequire(import.meta.url);
const { SESSION_KEY, sessionOf } = require('../support/session.cjs');
const PASSWORD = 'Passw0rd!';

/**
 * A storage state with `email` signed in on `origin` (kind 'portal' or 'vendor'), as a returning user
 * has it: a store user's session holds the store's settings, which the shell fetches once after the
 * login (without them every load would ask again and re-theme the portal).
 */
async function signedIn(apiOrigin, kind, email, origin) {
  const answer = await apiCall(apiOrigin, 'POST', `/auth/${kind}/login`, {
    body: { email, password: PASSWORD },
  });
  const storeSettings = answer.store?.url
    ? await apiCall(
        apiOrigin,
        'GET',
        `/store-settings?store_url=${encodeURIComponent(answer.store.url)}`,
      )
    : null;
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: SESSION_KEY,
            value: JSON.stringify(sessionOf(answer, storeSettings)),
          },
        ],
      },
    ],
  };
}

/** The first of Acme's storefront services, and the first one that has options. */
export async function acmeServices(apiOrigin) {
  const settings = await apiCall(
    apiOrigin,
    'GET',
    '/store-settings?store_url=acme.localhost',
  );
  const storeId = settings.store_id;
  const list = await apiCall(
    apiOrigin,
    'GET',
    `/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`,
  );
  let withOptions = null;
  for (const s of list.results ?? []) {
    const detail = await apiCall(
      apiOrigin,
      'GET',
      `/stores/${storeId}/portal-services/${s.id}`,
    );
    if ((detail.options ?? []).length > 0) {
      withOptions = s;
      break;
    }
  }
  if (!list.results?.[0] || !withOptions)
    throw new Error('Acme has no service with options to compare');
  return { first: list.results[0], withOptions };
}

const VENDOR_WORK_ORDERS = 5;

/**
 * The vendor's list needs rows, and the demo data sends no work to a vendor: Acme sends its open
 * demo orders (those with lines) to Fixit until Fixit has VENDOR_WORK_ORDERS work orders, or no order is left (at
 * least one must go).
 */
async function ensureVendorWork(apiOrigin) {
  const login = async (kind, email) =>
    (
      await apiCall(apiOrigin, 'POST', `/auth/${kind}/login`, {
        body: { email, password: PASSWORD },
      })
    ).access;
  const store = await login('portal', 'owner@acme.test');
  const vendor = await login('vendor', 'owner@fixit.test');
  const fixit = await apiCall(apiOrigin, 'GET', '/vendors/me', {
    token: vendor,
  });
  const held = await apiCall(
    apiOrigin,
    'GET',
    '/vendor/work-orders?page_size=1',
    {
      token: vendor,
    },
  );
  let missing = VENDOR_WORK_ORDERS - (held.count ?? 0);
  if (missing <= 0) return;
  // Oldest numbers first: the demo orders (1000001 on) before any bulk order of the list part
  // (3000001 on), which has no lines to send.
  const orders = await apiCall(
    apiOrigin,
    'GET',
    '/sales-orders?ordering=order_no&page_size=50',
    { token: store },
  );
  for (const listed of orders.results ?? []) {
    if (missing <= 0) break;
    if (['completed', 'cancelled'].includes(listed.status)) continue;
    if (listed.item_count === 0) continue;
    const order = await apiCall(
      apiOrigin,
      'GET',
      `/sales-orders/${listed.id}`,
      {
        token: store,
      },
    );
    const made = await apiCall(
      apiOrigin,
      'POST',
      `/sales-orders/${order.id}/work-orders`,
      {
        token: store,
        body: {
          vendor_id: fixit.id,
          line_ids: order.lines.map((line) => line.id),
          instructions: 'Bench: check and clean.',
          due_date: null,
        },
      },
    ).catch(() => null); // a line already out with a vendor: the next order
    if (made) missing -= 1;
  }
  if (missing === VENDOR_WORK_ORDERS)
    throw new Error('no open demo order could be sent to Fixit');
}

/** @param {string} apiOrigin e.g. http://127.0.0.1:4600 */
export async function comparisonPages(apiOrigin) {
  const { first, withOptions } = await acmeServices(apiOrigin);
  await ensureVendorWork(apiOrigin);
  return [
    {
      name: 'storefront home',
      host: 'acme.localhost',
      path: '/',
      content: { css: 'h3', text: first.name },
      contentRequest: /\/portal-services\?/,
    },
    {
      name: 'service page',
      host: 'acme.localhost',
      path: `/services/${withOptions.id}`,
      content: { css: 'form button', text: 'Add to cart' },
      contentRequest: new RegExp(`/portal-services/${withOptions.id}(\\?|$)`),
    },
    {
      name: 'sales orders list',
      host: 'app.localhost',
      path: '/portal/sales-orders',
      content: { css: '.ant-table-tbody a' },
      contentRequest: /\/api\/v1\/sales-orders\?/,
      storageState: (origin) =>
        signedIn(apiOrigin, 'portal', 'owner@acme.test', origin),
    },
    {
      name: 'vendor work orders',
      host: 'vendor.localhost',
      path: '/portal/workorders',
      content: { css: '.ant-table-tbody a' },
      contentRequest: /\/api\/v1\/(vendor\/)?work-orders\?/,
      storageState: (origin) =>
        signedIn(apiOrigin, 'vendor', 'owner@fixit.test', origin),
    },
  ];
}
