import { expect, test } from '@playwright/test';
import { pdfTextLines } from 'api/src/areas/downloads/pdfText';
import { downloadedBytes } from '../support/downloads';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { mailedEstimateLink } from './estimates-api';
import { logInVendor } from './vendor-session';

// A vendor's estimate, end to end (ADR 0026, dated section): the owner prices it in the quote
// editor (a refused price first) and sends it; the customer opens the mail's link on the vendor
// host (no account), reads the sent version, sees the workshop's revision arrive without a reload
// and approves it with a note; the owner's open page
// follows live: approved by the customer's link, converted into an order at the sent price. Axe at
// 1280 and 390 px on the editor and on the customer's page before and after the answer.

const LOAD = { timeout: 30_000 };
const OMAR = 'omar.haddad@example.test';

test('a vendor quotes, its customer approves by the mail’s link, and the vendor sees the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const access = (
    await call<{ access: string }>('POST', '/auth/vendor/login', undefined, {
      email: VENDOR_OWNER,
      password: PASSWORD,
    })
  ).access;
  const estimate = await call<{ id: number; estimate_no: string }>(
    'POST',
    '/vendor/estimates',
    access,
    {
      customer_id: 9002,
      lines: [{ description: 'Clasp repair', quantity: 1, unit_price: '0' }],
    },
  );

  await logInVendor(page, VENDOR_OWNER);
  await page.goto(shellUrl('vendor', `/portal/estimate/${estimate.id}`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Estimate ${estimate.estimate_no}`,
    }),
  ).toBeVisible(LOAD);
  const prices = page.getByLabel('Unit price ($)');
  await prices.first().fill('-4');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('A price cannot be negative.', { exact: true }),
  ).toBeVisible();
  await expect(prices.first()).toHaveValue('-4');
  await prices.first().fill('35');
  await page.getByRole('button', { name: /Add a part/ }).click();
  await page.getByLabel('Part name').fill('Spring clasp');
  await prices.nth(1).fill('4.50');
  await page.getByLabel('Message to the customer').fill('Ready on Friday.');
  await expect(page.getByText('Total: $39.50')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor quote editor');
  await page.getByRole('button', { name: 'Send estimate' }).click();
  await expect(
    page.getByText('Sent: your customer has a mail with the estimate.'),
  ).toBeVisible(LOAD);

  // The customer, in a browser of their own, opens the mail's link on the vendor host.
  const linkPath = await mailedEstimateLink(OMAR, estimate.estimate_no);
  const customer = await browser.newContext();
  const omar = await customer.newPage();
  await omar.goto(shellUrl('vendor', linkPath));
  await expect(
    omar.getByRole('heading', {
      level: 1,
      name: `Estimate ${estimate.estimate_no} from Fixit Workshop`,
    }),
  ).toBeVisible(LOAD);
  await expect(omar.getByText('Ready on Friday.')).toBeVisible();
  await expect(omar.getByText('Spring clasp')).toBeVisible();
  await expect(omar.getByText('$39.50')).toBeVisible();
  await expectAccessibleAtBothSizes(omar, 'vendor customer estimate');

  // The workshop revises it while the customer's page is open: the page follows, no reload.
  type Draft = {
    version: number;
    lines: { id: number; quantity: number; unit_price: string }[];
  };
  const draft = await call<Draft>(
    'GET',
    `/vendor/estimates/${estimate.id}`,
    access,
  );
  const revised = await call<Draft>(
    'PUT',
    `/vendor/estimates/${estimate.id}/quote`,
    access,
    {
      version: draft.version,
      lines: draft.lines.map((line, index) => ({
        id: line.id,
        quantity: line.quantity,
        unit_price: index === 0 ? '40' : line.unit_price,
      })),
      message: 'Ready on Saturday.',
      valid_until: null,
      not_to_exceed: null,
    },
  );
  await call('POST', `/vendor/estimates/${estimate.id}/status`, access, {
    to: 'quoted',
    version: revised.version,
  });
  await expect(omar.getByText('Ready on Saturday.')).toBeVisible(LOAD);
  await expect(omar.getByText('$44.50')).toBeVisible();
  await expect(omar.getByText('Ready on Friday.')).toHaveCount(0);
  // The estimate as a PDF from his page: the revised version, read back out of the file.
  const [download] = await Promise.all([
    omar.waitForEvent('download'),
    omar.getByRole('button', { name: 'Download estimate (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `estimate-${estimate.estimate_no}.pdf`,
  );
  const pdfText = pdfTextLines(await downloadedBytes(download)).join('\n');
  expect(pdfText).toContain(`Estimate number: ${estimate.estimate_no}`);
  expect(pdfText).toContain('Fixit Workshop');
  expect(pdfText).toContain('Omar Haddad');
  expect(pdfText).toContain('Version 2');
  expect(pdfText).toContain('$44.50');

  await omar
    .getByLabel('A note for the workshop (optional)')
    .fill('Yes please, Saturday is fine');
  await omar.getByRole('button', { name: 'Approve estimate' }).click();
  await expect(omar.getByText(/^It is now order SO-\d+/)).toBeVisible(LOAD);
  await expect(
    omar.getByRole('button', { name: 'Approve estimate' }),
  ).toHaveCount(0);
  await expectAccessibleAtBothSizes(omar, 'vendor customer estimate answered');
  await customer.close();

  // The owner's open page follows: the answer, who and the note, and the order it became.
  await expect(
    page.getByText(
      /Approved by Omar Haddad \(estimate link\) on .* \(version 2\): “Yes please, Saturday is fine”/,
    ),
  ).toBeVisible(LOAD);
  await page.getByRole('link', { name: 'Open the order it became' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Sales order SO-\d+$/ }),
  ).toBeVisible(LOAD);
  await expect(page.getByText('Spring clasp')).toBeVisible();
  await expect(page.getByText('$44.50').first()).toBeVisible();
});
