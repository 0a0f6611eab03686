import { expect, test, type Page, type Response } from '@playwright/test';
import { PASSWORD, PORTS, VENDOR_OWNER, shellUrl } from '../support/env';
import { getPortalServices, getStoreSettings } from './api';
import { bell, loginAcmeOwner, nextSubscription, toRgb } from './browser';
import { placeGuestOrder, plainService } from './notifications-api';

// Headers: every page the shell serves carries a nonce-based Content-Security-Policy with
// 'strict-dynamic', and the whole app works under it: the federation runtime, webpack's chunks,
// style-loader and antd's CSS-in-JS in every container, the push socket. A violation anywhere (a
// `securitypolicyviolation` event or the console's "Refused to …") fails the test.

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every CSP violation of the page, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__e2eCspViolation', (v: Violation) => {
    violations.push(
      `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`,
    );
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (
        window as unknown as { __e2eCspViolation(v: Violation): void }
      ).__e2eCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text))
      violations.push(`console: ${text}`);
  });
  return violations;
}

/** The nonce of a page response's policy, after checking the policy's fixed parts. */
function policyNonce(response: Response | null): string {
  expect(response, 'a page response').not.toBeNull();
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(
    /script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/,
  );
  for (const part of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ])
    expect(policy).toContain(part);
  expect(policy).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

/** The page read its nonce, and the browser hides it from the DOM's attributes. */
async function expectNonceInPage(page: Page, nonce: string): Promise<void> {
  const seen = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>(
      'meta[name="csp-nonce"]',
    )!;
    return { property: meta.nonce, attribute: meta.getAttribute('nonce') };
  });
  expect(seen).toEqual({ property: nonce, attribute: '' });
}

/** Every <style> in the document carries the page's nonce (none was blocked, none is inline). */
async function styleNonces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (s) => s.nonce),
  );
}

test('the storefront home and a service page (antd) work under the CSP, with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const settings = await getStoreSettings('acme.localhost');
  const service = await plainService(settings.store_id);

  const home = await page.goto(shellUrl('acme'));
  const homeNonce = policyNonce(home);
  await expect(
    page.getByRole('link', { name: service.name, exact: true }),
  ).toBeVisible();
  await expectNonceInPage(page, homeNonce);

  await page.getByRole('link', { name: service.name, exact: true }).click();
  const form = page.getByRole('form', { name: `Order ${service.name}` });
  const addToCart = form.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeVisible();
  // antd's CSS-in-JS reached the page: its button is styled, in the store's colour.
  await expect(addToCart).toHaveClass(/ant-btn/);
  await expect(addToCart).toHaveCSS(
    'background-color',
    toRgb(settings.button_color!),
  );
  const nonces = await styleNonces(page);
  expect(nonces.length).toBeGreaterThan(1);
  expect(new Set(nonces)).toEqual(new Set([homeNonce]));

  // A reload is a new response with a new nonce.
  const again = await page.reload();
  const reloadNonce = policyNonce(again);
  expect(reloadNonce).not.toBe(homeNonce);
  await expect(addToCart).toBeVisible();
  await expectNonceInPage(page, reloadNonce);
  expect(violations).toEqual([]);
});

test('the store portal, its bell and a live push work under the CSP, with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const service = await plainService(storeId);
  const documents: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.push(r);
  });

  const subscribed = nextSubscription(page);
  await loginAcmeOwner(page);
  await subscribed;
  const nonce = policyNonce(documents.at(-1) ?? null);
  await expectNonceInPage(page, nonce);
  await expect(bell(page)).toBeVisible();

  const unread = async () =>
    Number(
      /(\d+) unread/.exec(
        (await bell(page).getAttribute('aria-label')) ?? '',
      )?.[1] ?? 0,
    );
  const before = await unread();
  const order = await placeGuestOrder(storeId, service.id);
  await expect.poll(unread).toBeGreaterThan(before);
  await bell(page).click();
  await expect(
    page
      .getByRole('list', { name: 'General notifications' })
      .getByRole('listitem')
      .filter({ hasText: `#${order.order_no}` }),
  ).toHaveCount(1);
  const nonces = await styleNonces(page);
  expect(nonces.length).toBeGreaterThan(1);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  expect(violations).toEqual([]);
});

test('a dialog, the service builder and the vendor portal (each remote its own runtime) run without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(storeId);

  // antd's modal locks the page's scroll with a <style> of its own.
  await page.goto(shellUrl('acme', '/request-estimate'));
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Track Order' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Track order' });
  await expect(dialog.getByLabel('Order number')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/service-builder/${results[0]!.id}`));
  await expect(page.getByRole('list', { name: 'Options' })).toBeVisible();

  await page.goto(shellUrl('vendor', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(bell(page)).toBeVisible();
  expect(violations).toEqual([]);
});

test('the policy is enforced: markup injected into a page runs no code and is reported', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // Stands for a stored injection: the served page plus an inline script, an inline handler and a
  // style that the server never gave the nonce.
  await page.route(shellUrl('acme'), async (route) => {
    // Node does not resolve *.localhost: the same request to 127.0.0.1 with the store's Host.
    const response = await route.fetch({
      url: `http://127.0.0.1:${PORTS.SHELL_PORT}/`,
      headers: {
        ...route.request().headers(),
        host: `acme.localhost:${PORTS.SHELL_PORT}`,
      },
    });
    const html = (await response.text())
      .replace(
        '</head>',
        '<script>window.__e2eInline = 1</script><style>body { outline: 9px solid red }</style></head>',
      )
      .replace(
        '<div id="root">',
        '<img src="data:x" alt="" onerror="window.__e2eHandler = 1"><div id="root">',
      );
    await route.fulfill({ response, body: html });
  });
  policyNonce(await page.goto(shellUrl('acme')));
  // The app itself still runs.
  await expect(page.getByRole('main')).toBeVisible();
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      inline: w.__e2eInline,
      handler: w.__e2eHandler,
      outline: getComputedStyle(document.body).outlineStyle,
    };
  });
  expect(ran).toEqual({
    inline: undefined,
    handler: undefined,
    outline: 'none',
  });
  await expect
    .poll(() => violations.map((v) => v.split(' ')[0]).sort())
    .toEqual(
      expect.arrayContaining([
        'script-src-attr',
        'script-src-elem',
        'style-src-elem',
      ]),
    );
});
