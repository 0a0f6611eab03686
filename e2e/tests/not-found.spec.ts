import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible } from './a11y';

// 'Go to Homepage' goes to `/`: the storefront's home on a store host; on the portal host `/`
// sends a signed-out user on to the login page.
const HOSTS: {
  host: string;
  home: string;
  showsHome: (page: Page) => Promise<void>;
}[] = [
  {
    host: 'acme',
    home: '/',
    showsHome: (page) =>
      expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
  },
  {
    host: 'app',
    home: '/portal/login',
    showsHome: (page) =>
      expect(page.getByLabel('Email', { exact: true })).toBeVisible(),
  },
];

for (const { host, home, showsHome } of HOSTS) {
  test(`an unknown path on ${host}.localhost shows the not-found page with a way home`, async ({
    page,
  }) => {
    await page.goto(shellUrl(host, '/no/such/page'));
    await expect(page.getByText('This page does not exist')).toBeVisible();
    await expectAccessible(page, `${host} not found`);
    await page
      .getByRole('button', { name: 'Go to Homepage' })
      .or(page.getByRole('link', { name: 'Go to Homepage' }))
      .click();
    await expect(page).toHaveURL(shellUrl(host, home));
    await expect(page.getByText('This page does not exist')).toHaveCount(0);
    await showsHome(page);
  });
}
