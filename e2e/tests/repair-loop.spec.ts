import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { ACME_OWNER, PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { call, getStoreSettings, loginToken } from './api';
import { bell, loginAcmeOwner, nextSubscription } from './browser';
import { placeGuestOrder, plainService } from './notifications-api';
import { SMALL_PNG } from './vendor-work-api';

// The whole loop with one browser context per person: a guest pays for a repair and
// keeps its tracking page open; the Acme owner starts it and sends it to Fixit; Fixit's bell rings
// live, they accept it and work it on a phone from the envelope's QR code; the store's bell rings
// live, the owner marks it ready; the customer's page, never reloaded, shows every step.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const GOOD_CARD = '4242 4242 4242 4242';
/** The first paint of a remote page can wait for its federated chunks on a busy machine. */
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });

const unreadOf = async (page: Page): Promise<number> => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};
const bellItemFor = (page: Page, hasText: string | RegExp): Locator =>
  page
    .getByRole('list', { name: 'General notifications' })
    .getByRole('listitem')
    .filter({ hasText });

/** The page's h1, which the shell focuses after an in-app navigation. */
async function expectFocusedHeading(page: Page, name: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name });
  await expect(h1).toBeVisible(LOAD);
  await expect(h1).toBeFocused();
}

/** The value beside 'Current status' on the store's sales order page. */
const currentStatus = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Current status$/ })
    .locator('xpath=following-sibling::dd[1]');

/** A person's own browser context and page, closed with the test. */
async function personPage(browser: Browser, close: (() => Promise<void>)[]) {
  const context = await browser.newContext({ viewport: DESKTOP });
  close.push(() => context.close());
  return context.newPage();
}

test('a repair goes round the whole loop and every person sees each step live', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const close: (() => Promise<void>)[] = [];
  try {
    // Setup not under test, through the api: the guest's order (unpaid) on Acme.
    const { store_id: storeId } = await getStoreSettings('acme.localhost');
    const service = await plainService(storeId);
    const order = (await placeGuestOrder(storeId, service.id)) as {
      id: number;
      order_no: string;
      token: string;
    };
    const orderNo = order.order_no;
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The guest pays and opens the order's tracking page from the thank-you page.
    const guest = await personPage(browser, close);
    await guest.goto(shellUrl('acme', `/checkout/payment/${order.token}`));
    const card = guest.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Name on card').fill('Ada Lovelace');
    await card.getByLabel('Card number').fill(GOOD_CARD);
    await card.getByLabel('Expiry (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: /Pay \$\d/ }).click();
    await expectFocusedHeading(guest, 'Thank you for your order!');
    await guest.getByRole('link', { name: 'Track this order' }).click();
    await expectFocusedHeading(guest, `Order ${orderNo}`);
    const timeline = guest.getByRole('region', {
      name: 'What happened so far',
    });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveText([/Order placed$/, /Paid$/]);
    await expectAccessibleAtBothSizes(guest, 'tracking page');
    const live = guest.evaluate(() => location.href);

    // Fixit's owner has the vendor portal open, the push socket subscribed.
    const vendor = await personPage(browser, close);
    const vendorSubscribed = nextSubscription(vendor);
    await vendor.goto(shellUrl('vendor', '/login'));
    await vendor.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
    await vendor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await vendor.getByRole('button', { name: 'Log in' }).click();
    await expect(vendor).toHaveURL(/\/portal\/dashboard$/, LOAD);
    await vendorSubscribed;
    const vendorBefore = await unreadOf(vendor);

    // The Acme owner finds the order, starts work and sends it to Fixit.
    const store = await personPage(browser, close);
    const storeSubscribed = nextSubscription(store);
    await loginAcmeOwner(store);
    await storeSubscribed;
    await store.goto(shellUrl('app', '/portal/sales-orders'));
    await expect(
      store.getByRole('heading', { level: 1, name: 'Sales orders' }),
    ).toBeVisible(LOAD);
    await store.getByRole('searchbox', { name: 'Search orders' }).fill(orderNo);
    // The list is refiltered once typing pauses: click the row the search found, not a row of the
    // list being replaced under the pointer.
    await expect(store).toHaveURL(new RegExp(`search=${orderNo}`), LOAD);
    await expect(store.getByRole('link', { name: /^#\d+$/ })).toHaveCount(
      1,
      LOAD,
    );
    await store.getByRole('link', { name: `#${orderNo}` }).click();
    await expectFocusedHeading(store, `Sales order #${orderNo}`);
    await expect(currentStatus(store)).toHaveText('Received', LOAD);
    await store.getByRole('button', { name: 'Start work' }).click();
    await expect(currentStatus(store)).toHaveText('In progress');
    // The customer's page follows without a reload.
    await expect(steps).toHaveText([/Order placed$/, /Paid$/, /In progress$/]);

    await store.getByRole('button', { name: 'Create work order' }).click();
    const dialog = store.getByRole('dialog', { name: 'Create work order' });
    await dialog.getByRole('checkbox').first().check();
    const vendorSelect = dialog.getByLabel('Vendor', { exact: true });
    const fixitName = (
      await vendorSelect.locator('option').allTextContents()
    ).find((name) => /fixit/i.test(name));
    expect(fixitName, 'Fixit is linked to Acme').toBeTruthy();
    await vendorSelect.selectOption({ label: fixitName! });
    await dialog
      .getByLabel('Instructions for the vendor')
      .fill('Polish and check the clasp.');
    await dialog.getByRole('button', { name: 'Send to vendor' }).click();
    await expect(
      store.getByText(new RegExp(`was sent to ${fixitName}`)),
    ).toBeVisible();

    // Fixit's bell rings live: no reload, no navigation.
    await expect.poll(() => unreadOf(vendor)).toBeGreaterThan(vendorBefore);
    await expect(vendor).toHaveURL(/\/portal\/dashboard$/);
    await bell(vendor).click();
    // The vendor's item reads as the work order's number, never 'WO--1'.
    const vendorItem = bellItemFor(
      vendor,
      new RegExp(`WO-${orderNo}-\\d+`),
    ).first();
    await expect(vendorItem).toBeVisible();
    await expect(vendorItem).not.toContainText('WO--');
    await vendorItem.getByRole('link').click();
    await expect(vendor).toHaveURL(/\/portal\/workorder\/\d+$/, LOAD);
    const workOrderId = Number(/(\d+)$/.exec(vendor.url())![1]);
    await expectFocusedHeading(vendor, /^Work order WO-/);
    const heading = await vendor
      .getByRole('heading', { level: 1 })
      .textContent();
    const name = heading!.replace(/^Work order /, '').trim();
    await vendor.getByRole('button', { name: 'Accept' }).click();
    await expect(
      vendor.getByRole('button', { name: 'Start work' }),
    ).toBeVisible();

    // The envelope's QR code opens the job on Fixit's phone (the same person: the same context).
    const storeToken = await loginToken('portal', ACME_OWNER);
    const { scan_path: scanPath } = await call<{ scan_path: string }>(
      'GET',
      `/work-orders/${workOrderId}`,
      storeToken,
    );
    const phone = await vendor.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(shellUrl('vendor', scanPath));
    await expect(
      phone.getByRole('heading', { level: 1, name: `Start work: ${name}` }),
    ).toBeVisible(LOAD);
    await expectAccessible(phone, 'start work at 390 px');
    await phone.getByRole('button', { name: 'Start work' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Work has started.' }),
    ).toBeVisible();

    await phone
      .getByRole('link', { name: 'Next: tell us what you did' })
      .click();
    await expectFocusedHeading(phone, `Tell us: ${name}`);
    await phone
      .getByRole('textbox', { name: 'Work information' })
      .fill('Polished; the clasp is tightened.');
    await phone.getByRole('button', { name: 'Save work information' }).click();
    await expect(phone.getByText('Work information saved.')).toBeVisible();
    await phone.getByLabel(/^After image \(/).setInputFiles({
      name: 'after.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await phone.getByRole('button', { name: 'Upload after image' }).click();
    await expect(phone.getByText('After image uploaded.')).toBeVisible();

    await phone.getByRole('link', { name: 'Next: job done' }).click();
    await expectFocusedHeading(phone, `Job done: ${name}`);
    const storeBefore = await unreadOf(store);
    await phone.getByRole('button', { name: 'Job done' }).click();
    await expect(
      phone.getByRole('status').filter({ hasText: 'Job done.' }),
    ).toBeVisible();

    // The store's bell rings live. While the piece is at the vendor the order cannot be handed over:
    // the owner confirms the piece is back, then marks the order ready for pickup.
    await expect.poll(() => unreadOf(store)).toBeGreaterThan(storeBefore);
    await expect(store).toHaveURL(
      new RegExp(`/portal/sales-order/${order.id}$`),
    );
    await store.getByRole('button', { name: 'Ready for pickup' }).click();
    await expect(
      store.getByRole('alert').filter({
        hasText:
          /The piece is still with the vendor: WO-[\d-]+ \(Done\)\. A work order must be returned to the store or rejected first\./,
      }),
    ).toBeVisible();
    await expect(currentStatus(store)).toHaveText('In progress');
    await store
      .getByRole('list', { name: 'Work orders' })
      .getByRole('link', { name: /^WO-/ })
      .click();
    await expectFocusedHeading(store, /^Work order WO-/);
    await store.getByRole('button', { name: 'Received back' }).click();
    await expect(
      store.getByText('Returned to store', { exact: true }).first(),
    ).toBeVisible();
    await store.goBack();
    await expectFocusedHeading(store, `Sales order #${orderNo}`);
    await store.getByRole('button', { name: 'Ready for pickup' }).click();
    await expect(currentStatus(store)).toHaveText('Ready for pickup');

    // The customer's page, opened before all this and never reloaded, shows every step with its date.
    await expect(
      guest.getByText('Ready for pickup', { exact: true }).first(),
    ).toBeVisible();
    await expect(steps).toHaveText([
      /Order placed$/,
      /Paid$/,
      /In progress$/,
      /Ready for pickup$/,
    ]);
    for (const step of await steps.all())
      await expect(step.locator('time')).toHaveText(
        /^\d{2}, [A-Z][a-z]+ \d{4} \d{2}:\d{2} [AP]M$/,
      );
    expect(await guest.evaluate(() => location.href)).toBe(await live);
    await expect(guest.getByText(/in_progress|WO-/)).toHaveCount(0);
    await expectAccessibleAtBothSizes(guest, 'tracking page, ready');
  } finally {
    for (const done of close) await done();
  }
});
