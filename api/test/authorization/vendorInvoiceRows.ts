import { get, send, type Expect, type Row } from './expect';

// The vendor's invoices: Fixit's owner only (vendor staff and everyone else 403). The
// demo has no invoice, so the rows that name one name a missing one (404 for the owner); the new
// invoice lists no work order (400), so nothing changes.

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const MISSING = 999999;

/** This area's rows of the authorization matrix. */
export const VENDOR_INVOICE_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/invoices': {
    request: () => get('/vendor/invoices?status=open&page=1&page_size=5'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/invoices/billable': {
    request: () => get('/vendor/invoices/billable?store_id=1'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/invoices': {
    request: () =>
      send('POST', '/vendor/invoices', {
        store_id: 1,
        due_on: '2099-01-01',
        note: '',
        items: [],
      }),
    expect: vendorOwnerOnly(400),
  },
  'GET /api/v1/vendor/invoices/{id}': {
    request: () => get(`/vendor/invoices/${MISSING}`),
    expect: vendorOwnerOnly(404),
  },
  'POST /api/v1/vendor/invoices/{id}/status': {
    request: () =>
      send('POST', `/vendor/invoices/${MISSING}/status`, {
        version: 1,
        status: 'paid',
      }),
    expect: vendorOwnerOnly(404),
  },
  'GET /api/v1/vendor/invoices/{id}/pdf': {
    request: () => get(`/vendor/invoices/${MISSING}/pdf`),
    expect: vendorOwnerOnly(404),
  },
  'GET /api/v1/vendor/settings/invoice': {
    request: () => get('/vendor/settings/invoice'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/settings/invoice': {
    request: () =>
      send('PUT', '/vendor/settings/invoice', {
        payment_terms_days: 30,
        tax_id: '',
        footer: '',
        version: 999,
      }),
    expect: vendorOwnerOnly(409),
  },
};
