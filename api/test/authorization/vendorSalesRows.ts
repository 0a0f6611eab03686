import { get, send, type Expect, type Row } from './expect';

// The vendor's own customers, sales orders (create, bulk import) and estimates: Fixit's
// owner and staff only (not owner-only); every other signed-in caller 403. Writes
// name a version no record has (999), a customer the vendor has not, an email it has already or a
// file that is not a spreadsheet, so a vendor gets 409 or 400 and nothing changes.

const vendorsOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
  vendorStaff: status,
});
const STALE = { version: 999 };
const LINES = [{ description: 'Matrix', quantity: 1, unit_price: '1.00' }];

export const VENDOR_SALES_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/customers': {
    request: () => get('/vendor/customers?search=a'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/customers': {
    request: () =>
      send('POST', '/vendor/customers', {
        first_name: 'Nora',
        email: 'nora.finch@example.test',
      }),
    expect: vendorsOnly(400),
  },
  'GET /api/v1/vendor/customers/{id}': {
    request: () => get('/vendor/customers/9001'),
    expect: vendorsOnly(200),
  },
  'PUT /api/v1/vendor/customers/{id}': {
    request: () =>
      send('PUT', '/vendor/customers/9001', {
        ...STALE,
        first_name: 'Nora',
        email: 'nora.finch@example.test',
      }),
    expect: vendorsOnly(409),
  },
  'GET /api/v1/vendor/sales-orders': {
    request: () => get('/vendor/sales-orders?status=new&ordering=-total'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/sales-orders': {
    request: () =>
      send('POST', '/vendor/sales-orders', {
        customer_id: 2147483647,
        lines: LINES,
      }),
    expect: vendorsOnly(400),
  },
  'GET /api/v1/vendor/sales-orders/export.xlsx': {
    request: () => get('/vendor/sales-orders/export.xlsx?search=nora'),
    expect: vendorsOnly(200),
  },
  'GET /api/v1/vendor/sales-orders/import-template.csv': {
    request: () => get('/vendor/sales-orders/import-template.csv'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/sales-orders/import': {
    request: () =>
      send('POST', '/vendor/sales-orders/import', {
        file_name: 'matrix.xlsx',
        content: 'bm90IGEgd29ya2Jvb2s=',
      }),
    expect: vendorsOnly(400),
  },
  'GET /api/v1/vendor/sales-orders/{id}': {
    request: () => get('/vendor/sales-orders/9001'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/sales-orders/{id}/status': {
    request: () =>
      send('POST', '/vendor/sales-orders/9001/status', {
        ...STALE,
        to: 'in_progress',
      }),
    expect: vendorsOnly(409),
  },
  'PATCH /api/v1/vendor/sales-orders/{id}': {
    request: () =>
      send('PATCH', '/vendor/sales-orders/9001', { ...STALE, lines: LINES }),
    expect: vendorsOnly(409),
  },
  'POST /api/v1/vendor/sales-orders/{id}/notes': {
    request: () =>
      send('POST', '/vendor/sales-orders/9001/notes', { body: ' ' }),
    expect: vendorsOnly(400),
  },
  'GET /api/v1/vendor/estimates': {
    request: () => get('/vendor/estimates?ordering=customer_name'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/estimates': {
    request: () =>
      send('POST', '/vendor/estimates', {
        customer_id: 2147483647,
        lines: LINES,
      }),
    expect: vendorsOnly(400),
  },
  'GET /api/v1/vendor/estimates/{id}': {
    request: () => get('/vendor/estimates/9001'),
    expect: vendorsOnly(200),
  },
  'GET /api/v1/vendor/estimates/{id}/estimate.pdf': {
    request: () => get('/vendor/estimates/9001/estimate.pdf'),
    expect: vendorsOnly(200),
  },
  'POST /api/v1/vendor/estimates/{id}/status': {
    request: () =>
      send('POST', '/vendor/estimates/9001/status', { ...STALE, to: 'quoted' }),
    expect: vendorsOnly(409),
  },
  'PUT /api/v1/vendor/estimates/{id}/quote': {
    request: () =>
      send('PUT', '/vendor/estimates/9001/quote', {
        ...STALE,
        lines: [{ name: 'Matrix', kind: 'part', quantity: 1, unit_price: '1' }],
        message: '',
        valid_until: null,
        not_to_exceed: null,
      }),
    expect: vendorsOnly(409),
  },
  'POST /api/v1/vendor/estimates/{id}/convert': {
    request: () => send('POST', '/vendor/estimates/9003/convert', STALE),
    expect: vendorsOnly(409),
  },
};
