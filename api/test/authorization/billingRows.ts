import { get, send, type Expect, type Row } from './expect';

// The store portal's billing and integrations pages. The rows name Acme (store 1), its
// first demo invoice (1) and its Fedex carrier account (1). Reads: Acme's owner and the super admin
// (Acme's staff member holds neither the billing nor the integration module: 403). Writes: Acme's
// owner only, with a version no record has (999: 409), input that is refused (400) or an id that is
// not Acme's (404), so nothing changes.

const acmeReaders = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  superAdmin: status,
});
const acmeOwner = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
});
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Matrix',
};

/** This area's rows of the authorization matrix. */
export const BILLING_ROWS: Record<string, Row> = {
  'GET /api/v1/stores/{store_id}/billing': {
    request: () => get('/stores/1/billing'),
    expect: acmeReaders(200),
  },
  'GET /api/v1/stores/{store_id}/billing/invoices': {
    request: () => get('/stores/1/billing/invoices'),
    expect: acmeReaders(200),
  },
  'GET /api/v1/stores/{store_id}/billing/invoices/{id}/invoice.pdf': {
    request: () => get('/stores/1/billing/invoices/1/invoice.pdf'),
    expect: acmeReaders(200),
  },
  'PUT /api/v1/stores/{store_id}/billing/plan': {
    request: () =>
      send('PUT', '/stores/1/billing/plan', { plan_id: 2, version: 999 }),
    expect: acmeOwner(409),
  },
  'PUT /api/v1/stores/{store_id}/billing/card': {
    request: () =>
      send('PUT', '/stores/1/billing/card', { card: CARD, version: 999 }),
    expect: acmeOwner(409),
  },
  'GET /api/v1/stores/{store_id}/integrations': {
    request: () => get('/stores/1/integrations'),
    expect: acmeReaders(200),
  },
  'POST /api/v1/stores/{store_id}/integrations/carriers': {
    request: () =>
      send('POST', '/stores/1/integrations/carriers', {
        carrier: 1,
        account_number: '!',
        is_active: true,
      }),
    expect: acmeOwner(400),
  },
  'PUT /api/v1/stores/{store_id}/integrations/carriers/{id}': {
    request: () =>
      send('PUT', '/stores/1/integrations/carriers/1', {
        carrier: 1,
        account_number: 'ACME10042',
        is_active: true,
        version: 999,
      }),
    expect: acmeOwner(409),
  },
  'DELETE /api/v1/stores/{store_id}/integrations/carriers/{id}': {
    request: () => send('DELETE', '/stores/1/integrations/carriers/999999'),
    expect: acmeOwner(404),
  },
  'PUT /api/v1/stores/{store_id}/integrations/url': {
    request: () =>
      send('PUT', '/stores/1/integrations/url', {
        is_enabled: true,
        version: 999,
      }),
    expect: acmeOwner(409),
  },
  'PUT /api/v1/stores/{store_id}/integrations/scripts': {
    request: () =>
      send('PUT', '/stores/1/integrations/scripts', {
        ada_script: null,
        google_analytics_script: null,
        google_tag_script: null,
        version: 999,
      }),
    expect: acmeOwner(409),
  },
};
