import { get, send, type Expect, type Row } from './expect';

// The store portal's services page: the store's owner and staff with the service
// module reach their own store's services and categories (Acme's staff member may only view);
// another store's owner gets 404 for Acme's ids (and their own list); the super admin, customers
// and vendors 403. Writes send a version no service has (999), a taken name or a category in use,
// so nothing changes at Acme.

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
export const STORE_SERVICE_ROWS: Record<string, Row> = {
  'GET /api/v1/store-services': {
    request: () => get('/store-services?status=active&ordering=-price'),
    expect: storeTeam(200),
  },
  'PATCH /api/v1/store-services/{id}': {
    request: () =>
      send('PATCH', '/store-services/1', { version: 999, is_active: true }),
    expect: storeTeam(409, 404, 403),
  },
  'GET /api/v1/store-service-categories': {
    request: () => get('/store-service-categories'),
    expect: storeTeam(200),
  },
  'POST /api/v1/store-service-categories': {
    request: () =>
      send('POST', '/store-service-categories', { name: 'Watch Service' }),
    // Globex has no 'Watch Service': theirs is made (a new category of their own)
    expect: storeTeam(400, 201, 403),
  },
  'GET /api/v1/store-service-categories/{id}': {
    request: () => get('/store-service-categories/1'),
    expect: storeTeam(200, 404),
  },
  'PUT /api/v1/store-service-categories/{id}': {
    request: () =>
      send('PUT', '/store-service-categories/1', { name: 'Watch Service' }),
    expect: storeTeam(400, 404, 403),
  },
  'DELETE /api/v1/store-service-categories/{id}': {
    request: () => send('DELETE', '/store-service-categories/1'),
    expect: storeTeam(409, 404, 403),
  },
};
