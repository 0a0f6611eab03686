import { get, send, type Expect, type Row } from './expect';

// The store's locations: Acme's owner only (location 1 is Acme's default), so staff, the
// super admin and everyone else get 403 and another store's owner 404 for Acme's id. The writes
// send input that is refused (400) or a move that changes nothing (1 is already the default) or is
// refused (the default cannot be removed: 409), so the matrix leaves Acme's locations as they are.

const acmeOwnerOnly = (status: number, otherStore = 404): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  otherStoreOwner: otherStore,
});
const LOCATION = {
  name: '',
  address_line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

/** This area's rows of the authorization matrix. */
export const LOCATION_ROWS: Record<string, Row> = {
  'POST /api/v1/locations': {
    request: () => send('POST', '/locations', LOCATION),
    expect: acmeOwnerOnly(400, 400),
  },
  'GET /api/v1/locations/{id}': {
    request: () => get('/locations/1'),
    expect: acmeOwnerOnly(200),
  },
  'PUT /api/v1/locations/{id}': {
    request: () => send('PUT', '/locations/1', { ...LOCATION, version: 1 }),
    expect: acmeOwnerOnly(400),
  },
  'POST /api/v1/locations/{id}/default': {
    request: () => send('POST', '/locations/1/default'),
    expect: acmeOwnerOnly(200),
  },
  'DELETE /api/v1/locations/{id}': {
    request: () => send('DELETE', '/locations/1'),
    expect: acmeOwnerOnly(409),
  },
};
