import {
  acmeRecord,
  customersOnly,
  everyone,
  get,
  send,
  signedIn,
  type Row,
} from './expect';

/** Routes of signed-in callers, carts and orders, links, push and the development routes. */
export const SIGNED_IN_ROWS: Record<string, Row> = {
  'GET /api/v1/stores': {
    request: () => get('/stores'),
    expect: signedIn(200),
  },
  'GET /api/v1/locations': {
    request: () => get('/locations?store_id=1'),
    expect: { ...acmeRecord(), otherStoreOwner: 403 },
  },
  'GET /api/v1/vendors/me': {
    request: () => get('/vendors/me'),
    expect: { all: 403, anonymous: 401, vendorOwner: 200, vendorStaff: 200 },
  },
  'GET /api/v1/notifications/user': {
    request: () => get('/notifications/user?page=1&page_size=5&type=general'),
    expect: signedIn(200),
  },
  'POST /api/v1/notifications/read': {
    request: () => send('POST', '/notifications/read'),
    expect: signedIn(200),
  },
  'POST /api/v1/notifications/{id}/read': {
    request: (f) => send('POST', `/notifications/${f.notificationId}/read`),
    expect: { all: 404, anonymous: 401, storeOwner: 200 },
  },

  'POST /api/v1/add-to-carts': {
    request: () =>
      send('POST', '/add-to-carts', { store_id: 1, service_id: 999999 }),
    expect: { all: 403, anonymous: 400, customerAcme: 400 },
  },
  'GET /api/v1/carts': {
    request: () =>
      get('/carts?store_id=1&cart_id=00000000-0000-4000-8000-000000000000'),
    expect: everyone(400),
  },
  'PATCH /api/v1/carts/{cart_id}/items/{item_id}': {
    request: () =>
      send('PATCH', '/carts/00000000-0000-4000-8000-000000000000/items/1', {
        quantity: 2,
      }),
    expect: everyone(400),
  },
  'DELETE /api/v1/carts/{cart_id}/items/{item_id}': {
    request: () =>
      send('DELETE', '/carts/00000000-0000-4000-8000-000000000000/items/1'),
    expect: everyone(400),
  },
  'GET /api/v1/order-tracking': {
    request: (f) =>
      get(`/order-tracking?order_no=${f.order.orderNo}&store_id=1`),
    expect: { all: 404, customerAcme: 200 },
  },
  'POST /api/v1/orders': {
    request: () => send('POST', '/orders', { store_id: 1 }),
    expect: everyone(400),
  },
  'POST /api/v1/estimates': {
    request: () => send('POST', '/estimates', { store_id: 1 }),
    expect: everyone(400),
  },
  'GET /api/v1/estimates/by-token/{token}': {
    request: () => get(`/estimates/by-token/${'a'.repeat(43)}`),
    expect: everyone(404),
  },
  'GET /api/v1/estimates/by-token/{token}/quote': {
    request: () => get(`/estimates/by-token/${'a'.repeat(43)}/quote`),
    expect: everyone(404),
  },
  'GET /api/v1/estimates/by-token/{token}/estimate.pdf': {
    request: () => get(`/estimates/by-token/${'a'.repeat(43)}/estimate.pdf`),
    expect: everyone(404),
  },
  'POST /api/v1/estimates/by-token/{token}/answer': {
    request: () =>
      send('POST', `/estimates/by-token/${'a'.repeat(43)}/answer`, {
        decision: 'decline',
        version: 1,
      }),
    expect: everyone(404),
  },
  'GET /api/v1/vendor-estimates/by-token/{token}': {
    request: () => get(`/vendor-estimates/by-token/${'a'.repeat(43)}`),
    expect: everyone(404),
  },
  'GET /api/v1/vendor-estimates/by-token/{token}/estimate.pdf': {
    request: () =>
      get(`/vendor-estimates/by-token/${'a'.repeat(43)}/estimate.pdf`),
    expect: everyone(404),
  },
  'POST /api/v1/vendor-estimates/by-token/{token}/answer': {
    request: () =>
      send('POST', `/vendor-estimates/by-token/${'a'.repeat(43)}/answer`, {
        decision: 'approve',
        version: 1,
      }),
    expect: everyone(404),
  },
  'GET /api/v1/orders/by-token/{token}': {
    request: () => get(`/orders/by-token/${'a'.repeat(43)}`),
    expect: everyone(404),
  },
  'GET /api/v1/payments/targets/{token}': {
    request: () => get(`/payments/targets/${'a'.repeat(43)}`),
    expect: everyone(404),
  },
  'POST /api/v1/payments': {
    request: () =>
      send('POST', '/payments', {
        token: 'a'.repeat(43),
        idempotency_key: 'matrix-key-1',
      }),
    expect: everyone(404),
  },
  'POST /api/v1/payments/{id}/confirm': {
    request: () => send('POST', '/payments/1/confirm'),
    expect: everyone(404),
  },

  'GET /api/v1/sales-orders/{id}': {
    request: (f) => get(`/sales-orders/${f.order.id}`),
    expect: acmeRecord(),
  },
  'POST /api/v1/sales-orders/{id}/charges': {
    request: (f) =>
      send('POST', `/sales-orders/${f.order.id}/charges`, {
        kind: 'additional',
        amount: '10.00',
        reason: 'Matrix',
      }),
    expect: { ...acmeRecord(201), superAdmin: 403 },
  },
  'GET /api/v1/estimates/{id}': {
    request: (f) => get(`/estimates/${f.estimate.id}`),
    expect: acmeRecord(),
  },

  'GET /api/v1/customers/me': {
    request: () => get('/customers/me'),
    expect: customersOnly(),
  },
  'PATCH /api/v1/customers/me': {
    request: () => send('PATCH', '/customers/me', { first_name: 'Jane' }),
    expect: customersOnly(),
  },
  'GET /api/v1/customers/me/addresses': {
    request: () => get('/customers/me/addresses'),
    expect: customersOnly(),
  },
  'POST /api/v1/customers/me/addresses': {
    request: () => send('POST', '/customers/me/addresses', {}),
    expect: customersOnly(400),
  },
  'PUT /api/v1/customers/me/addresses/{id}': {
    request: (f) =>
      send('PUT', `/customers/me/addresses/${f.janeAddressId}`, {}),
    expect: customersOnly(400),
  },
  'DELETE /api/v1/customers/me/addresses/{id}': {
    request: () => send('DELETE', '/customers/me/addresses/2147483647'),
    expect: customersOnly(404),
  },
  'GET /api/v1/customers/me/orders': {
    request: () => get('/customers/me/orders'),
    expect: customersOnly(),
  },
  'GET /api/v1/customers/me/orders/{order_no}': {
    request: (f) => get(`/customers/me/orders/${f.order.orderNo}`),
    expect: { ...customersOnly(), customerGlobex: 404 },
  },
  'GET /api/v1/customers/me/estimates': {
    request: () => get('/customers/me/estimates'),
    expect: customersOnly(),
  },
  // Acme's estimate is Jane's (customerAcme; another store's customer: 404): the answer names a
  // version never sent (409)
  'GET /api/v1/customers/me/estimates/{id}': {
    request: (f) => get(`/customers/me/estimates/${f.estimate.id}`),
    expect: { ...customersOnly(200), customerGlobex: 404 },
  },
  'POST /api/v1/customers/me/estimates/{id}/answer': {
    request: (f) =>
      send('POST', `/customers/me/estimates/${f.estimate.id}/answer`, {
        decision: 'decline',
        version: 999,
      }),
    expect: { ...customersOnly(409), customerGlobex: 404 },
  },
  'GET /api/v1/feedback/{token}': {
    request: () => get(`/feedback/${'a'.repeat(43)}?store_id=1`),
    expect: everyone(404),
  },
  'POST /api/v1/feedback/{token}': {
    request: () => send('POST', `/feedback/${'a'.repeat(43)}`, { rating: 5 }),
    expect: everyone(404),
  },

  'POST /api/v1/push/auth': {
    request: () =>
      send('POST', '/push/auth', {
        socket_id: '1.1',
        channel_name: 'private-user-2',
      }),
    expect: { all: 403, anonymous: 401, storeOwner: 200 },
  },
  'POST /api/v1/uploads': {
    request: () => send('POST', '/uploads', {}),
    expect: everyone(400),
  },
  'GET /api/v1/uploads/{name}': {
    request: () => get(`/uploads/${'a'.repeat(32)}.png`),
    expect: everyone(404),
  },

  // The development routes: a browser (any origin) never reaches them, signed in or not.
  'GET /api/v1/dev/mail-outbox': {
    request: () => ({
      ...get('/dev/mail-outbox'),
      headers: { origin: 'http://acme.localhost:3000' },
    }),
    expect: everyone(404),
  },
  'POST /api/v1/dev/push/outage': {
    request: () => ({
      ...send('POST', '/dev/push/outage', { ms: 0 }),
      headers: { origin: 'http://evil.test' },
    }),
    expect: everyone(404),
  },
  'POST /api/v1/dev/notifications': {
    request: () => ({
      ...send('POST', '/dev/notifications', {}),
      headers: { 'sec-fetch-site': 'same-origin' },
    }),
    expect: everyone(404),
  },
  'POST /api/v1/dev/bulk-orders': {
    request: () => ({
      ...send('POST', '/dev/bulk-orders', { store_id: 1, count: 1 }),
      headers: { origin: 'http://acme.localhost:3000' },
    }),
    expect: everyone(404),
  },
  'POST /api/v1/dev/estimates/{id}/lapse': {
    request: () => ({
      ...send('POST', '/dev/estimates/1/lapse', {}),
      headers: { 'sec-fetch-site': 'same-site' },
    }),
    expect: everyone(404),
  },
  // The embedded push server's HTTP API: signed with the push secret, never with a user's token.
  'POST /apps/{appId}/events': {
    request: () => ({
      method: 'POST',
      url: '/apps/platform/events',
      payload: { name: 'x', channel: 'private-user-2', data: '{}' },
    }),
    expect: everyone(401),
  },
  'POST /apps/{appId}/batch_events': {
    request: () => ({
      method: 'POST',
      url: '/apps/platform/batch_events',
      payload: { batch: [] },
    }),
    expect: everyone(401),
  },
  // Last: it ends the caller's login.
  'POST /api/v1/auth/logout': {
    request: () => send('POST', '/auth/logout', { refresh: 'x'.repeat(40) }),
    expect: signedIn(200),
  },
};
