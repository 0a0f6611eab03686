import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { loginAcmeOwner } from './browser';
import { sendWorkToFixit, SMALL_PNG, storeWorkOrder } from './vendor-work-api';
import { downloadedBytes } from '../support/downloads';

// The vendor's side: the envelope's QR code on a phone, the shop floor's steps, and the
// portal's work order list and page, each checked by axe (WCAG 2.2 AA) at the widths it is used at.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function checkPage(page: Page, label: string) {
  await expectAccessible(page, label);
  await expectNoSidewaysScroll(page, label);
}

async function logInAsFixit(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('on a phone, Fixit scans the envelope, logs in, accepts, starts, tells us with a photo and marks the job done', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const job = await sendWorkToFixit();
  const name = `WO-${job.workOrderNo}`;
  await page.setViewportSize(PHONE);

  await page.goto(shellUrl('vendor', job.scanPath));
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(
    page.getByRole('heading', { name: 'Log in to your workshop' }),
  ).toBeVisible();
  await checkPage(page, 'vendor login at 390 px');
  await logInAsFixit(page);

  await expect(
    page.getByRole('heading', { level: 1, name: `Start work: ${name}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/start-work\\?work_order=${job.workOrderId}$`),
  );
  await expect(page.getByText('Polish and check the clasp.')).toBeVisible();
  await checkPage(page, 'start work (assigned) at 390 px');
  const accept = page.getByRole('button', { name: 'Accept' });
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await accept.click();

  await page.getByRole('button', { name: 'Start work' }).click();
  const started = page
    .getByRole('status')
    .filter({ hasText: 'Work has started.' });
  await expect(started).toBeVisible();
  await page.reload();
  await expect(started).toBeVisible();
  await checkPage(page, 'start work (started) at 390 px');

  await page.getByRole('link', { name: 'Next: tell us what you did' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Tell us: ${name}` }),
  ).toBeVisible();
  await checkPage(page, 'tell us at 390 px');
  await page
    .getByRole('textbox', { name: 'Work information' })
    .fill('Polished; the clasp was loose and is tightened.');
  await page.getByRole('button', { name: 'Save work information' }).click();
  await expect(page.getByText('Work information saved.')).toBeVisible();
  await page.getByLabel(/^After image \(/).setInputFiles({
    name: 'after.png',
    mimeType: 'image/png',
    buffer: SMALL_PNG,
  });
  await page.getByRole('button', { name: 'Upload after image' }).click();
  await expect(page.getByText('After image uploaded.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'The finished piece, view 1' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Next: job done' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Job done: ${name}` }),
  ).toBeVisible();
  await checkPage(page, 'job done (in progress) at 390 px');
  await page.getByRole('button', { name: 'Job done' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Job done.' }),
  ).toBeVisible();
  await checkPage(page, 'job done (done) at 390 px');

  const seenByStore = await storeWorkOrder(job.storeToken, job.workOrderId);
  expect(seenByStore.status).toBe('done');
  expect(seenByStore.work_information).toBe(
    'Polished; the clasp was loose and is tightened.',
  );
  expect(seenByStore.images.map((image) => image.stage)).toEqual(['after']);
  const store = await browser.newPage();
  await loginAcmeOwner(store);
  await store.goto(shellUrl('app', `/portal/work-order/${job.workOrderId}`));
  await expect(
    store.getByRole('heading', { level: 1, name: `Work order ${name}` }),
  ).toBeVisible();
  await expect(store.getByText('Done', { exact: true }).first()).toBeVisible();
  await store.close();

  await page.goto(shellUrl('vendor', `/repair-history/${job.workOrderId}`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Repair history: ${name}` }),
  ).toBeVisible();
  await expect(page.getByText('Status: Done').first()).toBeVisible();
  await checkPage(page, 'repair history at 390 px');
});

test('on a phone, the other shop-floor pages read well and a job of another vendor is refused clearly', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const job = await sendWorkToFixit();
  const name = `WO-${job.workOrderNo}`;
  await page.setViewportSize(PHONE);
  await page.goto(shellUrl('vendor', '/work-items'));
  await logInAsFixit(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your jobs' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(name) }),
  ).toBeVisible();
  await checkPage(page, 'work items at 390 px');

  for (const [path, heading] of [
    ['job-in-progress', `In progress: ${name}`],
    ['work-information', `Work information: ${name}`],
  ] as const) {
    await page.goto(
      shellUrl('vendor', `/${path}?work_order=${job.workOrderId}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
    await checkPage(page, `${path} at 390 px`);
  }

  await page.goto(shellUrl('vendor', '/scan-work-instructions/999/1/0000000'));
  await expect(
    page.getByRole('heading', { name: 'This job is not one of yours' }),
  ).toBeVisible();
  await checkPage(page, 'scan of another job at 390 px');
});

test("the portal's work order list and page, at 1280 px and at 390 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const job = await sendWorkToFixit();
  const name = `WO-${job.workOrderNo}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(shellUrl('vendor', '/login'));
  await logInAsFixit(page);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  await page.goto(shellUrl('vendor', '/portal/workorders?status=assigned'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Work orders' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await checkPage(page, 'work orders at 1280 px');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^work-orders-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const head = await downloadedBytes(download);
  // an XLSX is a zip: 'PK'
  expect(head.subarray(0, 2).toString('latin1')).toBe('PK');
  await page.setViewportSize(PHONE);
  await checkPage(page, 'work orders at 390 px');

  await page.getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Work order ${name}` }),
  ).toBeVisible();
  await checkPage(page, 'work order at 390 px');
  await page.setViewportSize(DESKTOP);
  await checkPage(page, 'work order at 1280 px');

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this work order?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'reject dialog at 1280 px');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Start work' })).toBeVisible();
  expect((await storeWorkOrder(job.storeToken, job.workOrderId)).status).toBe(
    'accepted',
  );
});
