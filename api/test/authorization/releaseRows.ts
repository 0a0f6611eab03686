import { get, send, type Expect, type Row } from './expect';

// The remotes' releases: roll-out, audit and release keys are the super admin's only;
// publishing takes a release key (tested in releases.test.ts) or the super admin. Every write sends
// input that is refused (a version that is not published, a missing reason, a malformed manifest,
// an unknown key), so the super admin gets 400 (404 for the unknown key) and nothing changes.

/** The super admin only; every other signed-in caller 403. */
const superAdminOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  superAdmin: status,
});
const why = 'authorization matrix';

/** This area's rows of the authorization matrix. */
export const RELEASE_ROWS: Record<string, Row> = {
  'GET /api/v1/releases': {
    request: () => get('/releases'),
    expect: superAdminOnly(200),
  },
  'GET /api/v1/releases/audit': {
    request: () => get('/releases/audit?remote=storefront&page=1&page_size=5'),
    expect: superAdminOnly(200),
  },
  'PUT /api/v1/releases/{remote}/default': {
    request: () =>
      send('PUT', '/releases/storefront/default', {
        version: '9.9.9',
        reason: why,
      }),
    expect: superAdminOnly(400),
  },
  'POST /api/v1/releases/{remote}/rollback': {
    request: () => send('POST', '/releases/storefront/rollback', {}),
    expect: superAdminOnly(400),
  },
  'PUT /api/v1/releases/{remote}/pins/{storeId}': {
    request: () =>
      send('PUT', '/releases/storefront/pins/1', {
        version: '9.9.9',
        reason: why,
      }),
    expect: superAdminOnly(400),
  },
  'PUT /api/v1/releases/{remote}/canary': {
    request: () =>
      send('PUT', '/releases/storefront/canary', {
        version: '0.1.0',
        share: 101,
        reason: why,
      }),
    expect: superAdminOnly(400),
  },
  'PUT /api/v1/releases/{remote}/kill-switch': {
    request: () =>
      send('PUT', '/releases/storefront/kill-switch', {
        killed: 'maybe',
        reason: why,
      }),
    expect: superAdminOnly(400),
  },
  'POST /api/v1/releases/{remote}/versions': {
    request: () =>
      send('POST', '/releases/storefront/versions', {
        version: '9.9.9',
        entry_base_url: 'https://cdn.example.test/storefront/9.9.9',
        manifest: { name: 'mf_storefront', exposes: [] },
      }),
    expect: superAdminOnly(400),
  },
  'GET /api/v1/releases/keys': {
    request: () => get('/releases/keys'),
    expect: superAdminOnly(200),
  },
  'POST /api/v1/releases/keys': {
    request: () => send('POST', '/releases/keys', { remote: 'nope', name: '' }),
    expect: superAdminOnly(400),
  },
  'DELETE /api/v1/releases/keys/{id}': {
    request: () => send('DELETE', '/releases/keys/999999'),
    expect: superAdminOnly(404),
  },
};
