import { everyone, get, send, signedIn, type Row } from './expect';

/** Routes strangers use: the storefront's reads, logins, password reset. */
export const PUBLIC_ROWS: Record<string, Row> = {
  'GET /api/v1/health': {
    request: () => get('/health'),
    expect: everyone(200),
  },
  'GET /api/v1/openapi.json': {
    request: () => get('/openapi.json'),
    expect: everyone(200),
  },
  'GET /api/v1/remote-registry': {
    request: () => get('/remote-registry?host=acme.localhost'),
    expect: everyone(200),
  },
  'GET /api/v1/white-label-settings': {
    request: () => get('/white-label-settings?store_url=acme.localhost'),
    expect: everyone(200),
  },
  'GET /api/v1/store-settings': {
    request: () => get('/store-settings?store_url=acme.localhost'),
    expect: everyone(200),
  },
  'GET /api/v1/storefront-page': {
    request: () => get('/storefront-page?host=acme.localhost&path=/services/1'),
    expect: everyone(200),
  },
  'GET /api/v1/storefront-sitemap': {
    request: () => get('/storefront-sitemap?host=acme.localhost'),
    expect: everyone(200),
  },
  'GET /api/v1/service-categories/store/{id}': {
    request: () => get('/service-categories/store/1'),
    expect: everyone(200),
  },
  'GET /api/v1/item-categories/store/{id}': {
    request: () => get('/item-categories/store/1'),
    expect: everyone(200),
  },
  'GET /api/v1/stores/{store_id}/portal-services': {
    request: () =>
      get('/stores/1/portal-services?is_customer_side=true&is_partial=true'),
    expect: everyone(200),
  },
  'GET /api/v1/stores/{store_id}/portal-services/{id}': {
    request: (f) => get(`/stores/1/portal-services/${f.serviceId}`),
    expect: everyone(200),
  },
  'GET /api/v1/insurances': {
    request: () => get('/insurances?store_id=1'),
    expect: everyone(200),
  },
  'GET /api/v1/shipping-rates': {
    request: () => get('/shipping-rates?store_id=1'),
    expect: everyone(200),
  },
  'GET /api/v1/payments/config': {
    request: () => get('/payments/config?store_id=1'),
    expect: everyone(200),
  },
  'GET /api/v1/push/config': {
    request: () => get('/push/config'),
    expect: signedIn(200),
  },

  // Logins answer by the credentials in the body, whoever sends them: a wrong password is 401.
  'POST /api/v1/auth/portal/login': {
    request: () =>
      send('POST', '/auth/portal/login', {
        email: 'owner@acme.test',
        password: 'wrong-Passw0rd',
      }),
    expect: everyone(401),
  },
  'POST /api/v1/auth/vendor/login': {
    request: () =>
      send('POST', '/auth/vendor/login', {
        email: 'owner@fixit.test',
        password: 'wrong-Passw0rd',
      }),
    expect: everyone(401),
  },
  'POST /api/v1/auth/customer/login': {
    request: () =>
      send('POST', '/auth/customer/login', {
        email: 'jane@example.test',
        password: 'wrong-Passw0rd',
        store_id: 1,
      }),
    expect: everyone(401),
  },
  'POST /api/v1/token/refresh/': {
    request: () => send('POST', '/token/refresh/', { refresh: 'x'.repeat(40) }),
    expect: everyone(401),
  },
  'GET /api/v1/auth/me': {
    request: () => get('/auth/me'),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/customer/register': {
    request: () =>
      send('POST', '/auth/customer/register', {
        store_id: 1,
        first_name: 'Mat',
        last_name: 'Rix',
        email: 'jane@example.test',
        password: 'Passw0rd!',
      }),
    expect: everyone(400),
  },
  'POST /api/v1/auth/customer/forgot-password': {
    request: () =>
      send('POST', '/auth/customer/forgot-password', {
        store_id: 1,
        email: 'nobody@example.test',
      }),
    expect: everyone(200),
  },
  'GET /api/v1/auth/customer/reset-password/{key}/{token}': {
    request: () => get(`/auth/customer/reset-password/Mg/${'a'.repeat(43)}`),
    expect: everyone(400),
  },
  'POST /api/v1/auth/customer/reset-password': {
    request: () =>
      send('POST', '/auth/customer/reset-password', {
        key: 'Mg',
        token: 'a'.repeat(43),
        password: 'Passw0rd!x',
      }),
    expect: everyone(400),
  },
};
