import { expect, test } from '@playwright/test';
import { fetchFrom, headOf } from '../support/storefrontHead';
import { expectAccessibleAtBothSizes } from './a11y';
import { call, loginToken } from './api';
import { loginAcmeOwner } from './browser';

// The owner states the store's opening hours in the white-label settings, and the storefront's
// server-written structured data names them for search engines.

const LOAD = { timeout: 30_000 };
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

interface Branding extends Record<string, unknown> {
  version: number;
}

test("the owner changes Saturday's hours and the storefront's local business names them", async ({
  page,
  request,
}) => {
  const owner = await loginToken('portal', 'owner@acme.test');
  const before = await call<Branding>('GET', '/stores/1/branding', owner);
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Settings$/ }).click();
  const hours = page.getByRole('group', { name: 'Opening hours' });
  await expect(hours).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'settings with opening hours');

  const saturday = hours.getByRole('group', { name: 'Saturday' });
  await saturday.getByLabel('Closes').fill('09:00');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    saturday.getByText('The closing time must be after the opening time.'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'opening hours with an error');
  await saturday.getByLabel('Closes').fill('15:00');
  const monday = hours.getByRole('group', { name: 'Monday' });
  await monday.getByRole('checkbox', { name: 'Closed' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    page.getByText(
      'Your settings are saved. The storefront shows them on its next load.',
    ),
  ).toBeVisible();

  try {
    // The server keeps a page's data 10 s: the home's head is read until it shows the new week.
    await expect
      .poll(
        async () => {
          const head = headOf((await fetchFrom(request, 'acme', '/')).body);
          return head.jsonLd.find((d) => d['@type'] === 'LocalBusiness')
            ?.openingHoursSpecification;
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday'],
          opens: '10:00',
          closes: '15:00',
        },
      ]);
  } finally {
    // Acme's week as the other specs of this platform know it.
    const now = await call<Branding>('GET', '/stores/1/branding', owner);
    const { store_id: _id, store_name: _name, ...edit } = before;
    await call('PUT', '/stores/1/branding', owner, {
      ...edit,
      version: now.version,
    });
  }
});
