import { expect, test, type Browser, type Page } from '@playwright/test';
import { pdfTextLines } from 'api/src/areas/downloads/pdfText';
import { PASSWORD, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner, nextSubscription } from './browser';
import { mailedEstimateLink, requestEstimate } from './estimates-api';
import { downloadedBytes } from '../support/downloads';

// An estimate end to end (ADR 0026): Jane asks for a quote; the Acme owner finds it through the
// menu, prices it (a refused price first), adds labour, writes a message and sends it; the mail's
// link opens it for Jane, My Account lists it; she approves it and pays its order with the test card,
// and the owner's page, never reloaded, shows it converted.

const DESKTOP = { width: 1280, height: 900 };
const JANE = 'jane@example.test';
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });

async function personPage(browser: Browser, close: (() => Promise<void>)[]) {
  const context = await browser.newContext({ viewport: DESKTOP });
  close.push(() => context.close());
  return context.newPage();
}

/** The value beside a term on the store's estimate page ('Status'). */
const fieldOf = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a quote goes from the store to the customer’s mail and My Account, and ends in a paid order', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const close: (() => Promise<void>)[] = [];
  try {
    // Setup not under test, through the api: Jane's estimate request for one service.
    const estimate = await requestEstimate(JANE, 'The clasp is loose.');
    const number = estimate.estimate_no;

    // The owner finds the estimate through the menu.
    const store = await personPage(browser, close);
    const subscribed = nextSubscription(store);
    await loginAcmeOwner(store);
    await subscribed;
    await store.getByRole('menuitem', { name: /Estimates/ }).click();
    await expect(
      store.getByRole('heading', { level: 1, name: 'Estimates' }),
    ).toBeVisible(LOAD);
    await store
      .getByRole('searchbox', { name: 'Search estimates' })
      .fill(number);
    await expect(store).toHaveURL(new RegExp(`search=${number}`), LOAD);
    await store.getByRole('link', { name: `#${number}` }).click();
    await expect(
      store.getByRole('heading', { level: 1, name: `Estimate #${number}` }),
    ).toBeVisible(LOAD);
    await expectAccessibleAtBothSizes(store, 'store estimate editor');

    // A negative price is refused on its line and kept as typed; nothing is sent.
    const lines = store.getByRole('list', { name: 'Quote lines' });
    const firstPrice = lines.getByLabel('Unit price ($)').first();
    await firstPrice.fill('-5');
    await store.getByRole('button', { name: 'Save draft' }).click();
    await expect(lines.getByText('A price cannot be negative.')).toBeVisible();
    await expect(firstPrice).toHaveValue('-5');
    await expectAccessibleAtBothSizes(store, 'store estimate with an error');

    // The quote: the service's price, added labour, a message and a ceiling; then send it.
    await firstPrice.fill('40.00');
    await store.getByRole('button', { name: /Add labour/ }).click();
    await lines.getByLabel('Labour name').fill('Soldering');
    await lines.getByLabel('Unit price ($)').nth(1).fill('20.00');
    await store
      .getByLabel('Message to the customer')
      .fill('The clasp needs soldering.');
    await store.getByLabel('Do not exceed ($, optional)').fill('100');
    await expect(store.getByText('Total: $60.00')).toBeVisible();
    await store.getByRole('button', { name: 'Send estimate' }).click();
    await expect(fieldOf(store, 'Status')).toHaveText('Sent', LOAD);
    const history = store.getByRole('list', { name: 'Sent versions' });
    await expect(history).toContainText('Version 1 (the customer’s): $60.00');

    // The mail's link opens the estimate for Jane (not signed in).
    const linkPath = await mailedEstimateLink(JANE, number);
    const customer = await personPage(browser, close);
    await customer.goto(shellUrl('acme', linkPath));
    await expect(
      customer.getByRole('heading', { level: 1, name: `Estimate ${number}` }),
    ).toBeVisible(LOAD);
    await expect(
      customer.getByText('The clasp needs soldering.'),
    ).toBeVisible();
    await expect(customer.getByRole('table')).toContainText('Soldering');
    await expect(customer.getByRole('table')).toContainText('$60.00');
    await expectAccessibleAtBothSizes(customer, 'estimate link page');

    // My Account lists it, waiting for her answer.
    const account = await personPage(browser, close);
    await account.goto(shellUrl('acme', '/login'));
    const login = account.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(JANE);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(account).toHaveURL(/\/myaccount\/orders$/, LOAD);
    await account.getByRole('link', { name: 'Estimates' }).click();
    const mine = account.getByRole('list', { name: 'Estimates' });
    const item = mine.getByRole('listitem').filter({ hasText: number });
    await expect(item).toContainText('Waiting for your answer', LOAD);
    await expectAccessibleAtBothSizes(account, 'My Account estimates');
    await item.getByRole('link').click();
    await expect(account.getByRole('button', { name: 'Approve' })).toBeVisible(
      LOAD,
    );
    await expectAccessibleAtBothSizes(account, 'My Account estimate');

    // She approves from the mail's link with a note, then pays the order at the quoted price.
    await customer
      .getByLabel('A note for the store (optional)')
      .fill('Please go ahead.');
    await customer.getByRole('button', { name: 'Approve' }).click();
    const pay = customer.getByRole('link', { name: 'Pay $60.00' });
    await expect(pay).toBeVisible(LOAD);
    await expect(customer.getByText(/You approved version 1/)).toBeVisible();
    // The estimate as a PDF from her page: the version she approved, read back out of the file.
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer
        .getByRole('link', { name: 'Download the estimate (PDF)' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`estimate-${number}.pdf`);
    const pdf = await downloadedBytes(download);
    const pdfText = pdfTextLines(pdf).join('\n');
    expect(pdfText).toContain(`Estimate number: ${number}`);
    expect(pdfText).toContain('Jane Doe');
    expect(pdfText).toContain('$60.00');
    // Her My Account page, never reloaded, follows on the estimate's public channel.
    await expect(account.locator('.sf-quote__status')).toHaveText(
      'Status: Approved: order placed',
      LOAD,
    );
    // The owner's page, never reloaded, shows the estimate converted and who approved it.
    await expect(fieldOf(store, 'Status')).toHaveText(
      'Converted to an order',
      LOAD,
    );
    await expect(
      store.getByText(/Approved by Jane Doe \(estimate link\)/),
    ).toBeVisible();

    await pay.click();
    const card = customer.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Name on card').fill('Jane Doe');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Pay $60.00' }).click();
    await expect(
      customer.getByRole('heading', {
        level: 1,
        name: 'Thank you for your order!',
      }),
    ).toBeVisible(LOAD);

    // My Account shows the answer; the owner's estimate links to the new order.
    await account.reload();
    await expect(
      account.getByText(/Your order \d+ is paid\. Thank you!/),
    ).toBeVisible(LOAD);
  } finally {
    for (const done of close) await done();
  }
});
