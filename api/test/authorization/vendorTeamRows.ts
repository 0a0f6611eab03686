import { get, send, type Expect, type Row } from './expect';

// The vendor's team, My Team: Fixit's owner only (vendor staff and everyone else 403).
// The rows name Fixit's staff member Tara (user 6), who signed up long ago; writes name a version
// no record has (999) or input that is refused, so nothing changes (Tara stays active: she is one
// of the matrix's callers). The public sign-up link is a made-up one: 404 for everyone.

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const TARA = 6;
const STALE = { version: 999 };
const NO_SUCH_LINK = '0b0c7f4e-7d2a-4d4f-9d1e-2f3a4b5c6d7e';

/** This area's rows of the authorization matrix. */
export const VENDOR_TEAM_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/users': {
    request: () => get('/vendor/users?page=1&page_size=5&status=active'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/users/invitations': {
    request: () =>
      send('POST', '/vendor/users/invitations', {
        email: 'not-an-email',
        first_name: 'Nina',
        last_name: 'North',
      }),
    expect: vendorOwnerOnly(400),
  },
  'POST /api/v1/vendor/users/{id}/invitation': {
    request: () => send('POST', `/vendor/users/${TARA}/invitation`, STALE),
    expect: vendorOwnerOnly(409),
  },
  'DELETE /api/v1/vendor/users/{id}/invitation': {
    // Tara has signed up: there is no invitation to withdraw.
    request: () => send('DELETE', `/vendor/users/${TARA}/invitation`),
    expect: vendorOwnerOnly(409),
  },
  'POST /api/v1/vendor/users/{id}/deactivate': {
    request: () => send('POST', `/vendor/users/${TARA}/deactivate`, STALE),
    expect: vendorOwnerOnly(409),
  },
  'POST /api/v1/vendor/users/{id}/reactivate': {
    request: () => send('POST', `/vendor/users/${TARA}/reactivate`, STALE),
    expect: vendorOwnerOnly(409),
  },
  'GET /api/v1/auth/vendor/staff-signup/{vendor_id}/{uuid}': {
    request: () => get(`/auth/vendor/staff-signup/1/${NO_SUCH_LINK}`),
    expect: { all: 404 },
  },
  'POST /api/v1/auth/vendor/staff-signup/{vendor_id}/{uuid}': {
    request: () =>
      send('POST', `/auth/vendor/staff-signup/1/${NO_SUCH_LINK}`, {
        first_name: 'Nina',
        last_name: 'North',
        password: 'strong-pass-1',
      }),
    expect: { all: 404 },
  },
};
