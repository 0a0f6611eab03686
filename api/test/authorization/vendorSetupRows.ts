import { get, send, type Expect, type Row } from './expect';

// The vendor owner's set-up pages: the business profile, integrations (API keys), the
// import history and the extra bill items. Fixit's owner only (vendor staff and everyone else 403).
// Nothing changes: the profile's save names a stale version (409), a new key or bill item is refused
// (400), and the rows that name a key or an item name a missing one (404).

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const MISSING = 999999;

/** This area's rows of the authorization matrix. */
export const VENDOR_SETUP_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/settings/profile': {
    request: () => get('/vendor/settings/profile'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/settings/profile': {
    request: () =>
      send('PUT', '/vendor/settings/profile', {
        name: 'Fixit Workshop',
        contact_email: null,
        contact_phone: null,
        website_url: null,
        logo: null,
        description: '',
        service_area: '',
        turnaround_days: null,
        version: 999,
      }),
    expect: vendorOwnerOnly(409),
  },
  'GET /api/v1/vendor/settings/integrations': {
    request: () => get('/vendor/settings/integrations'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/settings/integrations/api-keys': {
    request: () =>
      send('POST', '/vendor/settings/integrations/api-keys', { name: ' ' }),
    expect: vendorOwnerOnly(400),
  },
  'DELETE /api/v1/vendor/settings/integrations/api-keys/{id}': {
    request: () =>
      send('DELETE', `/vendor/settings/integrations/api-keys/${MISSING}`),
    expect: vendorOwnerOnly(404),
  },
  'GET /api/v1/vendor/settings/imports': {
    request: () => get('/vendor/settings/imports?status=refused&page_size=5'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/bill-items': {
    request: () => get('/vendor/bill-items?store_id=1'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/bill-items': {
    request: () =>
      send('POST', '/vendor/bill-items', {
        store_id: 1,
        work_order_id: null,
        description: '',
        quantity: 1,
        unit_price: '10.00',
      }),
    expect: vendorOwnerOnly(400),
  },
  'PUT /api/v1/vendor/bill-items/{id}': {
    request: () =>
      send('PUT', `/vendor/bill-items/${MISSING}`, {
        work_order_id: null,
        description: 'Rush fee',
        quantity: 1,
        unit_price: '10.00',
        version: 1,
      }),
    expect: vendorOwnerOnly(404),
  },
  'DELETE /api/v1/vendor/bill-items/{id}': {
    request: () => send('DELETE', `/vendor/bill-items/${MISSING}`),
    expect: vendorOwnerOnly(404),
  },
};
