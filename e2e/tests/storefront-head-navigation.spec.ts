import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { fetchFrom, firstService, headOf } from '../support/storefrontHead';

// The head the server wrote for the first page stays true while the browser app navigates: the
// page it shows next is described as the server would describe it on a first load.

test('after in-app navigation the head follows the page: a service its own description, address, picture and data; home its own again', async ({
  page,
  request,
}) => {
  const service = await firstService(request);
  const served = async (path: string) =>
    headOf((await fetchFrom(request, 'acme', path)).body);
  const [home, own] = await Promise.all([
    served('/'),
    served(`/services/${service.id}`),
  ]);
  expect(own.description).not.toBe(home.description);
  /** The head as the browser has it now, in the served head's terms. */
  const live = () =>
    page.evaluate(() => {
      const meta = (sel: string) =>
        document.head.querySelector(sel)?.getAttribute('content') ?? null;
      return {
        description: meta('meta[name="description"]'),
        ogDescription: meta('meta[property="og:description"]'),
        twitterDescription: meta('meta[name="twitter:description"]'),
        canonical:
          document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
            ?.href ?? null,
        ogUrl: meta('meta[property="og:url"]'),
        ogImage: meta('meta[property="og:image"]'),
        ogTitle: meta('meta[property="og:title"]'),
        title: document.title,
        types: [
          ...document.querySelectorAll('script[type="application/ld+json"]'),
        ].map(
          (el) =>
            (JSON.parse(el.textContent ?? '') as { '@type': string })['@type'],
        ),
      };
    });
  await page.goto(shellUrl('acme'));
  await page.getByRole('link', { name: service.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await expect(page).toHaveTitle(`${service.name} · Acme Jewelers`);
  await expect
    .poll(async () => (await live()).description)
    .toBe(own.description);
  expect(await live()).toEqual({
    description: own.description,
    ogDescription: own.description,
    twitterDescription: own.description,
    canonical: own.canonical,
    ogUrl: own.canonical,
    ogImage: own.ogImage,
    ogTitle: `${service.name} · Acme Jewelers`,
    title: `${service.name} · Acme Jewelers`,
    types: ['LocalBusiness', 'Service'],
  });
  await page.goBack();
  await expect
    .poll(async () => (await live()).description)
    .toBe(home.description);
  const back = await live();
  expect(back.canonical).toBe(home.canonical);
  expect(back.ogImage).toBe(home.ogImage);
  expect(back.types).toEqual(['LocalBusiness']);
});

test("the shell's server answers a page's head as JSON, as it writes it into the page; a bad path is a 400", async ({
  request,
}) => {
  const service = await firstService(request);
  const path = `/services/${service.id}`;
  const [served, json, bad] = await Promise.all([
    fetchFrom(request, 'acme', path).then((r) => headOf(r.body)),
    fetchFrom(
      request,
      'acme',
      `/page-head.json?path=${encodeURIComponent(path)}`,
    ),
    fetchFrom(request, 'acme', '/page-head.json?path=services'),
  ]);
  expect(json.status).toBe(200);
  const head = JSON.parse(json.body) as Record<string, unknown>;
  expect(head).toMatchObject({
    status: 200,
    title: served.title,
    description: served.description,
    canonical: served.canonical,
    image: served.ogImage,
  });
  expect(head.structured).toEqual(served.jsonLd);
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.body)).toMatchObject({
    code: 'VALIDATION_ERROR',
    errors: { path: expect.any(String) },
  });
});
