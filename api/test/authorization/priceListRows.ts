import { get, send, type Expect, type Row } from './expect';

// The vendor's price lists: Fixit's owner only (vendor staff and everyone else 403). The
// rows name Acme (store 1), which works with Fixit; the save names a version the list does not have
// (999), so nothing changes.

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});

/** This area's rows of the authorization matrix. */
export const PRICE_LIST_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/price-lists': {
    request: () => get('/vendor/price-lists?search=acme&page=1&page_size=5'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/price-lists/{storeId}': {
    request: () => get('/vendor/price-lists/1'),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/price-lists/{storeId}': {
    request: () =>
      send('PUT', '/vendor/price-lists/1', {
        version: 999,
        items: [{ service_id: 1, price: '30' }],
      }),
    expect: vendorOwnerOnly(409),
  },
};
