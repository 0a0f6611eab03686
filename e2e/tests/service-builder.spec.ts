import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import {
  getPortalServices,
  getService,
  getStoreSettings,
  loginToken,
} from './api';
import { loginAcmeOwner } from './browser';
import { expectAccessible } from './a11y';

test('the service builder lists a service’s options in sequence order', async ({
  page,
}) => {
  const token = await loginToken('portal', ACME_OWNER);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(storeId);
  const services = await Promise.all(
    results.map((s) => getService(token, storeId, s.id)),
  );
  const service = [...services].sort(
    (a, b) => b.options.length - a.options.length,
  )[0];
  expect(
    service?.options.length,
    'an Acme service with several options',
  ).toBeGreaterThan(1);
  const expected = [...service!.options]
    .sort((a, b) => a.sequence - b.sequence)
    .map((o) => o.label.value);

  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/service-builder/${service!.id}`));
  const items = page
    .getByRole('list', { name: 'Options' })
    .getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  for (const [i, label] of expected.entries()) {
    await expect(items.nth(i)).toContainText(label);
  }
  await expectAccessible(page, 'service builder');
});
