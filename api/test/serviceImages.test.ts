import type { BuilderService } from 'shared/contracts/serviceBuilder';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, saveOf } from './serviceBuilderFixtures';

// A service's gallery (services/{id}/images/{imageId}): saved with the builder's
// document under its version, read one by one by the service's owner, shown on the storefront.

let api: TestApi;
let owner: string;
let globex: string;
let fixit: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
  fixit = (await api.login('owner@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token?: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });
const FRONT = '/api/v1/uploads/0123456789abcdef0123456789abcdef.png';
const SIDE = 'https://cdn.example.test/ring-side.jpg';
const BOX = 'https://cdn.example.test/ring-box.jpg';

let service: BuilderService;
it('a new service keeps its pictures in their order', async () => {
  const res = await call(
    'POST',
    '/store/services',
    owner,
    newService({
      images: [
        { id: -1, url: FRONT },
        { id: -2, url: SIDE },
      ],
    }),
  );
  expect(res.status).toBe(201);
  service = res.body;
  expect(service.images.map((i) => i.url)).toEqual([FRONT, SIDE]);
  expect(service.images.every((i) => i.id > 0)).toBe(true);
});

it('a save reorders, adds and removes pictures; one picture is read by its id', async () => {
  const [front, side] = service.images;
  const res = await call('PUT', `/stores/1/services/${service.id}`, owner, {
    ...saveOf(service),
    images: [side, { id: -1, url: BOX }],
  });
  expect(res.status).toBe(200);
  expect(res.body.images.map((i: { url: string }) => i.url)).toEqual([
    SIDE,
    BOX,
  ]);
  expect(res.body.images[0].id).toBe(side!.id);
  const one = await call(
    'GET',
    `/services/${service.id}/images/${side!.id}`,
    owner,
  );
  expect([one.status, one.body]).toEqual([200, { id: side!.id, url: SIDE }]);
  const removed = await call(
    'GET',
    `/services/${service.id}/images/${front!.id}`,
    owner,
  );
  expect(removed.status).toBe(404);
  service = res.body;
});

it('refuses another service’s picture id, a blank address and a ninth picture, changing nothing', async () => {
  const before = (await call('GET', `/stores/1/services/${service.id}`, owner))
    .body;
  for (const images of [
    [{ id: 999999, url: SIDE }],
    [{ id: -1, url: '' }],
    Array.from({ length: 9 }, (_, i) => ({ id: -1 - i, url: SIDE })),
  ]) {
    const res = await call('PUT', `/stores/1/services/${service.id}`, owner, {
      ...saveOf(service),
      images,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeDefined();
  }
  expect(
    (await call('GET', `/stores/1/services/${service.id}`, owner)).body,
  ).toEqual(before);
});

it('another store or a vendor gets 404 for the picture; the storefront shows the gallery', async () => {
  const imageId = service.images[0]!.id;
  for (const token of [globex, fixit])
    expect(
      (await call('GET', `/services/${service.id}/images/${imageId}`, token))
        .status,
    ).toBe(404);
  const page = await call('GET', `/stores/1/portal-services/${service.id}`);
  expect(page.body.images).toEqual(service.images);
});

it('a duplicate copies the pictures as its own', async () => {
  const res = await call(
    'POST',
    `/stores/1/services/${service.id}/duplicate`,
    owner,
  );
  expect(res.status).toBe(201);
  expect(res.body.images.map((i: { url: string }) => i.url)).toEqual([
    SIDE,
    BOX,
  ]);
  expect(res.body.images[0].id).not.toBe(service.images[0]!.id);
});
