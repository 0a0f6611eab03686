import { get, send, type Expect, type Row } from './expect';

// Store staff: invitations, staff sign-up, permissions, profiles. The staff routes name
// Acme (store 1) and its staff member Sam (user 3); writes name a version no record has (999) or
// input that is refused, so a caller who may reach them gets 409/400 and nothing changes.

/** Acme's owner and the super admin; Acme's staff, another store's owner and the rest 403. */
const acmeOwner = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  superAdmin: status,
});
/** Any store or vendor owner or staff member about themselves. */
const storeUser = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  staffOneLocation: status,
  otherStoreOwner: status,
  vendorOwner: status,
  vendorStaff: status,
});
const SAM = 3;
const STALE = { version: 999 };
const NO_SUCH_LINK = '0b0c7f4e-7d2a-4d4f-9d1e-2f3a4b5c6d7e';

export const USERS_ROWS: Record<string, Row> = {
  'GET /api/v1/stores/{store_id}/staff': {
    request: () => get('/stores/1/staff?page=1&page_size=5&status=active'),
    expect: acmeOwner(200),
  },
  'POST /api/v1/stores/{store_id}/staff/invitations': {
    request: () =>
      send('POST', '/stores/1/staff/invitations', { email: 'not-an-email' }),
    expect: acmeOwner(400),
  },
  'GET /api/v1/stores/{store_id}/staff/{id}': {
    request: () => get(`/stores/1/staff/${SAM}`),
    expect: acmeOwner(200),
  },
  'PUT /api/v1/stores/{store_id}/staff/{id}/permissions': {
    request: () =>
      send('PUT', `/stores/1/staff/${SAM}/permissions`, {
        ...STALE,
        stores_permissions: {
          global_permissions: [],
          locations_permissions: [],
        },
      }),
    expect: acmeOwner(409),
  },
  'POST /api/v1/stores/{store_id}/staff/{id}/invitation': {
    request: () => send('POST', `/stores/1/staff/${SAM}/invitation`, STALE),
    expect: acmeOwner(409),
  },
  'DELETE /api/v1/stores/{store_id}/staff/{id}/invitation': {
    // Sam has signed up long ago: there is no invitation to withdraw.
    request: () => send('DELETE', `/stores/1/staff/${SAM}/invitation`),
    expect: acmeOwner(409),
  },
  'POST /api/v1/stores/{store_id}/staff/{id}/deactivate': {
    request: () => send('POST', `/stores/1/staff/${SAM}/deactivate`, STALE),
    expect: acmeOwner(409),
  },
  'POST /api/v1/stores/{store_id}/staff/{id}/reactivate': {
    request: () => send('POST', `/stores/1/staff/${SAM}/reactivate`, STALE),
    expect: acmeOwner(409),
  },
  'GET /api/v1/staff-signup/{store_id}/{uuid}': {
    request: () => get(`/staff-signup/1/${NO_SUCH_LINK}`),
    expect: { all: 404 },
  },
  'POST /api/v1/staff-signup': {
    request: () =>
      send('POST', '/staff-signup', {
        store_id: 1,
        uuid: NO_SUCH_LINK,
        first_name: 'Nina',
        last_name: 'New',
        password: 'strong-pass-1',
      }),
    expect: { all: 404 },
  },
  'GET /api/v1/portal/profile': {
    request: () => get('/portal/profile'),
    expect: storeUser(200),
  },
  'PUT /api/v1/portal/profile': {
    request: () =>
      send('PUT', '/portal/profile', {
        ...STALE,
        first_name: 'Sam',
        last_name: 'Staff',
      }),
    expect: storeUser(409),
  },
  'PUT /api/v1/portal/profile/language': {
    request: () => send('PUT', '/portal/profile/language', { language: 'en' }),
    expect: storeUser(200),
  },
  'POST /api/v1/portal/profile/password': {
    request: () =>
      send('POST', '/portal/profile/password', {
        current_password: 'not-the-password-1',
        new_password: 'another-pass-2',
      }),
    expect: storeUser(400),
  },
};
