import { get, send, type Expect, type Row } from './expect';

// A store's discount codes: the owner of a store reaches their own store's codes (Acme
// has WELCOME10); Acme's staff member lacks the discount module (403); the super admin, customers
// and vendors 403. Writes send refused input or an id no code has (999). The storefront's Apply
// prices a code for the caller's cart: a guest without a cart or Acme's customer with an unknown
// code 400; everyone else is no buyer of Acme (403).

const owners = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  otherStoreOwner: status,
});
const CODE = {
  code: 'MATRIX-1',
  kind: 'percent',
  value: '10',
  once_per_customer: false,
  is_active: true,
};

/** This area's rows of the authorization matrix. */
export const DISCOUNT_ROWS: Record<string, Row> = {
  'GET /api/v1/portal/discounts': {
    request: () => get('/portal/discounts?search=welcome&page=1&page_size=5'),
    expect: owners(200),
  },
  'POST /api/v1/portal/discounts': {
    request: () => send('POST', '/portal/discounts', { ...CODE, value: '101' }),
    expect: owners(400),
  },
  'PUT /api/v1/portal/discounts/{id}': {
    request: () =>
      send('PUT', '/portal/discounts/999', { ...CODE, version: 1 }),
    expect: owners(404),
  },
  'POST /api/v1/portal/discounts/{id}/deactivate': {
    request: () =>
      send('POST', '/portal/discounts/999/deactivate', { version: 1 }),
    expect: owners(404),
  },
  'DELETE /api/v1/portal/discounts/{id}': {
    request: () => send('DELETE', '/portal/discounts/999'),
    expect: owners(404),
  },
  'POST /api/v1/discounts/check': {
    request: () =>
      send('POST', '/discounts/check', { store_id: 1, code: 'NO-SUCH-CODE' }),
    expect: { all: 403, anonymous: 400, customerAcme: 400 },
  },
};
