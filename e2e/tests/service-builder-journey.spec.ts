import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible } from './a11y';
import { loginAcmeOwner } from './browser';

// The Acme owner builds a new service in the service builder (three options, a logic rule
// "show Engraving when Metal is Gold" and a validation rule on the ring size), checks it in the
// customer preview, publishes it, and a customer on Acme's storefront sees Engraving appear and
// disappear and gets the rule's message.

const RULE_MESSAGE = 'At most three sizes up.';

async function addOption(page: Page, kind: string, label: string) {
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('button', { name: kind, exact: true }).click();
  const field = page.getByLabel('Label', { exact: true });
  await field.fill(label);
  await expect(
    page.getByRole('list', { name: 'Options' }).getByText(label),
  ).toBeVisible();
}

// The whole journey (two users, a dozen option edits, the storefront) takes over a minute on a
// busy two-core machine: more than the default 90 s leaves no margin.
test.describe.configure({ timeout: 180_000 });

test('the owner builds a service with logic and a validation rule; a customer sees both', async ({
  page,
}) => {
  const name = `Custom pendant ${Date.now()}`;
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/store-services'));
  await page.getByRole('link', { name: 'New service' }).click();
  await expect(page).toHaveURL(/\/portal\/service-builder\/new$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('120');
  await expectAccessible(page, 'new service');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/portal\/service-builder\/\d+$/);
  const serviceId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // 1. Metal: a single select with Gold and Silver
  await addOption(page, 'Single select (text)', 'Metal');
  for (const [n, choice] of [
    [1, 'Gold'],
    [2, 'Silver'],
  ] as const) {
    await page.getByRole('button', { name: 'Add choice' }).click();
    await page.getByLabel(`Choice ${n} name`).fill(choice);
  }
  await expectAccessible(page, 'service builder with an option’s settings');

  // 2. Ring size: desired size must be less than the current size + 3
  await addOption(page, 'Current and desired size', 'Ring size');
  const rules = page.getByRole('region', { name: 'Validation rules' });
  await rules.getByLabel('Validate answers').click();
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await rules
    .getByLabel('Type', { exact: true })
    .selectOption({ label: 'Show an error message' });
  await rules
    .getByLabel('Compare', { exact: true })
    .selectOption({ label: 'Desired size' });
  await rules
    .getByLabel('Must be', { exact: true })
    .selectOption({ label: 'less than' });
  await rules.getByLabel('Formula', { exact: true }).fill('{current_size} + 3');
  await rules.getByLabel('Error message', { exact: true }).fill(RULE_MESSAGE);

  // 3. Engraving: shown only when Metal is Gold
  await addOption(page, 'Short text', 'Engraving');
  await page.getByRole('button', { name: 'Logic', exact: true }).click();
  const logic = page.getByRole('region', { name: 'Logic' });
  await logic.getByRole('button', { name: 'Add rule' }).click();
  await logic.getByLabel('Compare with').selectOption({ label: 'Metal' });
  await logic.getByLabel('Condition').selectOption({ label: 'is' });
  await logic.getByLabel('Value', { exact: true }).selectOption('Gold');
  await expectAccessible(page, 'service builder’s logic panel');

  // the customer preview follows the unsaved draft
  await page.getByRole('button', { name: 'Show preview' }).click();
  const preview = page.getByRole('form', { name: `Order ${name}` });
  // Metal reads as a radio group of its choices
  const metal = preview.getByRole('radiogroup', { name: 'Metal' });
  await expect(metal.getByRole('radio', { name: 'Gold' })).toBeVisible();
  await expect(metal.getByRole('radio', { name: 'Silver' })).toBeVisible();
  await expect(preview.getByLabel('Engraving')).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Gold' }).click();
  await expect(preview.getByLabel('Engraving')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // the customer
  const customer = await page.context().browser()!.newPage();
  await customer.goto(shellUrl('acme', `/services/${serviceId}`));
  const form = customer.getByRole('form', { name: `Order ${name}` });
  await expect(form.getByRole('radio', { name: 'Silver' })).toBeVisible();
  await expect(form.getByLabel('Engraving')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Gold' }).click();
  await expect(form.getByLabel('Engraving')).toBeVisible();
  await form.getByRole('radio', { name: 'Silver' }).click();
  await expect(form.getByLabel('Engraving')).toHaveCount(0);
  await form.getByLabel('Current size').fill('6');
  await form.getByLabel('Desired size').fill('10');
  await form.getByLabel('Desired size').blur();
  await expect(form.getByText(RULE_MESSAGE)).toBeVisible();
  await form.getByLabel('Desired size').fill('8');
  await form.getByLabel('Desired size').blur();
  await expect(form.getByText(RULE_MESSAGE)).toHaveCount(0);
  await customer.close();
});

test('the builder fits a phone: no sideways scrolling, the panel below the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/service-builder/1'));
  await expect(page.getByRole('list', { name: 'Options' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Options' })
    .getByRole('listitem')
    .first()
    .locator('.sb-option__select')
    .click();
  await expect(page.getByLabel('Label', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'service builder on a phone');
});
