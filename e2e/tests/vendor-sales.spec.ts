import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { call } from './api';

// The vendor's own orders (ADR 0012): Fixit's owner creates a customer and an order,
// moves it, imports a CSV with a bad row (sees the row report; nothing imported), fixes it and
// imports, then converts an approved estimate. Each page is checked by axe (WCAG 2.2 AA) at 1280
// and 390 px, and fits the phone without sideways scrolling.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const HEADER =
  'order_ref,customer_email,customer_first_name,customer_last_name,customer_phone,description,quantity,unit_price';

async function checkPage(page: Page, label: string) {
  await expectAccessible(page, label);
  await expectNoSidewaysScroll(page, label);
}

async function logInAsFixit(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const vendorToken = async () =>
  (
    await call<{ access: string }>('POST', '/auth/vendor/login', undefined, {
      email: VENDOR_OWNER,
      password: PASSWORD,
    })
  ).access;

/**
 * Fixit's sales orders that the list's search finds for `text` (its own orders only: other tests
 * add orders to Fixit at the same time).
 */
const ordersFound = async (token: string, text: string) =>
  (
    await call<{ results: { order_no: string }[] }>(
      'GET',
      `/vendor/sales-orders?search=${encodeURIComponent(text)}&page_size=100`,
      token,
    )
  ).results;

/** An estimate of one of Fixit's demo customers, sent and approved through the api. */
async function approvedEstimate(token: string) {
  const estimate = await call<{ id: number; estimate_no: string }>(
    'POST',
    '/vendor/estimates',
    token,
    {
      customer_id: 9002,
      lines: [
        { description: 'Clasp replacement', quantity: 1, unit_price: '40' },
      ],
    },
  );
  await call('POST', `/vendor/estimates/${estimate.id}/status`, token, {
    to: 'quoted',
    version: 1,
  });
  await call('POST', `/vendor/estimates/${estimate.id}/status`, token, {
    to: 'accepted',
    version: 2,
  });
  return estimate;
}

const csvFile = (rows: string[]) => ({
  name: 'orders.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.join('\n')),
});

test('Fixit’s owner creates a customer and an order, moves it, imports a CSV (refused, then fixed) and converts an estimate', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = await vendorToken();
  const stamp = Date.now().toString(36);
  await page.setViewportSize(DESKTOP);

  await page.goto(shellUrl('vendor', '/portal/sales-orders'));
  await logInAsFixit(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sales orders' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'SO-1001' })).toBeVisible();
  await checkPage(page, 'vendor sales orders at 1280 px');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export XLSX/ }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^sales-orders-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );

  await page.getByRole('link', { name: 'New order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'New sales order' }),
  ).toBeVisible();
  await page.getByText('New customer', { exact: true }).click();
  await page.getByLabel('First name').fill('Walk In');
  await page
    .getByLabel('Email', { exact: true })
    .fill(`walk.${stamp}@example.test`);
  await page.getByLabel('Description').fill('Ring resize');
  await page.getByLabel('Unit price').fill('45');
  await checkPage(page, 'new vendor sales order at 1280 px');
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: /^Sales order SO-\d+$/ }),
  ).toBeVisible();
  await expect(page.getByText(`walk.${stamp}@example.test`)).toBeVisible();
  await checkPage(page, 'vendor sales order at 1280 px');
  await page.getByRole('button', { name: 'Start work' }).click();
  // The move's note says the new status (and holds focus); the timeline records it too.
  await expect(
    page.getByRole('status').filter({ hasText: 'Status: In progress' }),
  ).toBeFocused();
  await expect(
    page
      .getByRole('list', { name: 'Timeline' })
      .getByText('Status: In progress'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Ready for pickup' }),
  ).toBeVisible();

  await page.goto(shellUrl('vendor', '/portal/sales-order/bulk-salesorder'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import sales orders' }),
  ).toBeVisible();
  const file = page.getByLabel('File (CSV or XLSX, up to 2 MB)');
  await file.setInputFiles(
    csvFile([
      HEADER,
      `I-1,imp.${stamp}@example.test,Ima,Port,,Chain solder,1,25.00`,
      `I-1,imp.${stamp}@example.test,Ima,Port,,Polish,two,12.50`,
      'I-2,nora.finch@example.test,,,,Watch battery,1,15',
    ]),
  );
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText(
      'Nothing was imported: fix the rows below and upload the file again.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('row', {
      name: '3 quantity Enter a whole number from 1 to 999.',
    }),
  ).toBeVisible();
  // nothing was imported: no order for the file's new customer
  expect(await ordersFound(token, `imp.${stamp}`)).toHaveLength(0);
  await checkPage(page, 'vendor import with row errors at 1280 px');

  await file.setInputFiles(
    csvFile([
      HEADER,
      `I-1,imp.${stamp}@example.test,Ima,Port,,Chain solder,1,25.00`,
      `I-1,imp.${stamp}@example.test,Ima,Port,,Polish,2,12.50`,
      'I-2,nora.finch@example.test,,,,Watch battery,1,15',
    ]),
  );
  await page.getByRole('button', { name: 'Import' }).click();
  const imported = page.getByText(/Imported 2 orders: SO-\d+, SO-\d+\./);
  await expect(imported).toBeVisible();
  await expect(page.getByRole('row', { name: /quantity/ })).toHaveCount(0);
  // the two orders the message names exist, one of them the new customer's
  const named = (await imported.textContent())?.match(/SO-\d+/g) ?? [];
  expect(named).toHaveLength(2);
  for (const number of named)
    expect(
      (await ordersFound(token, number)).filter(
        (order) => order.order_no === number,
      ),
    ).toHaveLength(1);
  expect(await ordersFound(token, `imp.${stamp}`)).toHaveLength(1);

  const estimate = await approvedEstimate(token);
  await page.goto(shellUrl('vendor', '/portal/estimates'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estimates' }),
  ).toBeVisible();
  await checkPage(page, 'vendor estimates at 1280 px');
  await page.getByRole('link', { name: estimate.estimate_no }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Estimate ${estimate.estimate_no}`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await checkPage(page, 'vendor estimate at 1280 px');
  await page.getByRole('button', { name: 'Convert to order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Sales order SO-\d+$/ }),
  ).toBeVisible();
  await expect(page.getByText('Clasp replacement')).toBeVisible();
  await expect(
    page.getByText(`Converted from estimate ${estimate.estimate_no}`),
  ).toBeVisible();
});

test('on a phone, the vendor’s order and estimate pages read well and fit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto(shellUrl('vendor', '/portal/sales-orders'));
  await logInAsFixit(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sales orders' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'SO-1002' })).toBeVisible();
  await checkPage(page, 'vendor sales orders at 390 px');

  for (const [path, heading] of [
    ['/portal/sales-order/9002', 'Sales order SO-1002'],
    ['/portal/sales-order/create', 'New sales order'],
    ['/portal/sales-order/bulk-salesorder', 'Import sales orders'],
    ['/portal/estimates', 'Estimates'],
    ['/portal/sales-order/create?kind=estimate', 'New estimate'],
    ['/portal/estimate/9002', 'Estimate EST-1002'],
  ] as const) {
    await page.goto(shellUrl('vendor', path));
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
    await checkPage(page, `${heading} at 390 px`);
  }
});
