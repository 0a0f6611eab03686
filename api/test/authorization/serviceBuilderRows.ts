import { get, send, type Expect, type Row } from './expect';

// The service builder: Acme's owner reads and writes Acme's services; its staff member
// holds the service module for viewing only; the super admin may open any store's service; another
// store's owner gets 404 for Acme's; customers and vendors 403, but for the part calls, which a
// vendor's owner may make for the vendor's own services (so Acme's answer them 404). Writes send a
// blank name, a version no service has (999) or a missing service, so nothing changes at Acme.

const builder = (
  owner: number,
  { staff = 403, superAdmin = 403, otherStore = 404, vendorOwner = 403 } = {},
): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: owner,
  staffOneLocation: staff,
  superAdmin,
  otherStoreOwner: otherStore,
  vendorOwner,
});
/** A part call: a vendor's owner may call it for the vendor's own services, so Acme's is a 404. */
const part = (owner: number, staff = 403) =>
  builder(owner, { staff, vendorOwner: 404 });

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
export const SERVICE_BUILDER_ROWS: Record<string, Row> = {
  'GET /api/v1/stores/{store}/services/{id}': {
    request: (f) => get(`/stores/1/services/${f.serviceId}`),
    expect: builder(200, { staff: 200, superAdmin: 200 }),
  },
  'POST /api/v1/store/services': {
    request: () => send('POST', '/store/services', blankService),
    // every store role with the module gets the document's 400 (their own store)
    expect: builder(400, { otherStore: 400 }),
  },
  'PUT /api/v1/stores/{store}/services/{id}': {
    request: (f) =>
      send('PUT', `/stores/1/services/${f.serviceId}`, {
        ...blankService,
        name: 'Ring Resizing',
        version: 999,
      }),
    expect: builder(409),
  },
  'POST /api/v1/stores/{store}/services/{id}/duplicate': {
    request: () => send('POST', '/stores/1/services/999999/duplicate'),
    expect: builder(404),
  },
  'GET /api/v1/service-builder/context': {
    request: () => get('/service-builder/context'),
    expect: builder(200, { staff: 200, otherStore: 200 }),
  },
  'GET /api/v1/store_services/{id}/options/{optionId}': {
    request: () => get('/store_services/1/options/1'),
    expect: part(200, 200),
  },
  'DELETE /api/v1/store_services/{id}/options/{optionId}': {
    request: () => send('DELETE', '/store_services/1/options/1?version=999'),
    expect: part(409),
  },
  'DELETE /api/v1/store_services/{id}/options/{optionId}/values/{partId}': {
    request: () =>
      send('DELETE', '/store_services/1/options/2/values/1?version=999'),
    expect: part(409),
  },
  'DELETE /api/v1/store_services/{id}/options/{optionId}/values-image/{partId}':
    {
      request: () =>
        send(
          'DELETE',
          '/store_services/1/options/2/values-image/1?version=999',
        ),
      expect: part(409),
    },
  'DELETE /api/v1/store_services/{id}/options/{optionId}/logics/{partId}': {
    request: () =>
      send('DELETE', '/store_services/1/options/2/logics/1?version=999'),
    expect: part(409),
  },
  'DELETE /api/v1/store_services/{id}/options/{optionId}/logic-rules/{partId}':
    {
      request: () =>
        send('DELETE', '/store_services/1/options/2/logic-rules/1?version=999'),
      expect: part(409),
    },
  // Acme's Ring Sizing: option 1's first choice (no picture); Prong Retipping: option 7's logic 1
  // and its rule 1.
  'GET /api/v1/store_services/{id}/options/{optionId}/values/{partId}': {
    request: () => get('/store_services/1/options/1/values/1'),
    expect: part(200, 200),
  },
  'GET /api/v1/store_services/{id}/options/{optionId}/values-image/{partId}': {
    // the choice has no picture: the readers get 404 as well
    request: () => get('/store_services/1/options/1/values-image/1'),
    expect: part(404, 404),
  },
  'GET /api/v1/store_services/{id}/options/{optionId}/logics/{partId}': {
    request: () => get('/store_services/2/options/7/logics/1'),
    expect: part(200, 200),
  },
  'GET /api/v1/store_services/{id}/options/{optionId}/logic-rules/{partId}': {
    request: () => get('/store_services/2/options/7/logic-rules/1'),
    expect: part(200, 200),
  },
  'GET /api/v1/services/{id}/images/{imageId}': {
    // Acme's service 1 has no picture 999999: the callers who may read it get 404 as well
    request: () => get('/services/1/images/999999'),
    expect: part(404, 404),
  },
  'GET /api/v1/option-value': {
    request: () => get('/option-value?option_id=2&search=gold&page=1'),
    expect: part(200, 200),
  },
  'GET /api/v1/store/{id}/download-sku-template': {
    request: () => get('/store/1/download-sku-template'),
    expect: builder(200, { staff: 200 }),
  },
  'POST /api/v1/service/{id}/import-sku': {
    request: () =>
      send('POST', '/service/1/import-sku', {
        file_name: 'choices.csv',
        content: Buffer.from('option,value\r\nMetal,Gold\r\n').toString(
          'base64',
        ),
        version: 999,
      }),
    expect: part(409),
  },
};
