import { get, send, type Expect, type Row } from './expect';

// The store's own price lists: the owner and staff of a store with the service module
// reach their own store's lists (Acme's staff member may only view); another store's owner gets 404
// for Acme's list 1 (the seeded 'Trade') and their own list page; the super admin, customers and
// vendors 403. A customer's list follows the customer module (Acme's staff member holds edit).
// Writes are refused (a taken name, a version no list has, an id no list has), so nothing changes.

const storeTeam = (
  status: number,
  otherStore = status,
  staff = status,
): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  staffOneLocation: staff,
  otherStoreOwner: otherStore,
});

/** This area's rows of the authorization matrix. */
export const STORE_PRICE_LIST_ROWS: Record<string, Row> = {
  'GET /api/v1/store-price-lists': {
    request: () => get('/store-price-lists?search=trade&page=1&page_size=5'),
    expect: storeTeam(200),
  },
  'POST /api/v1/store-price-lists': {
    request: () =>
      send('POST', '/store-price-lists', {
        name: 'Trade',
        entries: [{ service_id: 1, price: '40' }],
      }),
    // Acme has a 'Trade' list; service 1 is not Globex's
    expect: storeTeam(400, 400, 403),
  },
  'GET /api/v1/store-price-lists/{id}': {
    request: () => get('/store-price-lists/1'),
    expect: storeTeam(200, 404),
  },
  'PUT /api/v1/store-price-lists/{id}': {
    request: () =>
      send('PUT', '/store-price-lists/1', {
        version: 999,
        name: 'Trade',
        entries: [],
      }),
    expect: storeTeam(409, 404, 403),
  },
  'DELETE /api/v1/store-price-lists/{id}': {
    request: () => send('DELETE', '/store-price-lists/999999'),
    expect: storeTeam(404, 404, 403),
  },
  'GET /api/v1/portal/customers/{id}/price-list': {
    request: () => get('/portal/customers/1/price-list'),
    expect: storeTeam(200, 404),
  },
  'PUT /api/v1/portal/customers/{id}/price-list': {
    request: () =>
      send('PUT', '/portal/customers/1/price-list', { price_list_id: 999999 }),
    expect: storeTeam(400, 404),
  },
};
