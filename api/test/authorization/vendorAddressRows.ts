import { get, send, type Expect, type Row } from './expect';

// The workshop's addresses: Fixit's owner only (9001 is Fixit's default address), so
// staff and everyone else get 403; the writes send input that is refused (400) or a move that
// is refused (the default cannot be removed: 409).

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const ADDRESS = {
  name: '',
  address_line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

/** This area's rows of the authorization matrix. */
export const VENDOR_ADDRESS_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/addresses': {
    request: () => get('/vendor/addresses'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/addresses': {
    request: () => send('POST', '/vendor/addresses', ADDRESS),
    expect: vendorOwnerOnly(400),
  },
  'GET /api/v1/vendor/addresses/{id}': {
    request: () => get('/vendor/addresses/9001'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/addresses/{id}': {
    request: () =>
      send('PUT', '/vendor/addresses/9001', { ...ADDRESS, version: 1 }),
    expect: vendorOwnerOnly(400),
  },
  'POST /api/v1/vendor/addresses/{id}/default': {
    request: () => send('POST', '/vendor/addresses/9001/default'),
    expect: vendorOwnerOnly(200),
  },
  'DELETE /api/v1/vendor/addresses/{id}': {
    request: () => send('DELETE', '/vendor/addresses/9001'),
    expect: vendorOwnerOnly(409),
  },
};
