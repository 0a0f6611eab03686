import { get, send, type Expect, type Row } from './expect';

// A vendor owner's own services: Fixit's owner only (vendor staff and everyone else
// 403). The rows name Fixit's demo service 9001; writes send a blank name, a version no service has
// (999) or a missing service, so nothing changes.

const vendorOwnerOnly = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  vendorOwner: status,
});
const FIXIT_SERVICE = 9001;
const blankService = {
  name: ' ',
  description: '',
  price: '10',
  category_id: null,
  item_tag: null,
  top_level_tag: null,
  is_active: true,
  image: null,
  images: [],
  options: [],
};

/** This area's rows of the authorization matrix. */
export const VENDOR_SERVICE_ROWS: Record<string, Row> = {
  'GET /api/v1/vendor/services': {
    request: () => get('/vendor/services?search=ring&page=1&page_size=5'),
    expect: vendorOwnerOnly(200),
  },
  'POST /api/v1/vendor/services': {
    request: () => send('POST', '/vendor/services', blankService),
    expect: vendorOwnerOnly(400),
  },
  'GET /api/v1/vendor/services/{id}': {
    request: () => get(`/vendor/services/${FIXIT_SERVICE}`),
    expect: vendorOwnerOnly(200),
  },
  'PUT /api/v1/vendor/services/{id}': {
    request: () =>
      send('PUT', `/vendor/services/${FIXIT_SERVICE}`, {
        ...blankService,
        name: 'Bench ring sizing',
        version: 999,
      }),
    expect: vendorOwnerOnly(409),
  },
  'DELETE /api/v1/vendor/services/{id}': {
    request: () =>
      send('DELETE', `/vendor/services/${FIXIT_SERVICE}?version=999`),
    expect: vendorOwnerOnly(409),
  },
  'POST /api/v1/vendor/services/{id}/duplicate': {
    request: () => send('POST', '/vendor/services/999999/duplicate'),
    expect: vendorOwnerOnly(404),
  },
  'GET /api/v1/vendor/service-builder/context': {
    request: () => get('/vendor/service-builder/context'),
    expect: vendorOwnerOnly(200),
  },
  'GET /api/v1/vendor/download-sku-template': {
    request: () => get('/vendor/download-sku-template'),
    expect: vendorOwnerOnly(200),
  },
};
