import { expect, test } from '@playwright/test';
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

test('the storefront home names every shell chunk it runs in the document, so they load beside main.js', async ({
  page,
}) => {
  const shellScripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      request.resourceType() === 'script' &&
      url.origin === new URL(shellUrl('acme')).origin
    )
      shellScripts.add(url.pathname);
  });
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
  const chunks = [...shellScripts].filter((path) => !/\/main\./.test(path));
  expect(chunks.length, 'the shell runs chunks besides main').toBeGreaterThan(
    5,
  );
  expect(new Set(preloaded), 'each one is preloaded, and nothing else').toEqual(
    new Set(chunks),
  );
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
