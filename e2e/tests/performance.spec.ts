import {
  expect,
  test,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { REMOTE_ORIGINS, shellUrl } from '../support/env';
import {
  bell,
  countReactRenderers,
  loginAcmeOwner,
  rendererCount,
} from './browser';

const portOf = (url: string): number => Number(new URL(url).port);

test('the storefront home fetches only the remotes it needs', async ({
  page,
}) => {
  const ports: number[] = [];
  page.on('request', (request) => ports.push(portOf(request.url())));
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(ports, 'the storefront remote is loaded').toContain(
    REMOTE_ORIGINS.storefront,
  );
  for (const key of [
    'storePortal',
    'vendorPortal',
    'serviceBuilder',
  ] as const) {
    expect(ports, `no request to the ${key} origin`).not.toContain(
      REMOTE_ORIGINS[key],
    );
  }
});

/**
 * Opens `url` and returns the shell origin's scripts it ran (but main.js) and the scripts its
 * document preloads (the <link rel="preload"> tags its preload script adds to the head).
 */
async function shellChunksAndPreloads(
  page: Page,
  url: string,
  content: Locator,
): Promise<{ chunks: Set<string>; preloaded: Set<string> }> {
  const shellOrigin = new URL(url).origin;
  const chunks = new Set<string>();
  page.on('request', (request) => {
    const at = new URL(request.url());
    if (
      request.resourceType() === 'script' &&
      at.origin === shellOrigin &&
      !/\/main\./.test(at.pathname)
    )
      chunks.add(at.pathname);
  });
  await page.goto(url);
  await expect(content).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
  return { chunks, preloaded: new Set(preloaded) };
}

test('the storefront home names every shell chunk it runs in the document, so they load beside main.js', async ({
  page,
}) => {
  const { chunks, preloaded } = await shellChunksAndPreloads(
    page,
    shellUrl('acme'),
    page.getByRole('heading', { level: 3 }).first(),
  );
  // Its libraries and shared modules in one chunk, the bootstrap in another (ADR 0033).
  expect(chunks.size, 'the shell runs chunks besides main').toBeGreaterThan(1);
  expect(
    [...chunks].some((path) => /^\/boot\./.test(path)),
    'the boot chunk is one of them',
  ).toBe(true);
  expect(preloaded, 'each one is preloaded, and nothing else').toEqual(chunks);
});

test('a portal page also preloads the portal layout and antd, and nothing it does not run', async ({
  page,
}) => {
  const { chunks, preloaded } = await shellChunksAndPreloads(
    page,
    shellUrl('app', '/portal/login'),
    page.getByRole('button', { name: 'Log in' }),
  );
  expect(
    [...chunks].some((path) => /\/portal-routes\./.test(path)),
    'the portal routes are among them',
  ).toBe(true);
  expect(preloaded, 'each one is preloaded, and nothing else').toEqual(chunks);
});

/**
 * Opens `url`, waits for `content`. Returns the manifests the network saw (by port), who called
 * fetch for each ('boot': index.html's script; 'shell': main.js, i.e. the federation runtime) and
 * the early answers the runtime left untaken.
 */
async function manifestRequests(page: Page, url: string, content: Locator) {
  const requested: number[] = [];
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/mf-manifest.json'))
      requested.push(portOf(request.url()));
  };
  page.on('request', onRequest);
  await page.goto(url);
  await expect(content).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const { callers, untaken } = await page.evaluate(() => {
    const w = window as {
      __PLATFORM_BOOT__?: { manifests?: object };
      __manifestCallers?: string[];
    };
    return {
      callers: w.__manifestCallers ?? [],
      untaken: Object.keys(w.__PLATFORM_BOOT__?.manifests ?? {}),
    };
  });
  return { requested, callers, untaken };
}

test("the first remotes' manifests come with the registry answer: no manifest request, and the runtime uses them", async ({
  page,
}) => {
  // Who calls fetch for a manifest: a stack through the shell's main.js is the runtime.
  await page.addInitScript(() => {
    const w = window as unknown as { __manifestCallers: string[] };
    w.__manifestCallers = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url =
        typeof input === 'string' || input instanceof URL
          ? String(input)
          : input.url;
      if (url.endsWith('/mf-manifest.json'))
        w.__manifestCallers.push(
          /\/main\.[^/]*\.js/.test(new Error().stack ?? '') ? 'shell' : 'boot',
        );
      return original(input, init);
    };
  });
  const home = await manifestRequests(
    page,
    shellUrl('acme'),
    page.getByRole('heading', { level: 3 }).first(),
  );
  // ADR 0025: the api carries the start-up build's manifest in the registry answer.
  expect(home.requested).toEqual([]);
  expect(home.callers).toEqual([]);
  expect(home.untaken, 'the runtime took the early answer').toEqual([]);

  const portal = await manifestRequests(
    page,
    shellUrl('app', '/portal/login'),
    page.getByRole('button', { name: 'Log in' }),
  );
  expect(portal.requested).toEqual([]);
  expect(portal.callers).toEqual([]);
  // The service builder's manifest rides along for its page declaration (ADR 0030: the portal's
  // menu and guards read it); the runtime loads the service builder only on its own pages.
  expect(
    portal.untaken.map(portOf),
    'the runtime took the portal’s early answer',
  ).toEqual([REMOTE_ORIGINS.serviceBuilder]);
});

test('the storefront home runs exactly one React DOM renderer', async ({
  page,
}) => {
  await countReactRenderers(page);
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await rendererCount(page)).toBe(1);
});

test('the portal location page runs exactly one React DOM renderer', async ({
  page,
}) => {
  await countReactRenderers(page);
  await loginAcmeOwner(page);
  await expect(bell(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await rendererCount(page)).toBe(1);
});
