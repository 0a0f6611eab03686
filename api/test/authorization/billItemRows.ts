import { everyone, get, send, type Expect, type Row } from './expect';

// /addbillitems: the store owner's plan items. The rows name Acme (store 1), whose demo
// owner has no plan: reading answers 200 (no plan, nothing to buy); a purchase or a removal with a
// version no billing has (999) answers 409, so nothing is charged or changed. Staff, the super
// admin, vendors and customers get 403; another store's owner 404 (not its store).
// The vendor invitation's sign-up (/store-invitation/{uid} on the vendor host) is public: an
// unknown link answers 404 to everyone and creates nothing.

const acmeOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  otherStoreOwner: 404,
});

/** A link no invitation has (43 base64url characters, the links' shape). */
const UNKNOWN_UID = 'A'.repeat(43);

/** This area's rows of the authorization matrix. */
export const BILL_ITEM_ROWS: Record<string, Row> = {
  'GET /api/v1/stores/{store_id}/billing/items': {
    request: () => get('/stores/1/billing/items'),
    expect: acmeOwnerOnly(200),
  },
  'POST /api/v1/stores/{store_id}/billing/items': {
    request: () =>
      send('POST', '/stores/1/billing/items', {
        locations: 1,
        card: null,
        expected_amount: '0.00',
        version: 999,
      }),
    expect: acmeOwnerOnly(409),
  },
  'POST /api/v1/stores/{store_id}/billing/items/remove': {
    request: () =>
      send('POST', '/stores/1/billing/items/remove', {
        locations: 1,
        version: 999,
      }),
    expect: acmeOwnerOnly(409),
  },
  'POST /api/v1/store-invitations/{uid}/signup': {
    request: () =>
      send('POST', `/store-invitations/${UNKNOWN_UID}/signup`, {
        vendor_name: 'Matrix Repairs',
        first_name: 'Matrix',
        last_name: 'Vendor',
        email: 'matrix-invited@vendor.test',
        password: 'Matr1x-vendor',
      }),
    expect: everyone(404),
  },
};
