import { acmeRecord, get, type Expect, type Row } from './expect';

// The repair loop's downloads: files answer 200 to whoever may read their record, with
// the same 401/403/404 as the record's own routes.

/** Store roles and the super admin export their store's list (another store's owner: an empty one). */
const storeExport = (): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: 200,
  staffOneLocation: 200,
  otherStoreOwner: 200,
  superAdmin: 200,
});

export const DOWNLOAD_ROWS: Record<string, Row> = {
  'GET /api/v1/work-orders/{id}/envelope.pdf': {
    request: (f) => get(`/work-orders/${f.workOrderId}/envelope.pdf`),
    expect: acmeRecord(),
  },
  'GET /api/v1/work-orders/{id}/qr.png': {
    request: (f) => get(`/work-orders/${f.workOrderId}/qr.png`),
    expect: { ...acmeRecord(), vendorOwner: 200, vendorStaff: 200 },
  },
  'GET /api/v1/sales-orders/{id}/invoice.pdf': {
    request: (f) => get(`/sales-orders/${f.order.id}/invoice.pdf`),
    expect: acmeRecord(),
  },
  'GET /api/v1/sales-orders/export.xlsx': {
    request: () =>
      get('/sales-orders/export.xlsx?status=in_progress&ordering=-total'),
    expect: storeExport(),
  },
  'GET /api/v1/work-orders/export.xlsx': {
    request: () => get('/work-orders/export.xlsx?vendor_id=1'),
    expect: storeExport(),
  },
  'GET /api/v1/vendor/work-orders/export.xlsx': {
    request: () => get('/vendor/work-orders/export.xlsx?store_id=1'),
    expect: {
      all: 403,
      anonymous: 401,
      vendorOwner: 200,
      vendorStaff: 200,
    },
  },
};
