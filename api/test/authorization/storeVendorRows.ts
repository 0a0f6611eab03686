import { get, send, type Expect, type Row } from './expect';

// The store portal's vendors page: a store's owner reaches their own store's vendor
// links (Acme and Globex are both linked to Fixit, vendor 1); Acme's staff member lacks the vendor
// management module (403); the super admin, customers and vendors 403. Writes send a version no
// link has (999) or refused input; invitation ids and tokens nobody holds are 404. The vendor side
// answers an invitation as the vendor owner only.

const owners = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  otherStoreOwner: status,
});
const UNKNOWN_UID = 'A'.repeat(43);

/** This area's rows of the authorization matrix. */
export const STORE_VENDOR_ROWS: Record<string, Row> = {
  'GET /api/v1/portal/vendors': {
    request: () => get('/portal/vendors?search=fix&page=1&page_size=5'),
    expect: owners(200),
  },
  'POST /api/v1/portal/vendors/{vendor_id}/deactivate': {
    request: () =>
      send('POST', '/portal/vendors/1/deactivate', { version: 999 }),
    expect: owners(409),
  },
  'POST /api/v1/portal/vendors/{vendor_id}/reactivate': {
    request: () =>
      send('POST', '/portal/vendors/1/reactivate', { version: 999 }),
    expect: owners(409),
  },
  'GET /api/v1/portal/vendors/{vendor_id}/commission-rules': {
    request: () => get('/portal/vendors/1/commission-rules'),
    expect: owners(200),
  },
  'PUT /api/v1/portal/vendors/{vendor_id}/commission-rules': {
    request: () =>
      send('PUT', '/portal/vendors/1/commission-rules', {
        rules: [],
        version: 999,
      }),
    expect: owners(409),
  },
  'GET /api/v1/portal/insurance-plans': {
    request: () => get('/portal/insurance-plans'),
    expect: owners(200),
  },
  'POST /api/v1/portal/insurance-plans': {
    request: () =>
      send('POST', '/portal/insurance-plans', {
        name: 'Matrix plan',
        cover: 'rate',
        amount: '101',
        is_active: true,
      }),
    expect: owners(400),
  },
  'PUT /api/v1/portal/insurance-plans/{id}': {
    request: () =>
      send('PUT', '/portal/insurance-plans/999', {
        name: 'Matrix plan',
        cover: 'price',
        amount: '5',
        is_active: true,
      }),
    expect: owners(404),
  },
  'DELETE /api/v1/portal/insurance-plans/{id}': {
    request: () => send('DELETE', '/portal/insurance-plans/999'),
    expect: owners(404),
  },
  'PUT /api/v1/portal/insurance-plans/selected': {
    request: () => send('PUT', '/portal/insurance-plans/selected', { id: 999 }),
    expect: owners(404),
  },
  'GET /api/v1/portal/vendor-invitations': {
    request: () => get('/portal/vendor-invitations'),
    expect: owners(200),
  },
  'POST /api/v1/portal/vendor-invitations': {
    request: () =>
      send('POST', '/portal/vendor-invitations', { email: 'not-an-email' }),
    expect: owners(400),
  },
  'POST /api/v1/portal/vendor-invitations/{id}/resend': {
    request: () => send('POST', '/portal/vendor-invitations/999/resend'),
    expect: owners(404),
  },
  'DELETE /api/v1/portal/vendor-invitations/{id}': {
    request: () => send('DELETE', '/portal/vendor-invitations/999'),
    expect: owners(404),
  },
  'GET /api/v1/store-invitations/{uid}': {
    request: () => get(`/store-invitations/${UNKNOWN_UID}`),
    expect: { all: 404 },
  },
  'POST /api/v1/store-invitations/{uid}/accept': {
    request: () => send('POST', `/store-invitations/${UNKNOWN_UID}/accept`),
    expect: { all: 403, anonymous: 401, vendorOwner: 404 },
  },
  'POST /api/v1/store-invitations/{uid}/decline': {
    request: () => send('POST', `/store-invitations/${UNKNOWN_UID}/decline`),
    expect: { all: 403, anonymous: 401, vendorOwner: 404 },
  },
};
