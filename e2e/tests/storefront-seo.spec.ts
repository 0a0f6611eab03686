import { expect, test } from '@playwright/test';
import { API_ORIGIN, PORTS, shellUrl } from '../support/env';
import { fetchFrom, firstService, headOf } from '../support/storefrontHead';

// What a crawler or a link previewer gets from a store's host without running any script: the
// head the server wrote for that store and page, the page's status, robots.txt and sitemap.xml.
// Node does not resolve *.localhost: requests go to 127.0.0.1 with the store's Host.

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const ACCEPTS: [string, string][] = [
  ['Accept: */*', '*/*'],
  ["a browser's Accept", BROWSER_ACCEPT],
];
const origin = (host: string) => `http://${host}.localhost:${PORTS.SHELL_PORT}`;

for (const [label, accept] of ACCEPTS) {
  test.describe(`asked with ${label}`, () => {
    test('the home: the store as a local business, its tagline, canonical address and logo', async ({
      request,
    }) => {
      const res = await fetchFrom(request, 'acme', '/', { accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // Acme's font is one the platform hosts: the page may load fonts from nowhere else.
      const policy = res.headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/font-src 'self' data:[^;]*;/);
      expect(policy).not.toMatch(/font-src[^;]*https:/);
      expect(policy).not.toContain('fonts.googleapis.com');
      const head = headOf(res.body);
      expect(head.lang).toBe('en');
      expect(head.title).toBe('Shop Services · Acme Jewelers');
      expect(head.description).toMatch(/ring resizing/i);
      expect(head.robots).toBeNull();
      expect(head.canonical).toBe(`${origin('acme')}/`);
      expect(head.ogImage).toMatch(new RegExp(`^${origin('acme')}/`));
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'LocalBusiness',
        name: 'Acme Jewelers',
        telephone: expect.any(String),
        address: { addressLocality: 'Springfield' },
      });
      // The picture the cards name is really there.
      const logo = await fetchFrom(
        request,
        'acme',
        new URL(head.ogImage!).pathname,
      );
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\//);
    });

    test('a service page: its name, description, picture and starting price', async ({
      request,
    }) => {
      const service = await firstService(request);
      const res = await fetchFrom(request, 'acme', `/services/${service.id}`, {
        accept,
      });
      expect(res.status).toBe(200);
      const head = headOf(res.body);
      expect(head.title).toBe(`${service.name} · Acme Jewelers`);
      expect(head.ogTitle).toBe(head.title);
      expect(head.description).toBe(service.description);
      expect(head.canonical).toBe(`${origin('acme')}/services/${service.id}`);
      expect(head.ogImage).toMatch(/^http:\/\//);
      const described = head.jsonLd.find((d) => d['@type'] === 'Service');
      expect(described).toMatchObject({
        name: service.name,
        offers: { price: service.price, priceCurrency: 'USD' },
      });
    });

    test('an inactive store: its name and the inactive title, not for indexing', async ({
      request,
    }) => {
      const res = await fetchFrom(request, 'initech', '/', { accept });
      expect(res.status).toBe(200);
      const head = headOf(res.body);
      expect(head.title).toBe(
        'This store is currently inactive · Initech Repairs',
      );
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBe(`${origin('initech')}/`);
    });

    test('an unknown path and an unknown service: the not-found page with status 404', async ({
      request,
    }) => {
      for (const path of ['/no/such/page', '/services/99999999']) {
        const res = await fetchFrom(request, 'acme', path, { accept });
        expect(res.status).toBe(404);
        const head = headOf(res.body);
        expect(head.title).toBe('This page does not exist · Acme Jewelers');
        expect(head.robots).toBe('noindex');
        expect(res.body).toContain('id="root"'); // the app still renders its not-found page
      }
    });
  });
}

test('a request for JSON or a file gets no page; a page is compressed like every text answer', async ({
  request,
}) => {
  const json = await fetchFrom(request, 'acme', '/services/1', {
    accept: 'application/json',
  });
  expect(json.status).toBe(404);
  expect(json.body).not.toContain('<html');
  const file = await fetchFrom(request, 'acme', '/nothing-here.js', {
    accept: '*/*',
  });
  expect(file.status).toBe(404);
  const page = await fetchFrom(request, 'acme', '/', {
    accept: BROWSER_ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
  });
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers.vary).toContain('Accept-Encoding');
});

for (const host of ['acme', 'globex']) {
  test(`${host}'s robots.txt names its sitemap; the sitemap lists its home and active services`, async ({
    request,
  }) => {
    const robots = await fetchFrom(request, host, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${origin(host)}/sitemap.xml`);
    for (const path of ['/portal', '/myaccount', '/login', '/checkout'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    const sitemap = await fetchFrom(request, host, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('xml');
    const urls = [
      ...sitemap.body.matchAll(
        /<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g,
      ),
    ];
    expect(urls[0]?.[1]).toBe(`${origin(host)}/`);
    const storeId = host === 'acme' ? 1 : 2;
    const listed = await request.get(
      `${API_ORIGIN}/api/v1/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`,
    );
    const { results } = (await listed.json()) as { results: { id: number }[] };
    expect(
      urls
        .map((u) => u[1])
        .slice(1)
        .sort(),
    ).toEqual(results.map((s) => `${origin(host)}/services/${s.id}`).sort());
    for (const [, , lastmod] of urls)
      expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
  });
}

test("an inactive store's sitemap is empty; a portal host disallows everything", async ({
  request,
}) => {
  const sitemap = await fetchFrom(request, 'initech', '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.body).not.toContain('<url>');
  const robots = await fetchFrom(request, 'app', '/robots.txt');
  expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
});

test("the storefront renders in the store's font with every host outside the platform blocked", async ({
  page,
}) => {
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    const local =
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '127.0.0.1';
    if (local) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  const fontFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/fonts/'))
      fontFiles.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const font = await page.evaluate(() => ({
    family: getComputedStyle(document.body).fontFamily,
    loaded: document.fonts.check('16px Lora'),
    faces: [...document.fonts]
      .filter(
        (f) =>
          f.family.replace(/['"]/g, '') === 'Lora' && f.status === 'loaded',
      )
      .map((f) => f.weight),
  }));
  expect(font.family).toMatch(/^['"]?Lora['"]?,/);
  expect(font.loaded).toBe(true);
  expect(font.faces).toContain('400');
  expect(fontFiles.every((f) => f.startsWith('200 /fonts/lora/'))).toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
