import { get, type Expect, type Row } from './expect';

// The store's view of its vendors' invoices: a store's owner reads the invoices
// sent to their own store (Acme's and Globex's owners both get their own list); Acme's staff member
// lacks the vendor management module (403); the super admin, customers and vendors 403. The demo
// has no invoice, so the rows that name one name a missing one (404 for the owners).

const owners = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  otherStoreOwner: status,
});
const MISSING = 999999;

/** This area's rows of the authorization matrix. */
export const STORE_VENDOR_INVOICE_ROWS: Record<string, Row> = {
  'GET /api/v1/portal/vendor-invoices': {
    request: () =>
      get('/portal/vendor-invoices?status=open&vendor_id=1&page=1&page_size=5'),
    expect: owners(200),
  },
  'GET /api/v1/portal/vendor-invoices/{id}': {
    request: () => get(`/portal/vendor-invoices/${MISSING}`),
    expect: owners(404),
  },
  'GET /api/v1/portal/vendor-invoices/{id}/pdf': {
    request: () => get(`/portal/vendor-invoices/${MISSING}/pdf`),
    expect: owners(404),
  },
};
