import { everyone, get, send, type Expect, type Row } from './expect';

// Store-portal access: password reset, check inbox, the super admin's stores and /authenticate.
// The public reset routes name nobody (an unknown email, a malformed link), so nothing is mailed or
// changed; the store writes send input that is refused, so a caller who may reach them gets 400.

/** The super admin only; every other signed-in caller 403. */
const superAdminOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  superAdmin: status,
});

/** This area's rows of the authorization matrix. */
export const ACCESS_ROWS: Record<string, Row> = {
  'POST /api/v1/auth/portal/forgot-password': {
    request: () =>
      send('POST', '/auth/portal/forgot-password', {
        email: 'nobody-matrix@example.test',
      }),
    expect: everyone(200),
  },
  'GET /api/v1/auth/portal/reset-password/{key}/{token}': {
    request: () => get('/auth/portal/reset-password/Mg/not-a-token'),
    expect: everyone(400),
  },
  'POST /api/v1/auth/portal/reset-password': {
    request: () =>
      send('POST', '/auth/portal/reset-password', {
        key: 'Mg',
        token: 'not-a-token',
        password: 'Str0ngEnough',
      }),
    expect: everyone(400),
  },
  'POST /api/v1/auth/vendor/forgot-password': {
    request: () =>
      send('POST', '/auth/vendor/forgot-password', {
        email: 'nobody-matrix@example.test',
      }),
    expect: everyone(200),
  },
  'GET /api/v1/auth/vendor/reset-password/{key}/{token}': {
    request: () => get('/auth/vendor/reset-password/Mg/not-a-token'),
    expect: everyone(400),
  },
  'POST /api/v1/auth/vendor/reset-password': {
    request: () =>
      send('POST', '/auth/vendor/reset-password', {
        key: 'Mg',
        token: 'not-a-token',
        password: 'Str0ngEnough',
      }),
    expect: everyone(400),
  },
  'GET /api/v1/admin/stores': {
    request: () => get('/admin/stores?page=1&page_size=5'),
    expect: superAdminOnly(200),
  },
  'PATCH /api/v1/admin/stores/{id}': {
    request: () => send('PATCH', '/admin/stores/1', { is_active: 'no' }),
    expect: superAdminOnly(400),
  },
  'POST /api/v1/admin/stores/{id}/authenticate': {
    request: () => send('POST', '/admin/stores/1/authenticate'),
    expect: superAdminOnly(200),
  },
  'GET /api/v1/dev-landing': {
    request: () => get('/dev-landing'),
    expect: everyone(200),
  },
};
