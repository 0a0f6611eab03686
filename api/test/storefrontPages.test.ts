import { type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (url: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}` });

describe('GET /storefront-page', () => {
  it('a service page: the store with its tagline, address and font, and the service', async () => {
    const res = await get(
      '/storefront-page?host=ACME.localhost:3000&path=/services/1',
    );
    expect(res.status).toBe(200);
    expect(res.body.store).toMatchObject({
      id: 1,
      name: 'Acme Jewelers',
      url: 'acme.localhost',
      tagline: expect.stringMatching(/ring resizing/i),
      language: 'en',
      is_active: true,
      phone: expect.any(String),
      address: { street: '12 Main Street', city: 'Springfield' },
      font: { family: 'Lora', own: null },
    });
    expect(res.body.service).toMatchObject({
      id: 1,
      name: 'Ring Sizing',
      price: '45.00',
      description: expect.any(String),
      updated_on: expect.any(String),
    });
  });

  it("another store's service, an unknown service and the home carry no service", async () => {
    for (const path of ['/services/1', '/services/999999', '/']) {
      const host =
        path === '/services/1' ? 'globex.localhost' : 'acme.localhost';
      const res = await get(`/storefront-page?host=${host}&path=${path}`);
      expect(res.status).toBe(200);
      expect(res.body.store).not.toBeNull();
      expect(res.body.service).toBeNull();
    }
  });

  it('an inactive store answers its name only; an unknown host no store', async () => {
    const inactive = await get(
      '/storefront-page?host=initech.localhost&path=/',
    );
    expect(inactive.body.store).toMatchObject({
      name: 'Initech Repairs',
      is_active: false,
      font: null,
      address: null,
    });
    const unknown = await get('/storefront-page?host=nobody.localhost&path=/');
    expect(unknown.body).toEqual({ store: null, service: null });
  });

  it('may be cached briefly; bad input is a 400', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/v1/storefront-page?host=acme.localhost&path=/',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(
      (await get('/storefront-page?host=acme.localhost&path=nope')).status,
    ).toBe(400);
    expect((await get('/storefront-page?path=/')).status).toBe(400);
  });
});

describe('GET /storefront-sitemap', () => {
  it("an active store's home and active services with their last change", async () => {
    const res = await get('/storefront-sitemap?host=acme.localhost');
    expect(res.status).toBe(200);
    const paths = res.body.pages.map((p: { path: string }) => p.path);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/services/1');
    for (const page of res.body.pages)
      expect(Number.isNaN(Date.parse(page.updated_on))).toBe(false);
  });

  it('an inactive or unknown store has no pages', async () => {
    expect(
      (await get('/storefront-sitemap?host=initech.localhost')).body,
    ).toEqual({ pages: [] });
    expect(
      (await get('/storefront-sitemap?host=nobody.localhost')).body,
    ).toEqual({ pages: [] });
  });
});
