import { get, send, type Expect, type Row } from './expect';

// The store portal's customers: the owner and staff of a store with the customer module
// reach their own store's customers (Acme's staff member holds it at their location); another
// store's owner gets 404 for Acme's customer Jane (1) and their own store's list; the super admin,
// customers and vendors 403. Writes send refused input or a version no customer has (999).

const storeTeam = (status: number, otherStore = status): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  staffOneLocation: status,
  otherStoreOwner: otherStore,
});
const JANE = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.test',
  phone: null,
};

/** This area's rows of the authorization matrix. */
export const CUSTOMER_ROWS: Record<string, Row> = {
  'GET /api/v1/portal/customers': {
    request: () => get('/portal/customers?search=jane&page=1&page_size=5'),
    expect: storeTeam(200),
  },
  'GET /api/v1/portal/customer-tags': {
    request: () => get('/portal/customer-tags'),
    expect: storeTeam(200),
  },
  'POST /api/v1/portal/customers': {
    request: () =>
      send('POST', '/portal/customers', { ...JANE, email: 'not-an-email' }),
    expect: storeTeam(400),
  },
  'GET /api/v1/portal/customers/{id}': {
    request: () => get('/portal/customers/1'),
    expect: storeTeam(200, 404),
  },
  'PUT /api/v1/portal/customers/{id}': {
    request: () =>
      send('PUT', '/portal/customers/1', { ...JANE, version: 999 }),
    expect: storeTeam(409, 404),
  },
  'PUT /api/v1/portal/customers/{id}/tags': {
    request: () =>
      send('PUT', '/portal/customers/1/tags', { tags: [], version: 999 }),
    expect: storeTeam(409, 404),
  },
  'POST /api/v1/portal/customers/{id}/comments': {
    request: () => send('POST', '/portal/customers/1/comments', { body: ' ' }),
    expect: storeTeam(400, 404),
  },
};
