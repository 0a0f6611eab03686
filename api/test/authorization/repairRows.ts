import { acmeRecord, get, send, type Expect, type Row } from './expect';

// The repair loop's routes. Moves and edits name a version no record has (999), so a
// caller who may reach the record gets 409 and nothing changes; a caller who may not gets 403/404.

/** Store roles and the super admin read their store's list; everyone else 403. */
const storeList = (): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: 200,
  staffOneLocation: 200,
  otherStoreOwner: 200,
  superAdmin: 200,
});
/** A write on Acme's record: its store's people, not the super admin (403). */
const acmeWrite = (status: number, staff = status): Expect => ({
  ...acmeRecord(status, staff),
  superAdmin: 403,
});
/** Acme's work order for Fixit: Acme's people (staff: its location) and Fixit's users. */
const workOrder = (status: number, write = false): Expect => ({
  ...acmeRecord(status),
  ...(write ? { superAdmin: 403 } : {}),
  vendorOwner: status,
  vendorStaff: status,
});
const vendorsOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
  vendorStaff: status,
});
const STALE = { version: 999 };

export const REPAIR_ROWS: Record<string, Row> = {
  'GET /api/v1/sales-orders': {
    request: () => get('/sales-orders?page=1&page_size=5&ordering=-total'),
    expect: storeList(),
  },
  'PATCH /api/v1/sales-orders/{id}': {
    request: (f) =>
      send('PATCH', `/sales-orders/${f.order.id}`, {
        ...STALE,
        internal_notes: 'x',
      }),
    expect: acmeWrite(409),
  },
  'POST /api/v1/sales-orders/{id}/status': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/status`, {
        ...STALE,
        to: 'ready',
      }),
    expect: acmeWrite(409),
  },
  'POST /api/v1/sales-orders/{id}/refunds': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/refunds`, {
        amount: '0',
        reason: '',
      }),
    // the refund module's people (the seeded staff has none of it): 400, nothing refunded
    expect: acmeWrite(400, 403),
  },
  'GET /api/v1/sales-orders/{id}/events': {
    request: (f) => get(`/sales-orders/${f.order.id}/events`),
    expect: acmeRecord(),
  },
  'POST /api/v1/sales-orders/{id}/notes': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/notes`, { body: 'Matrix' }),
    expect: acmeWrite(201),
  },
  'POST /api/v1/sales-orders/{id}/images': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/images`, {
        name: `${'a'.repeat(32)}.png`,
        stage: 'before',
      }),
    expect: acmeWrite(400),
  },
  'POST /api/v1/sales-orders/{id}/work-orders': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/work-orders`, {
        vendor_id: 1,
        line_ids: [2147483647],
        instructions: '',
        due_date: null,
      }),
    expect: acmeWrite(400),
  },
  'GET /api/v1/store-vendors': {
    request: () => get('/store-vendors'),
    expect: { ...storeList(), superAdmin: 403 },
  },
  'GET /api/v1/work-orders': {
    request: () => get('/work-orders?status=assigned'),
    expect: storeList(),
  },
  'GET /api/v1/estimates': {
    request: () => get('/estimates?search=a'),
    expect: storeList(),
  },
  'POST /api/v1/estimates/{id}/status': {
    request: (f) =>
      send('POST', `/estimates/${f.estimate.id}/status`, {
        ...STALE,
        to: 'quoted',
      }),
    // Acme's staff may create and view estimates, not edit them.
    expect: { ...acmeWrite(409, 403) },
  },
  'PUT /api/v1/estimates/{id}/quote': {
    request: (f) =>
      send('PUT', `/estimates/${f.estimate.id}/quote`, {
        ...STALE,
        lines: [{ name: 'Labour', quantity: 1, unit_price: '1.00' }],
        message: '',
        valid_until: null,
        not_to_exceed: null,
      }),
    expect: { ...acmeWrite(409, 403) },
  },
  'GET /api/v1/estimates/{id}/versions': {
    request: (f) => get(`/estimates/${f.estimate.id}/versions`),
    expect: acmeRecord(),
  },
  'GET /api/v1/estimates/{id}/estimate.pdf': {
    request: (f) => get(`/estimates/${f.estimate.id}/estimate.pdf`),
    expect: acmeRecord(),
  },
  'GET /api/v1/estimates/{id}/events': {
    request: (f) => get(`/estimates/${f.estimate.id}/events`),
    expect: acmeRecord(),
  },
  'POST /api/v1/estimates/{id}/convert': {
    request: (f) => send('POST', `/estimates/${f.estimate.id}/convert`, STALE),
    expect: { ...acmeWrite(409, 403) },
  },

  'GET /api/v1/work-orders/{id}': {
    request: (f) => get(`/work-orders/${f.workOrderId}`),
    expect: workOrder(200),
  },
  'PATCH /api/v1/work-orders/{id}': {
    request: (f) => send('PATCH', `/work-orders/${f.workOrderId}`, STALE),
    expect: workOrder(409, true),
  },
  'POST /api/v1/work-orders/{id}/status': {
    request: (f) =>
      send('POST', `/work-orders/${f.workOrderId}/status`, {
        ...STALE,
        to: 'accepted',
      }),
    expect: workOrder(409, true),
  },
  'GET /api/v1/work-orders/{id}/events': {
    request: (f) => get(`/work-orders/${f.workOrderId}/events`),
    expect: workOrder(200),
  },
  'POST /api/v1/work-orders/{id}/notes': {
    request: (f) =>
      send('POST', `/work-orders/${f.workOrderId}/notes`, { body: 'Matrix' }),
    expect: workOrder(201, true),
  },
  'POST /api/v1/work-orders/{id}/images': {
    request: (f) =>
      send('POST', `/work-orders/${f.workOrderId}/images`, {
        name: `${'a'.repeat(32)}.png`,
        stage: 'after',
      }),
    expect: workOrder(400, true),
  },
  'POST /api/v1/work-orders/{id}/charges': {
    request: (f) =>
      send('POST', `/work-orders/${f.workOrderId}/charges`, {
        amount: '0',
        reason: '',
      }),
    // the vendor on its work, the store's people on theirs (not the super admin)
    expect: workOrder(400, true),
  },
  'GET /api/v1/vendor/work-orders': {
    request: () => get('/vendor/work-orders?store_id=1'),
    expect: vendorsOnly(200),
  },
  'GET /api/v1/vendor/stores': {
    request: () => get('/vendor/stores'),
    expect: vendorsOnly(200),
  },
  'GET /api/v1/vendor/scan/{store_id}/{vendor_id}/{order_no}': {
    request: (f) => get(`/vendor/scan/1/1/${f.order.orderNo}`),
    expect: vendorsOnly(200),
  },
};
