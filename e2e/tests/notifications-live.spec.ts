import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACME_OWNER, PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { getStoreSettings, getUnreadTotal } from './api';
import { bell, loginAcmeOwner, nextSubscription } from './browser';
import { getPaymentTarget } from './checkout-api';
import {
  createNotification,
  placeGuestOrder,
  plainService,
  portalLogin,
  pushOutage,
  readGeneral,
  requestGuestEstimate,
} from './notifications-api';
import { expectAccessible } from './a11y';

// The bell is live. A guest's order reaches the store owner's open portal without a
// reload, and after the push socket drops the bell catches up with what it missed, each once.
// Other specs place Acme orders at the same time, so counts are compared as "at least".

const unreadOf = async (page: Page): Promise<number> => {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

/**
 * The Acme owner's portal with the push socket subscribed, Acme's store id, a service a guest can
 * order without answers, and the bell's unread count to compare against.
 */
async function ownerWatching(page: Page) {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const service = await plainService(storeId);
  const subscribed = nextSubscription(page);
  await loginAcmeOwner(page);
  await subscribed;
  return { storeId, service, before: await unreadOf(page) };
}

const generalList = (page: Page): Locator =>
  page.getByRole('list', { name: 'General notifications' });
const itemFor = (page: Page, orderNo: string): Locator =>
  generalList(page)
    .getByRole('listitem')
    .filter({ hasText: `#${orderNo}` });

/** The storefront checkout a guest goes through, up to the payment page (the order exists then). */
async function guestCheckout(shop: Page, serviceName: string): Promise<string> {
  await shop.goto(shellUrl('acme'));
  await shop.getByRole('link', { name: serviceName, exact: true }).click();
  const form = shop.getByRole('form', { name: `Order ${serviceName}` });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'was added to your cart.' }),
  ).toBeVisible();
  await shop.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  await shop
    .getByRole('region', { name: 'Order summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await shop.getByRole('button', { name: 'Continue as guest' }).click();
  const checkout = shop.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('First name').fill('Grace');
  await checkout.getByLabel('Last name').fill('Hopper');
  await checkout.getByLabel('Email').fill('grace@example.test');
  await checkout.getByLabel('Phone').fill('555 123 4567');
  await checkout.getByLabel('Address line 1').fill('1 Navy Way');
  await checkout.getByLabel('City').fill('Arlington');
  await checkout.getByLabel('State').fill('VA');
  await checkout.getByLabel('ZIP code').fill('22201');
  await checkout
    .getByRole('radiogroup', { name: 'Carrier' })
    .getByRole('radio')
    .first()
    .check();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(shop).toHaveURL(/\/checkout\/payment\/[A-Za-z0-9_-]{43}$/);
  const token = decodeURIComponent(
    new URL(shop.url()).pathname.split('/').pop()!,
  );
  return (await getPaymentTarget(token)).order_no;
}

test("a guest's order appears live on the owner's bell and opens its sales order", async ({
  page,
  browser,
}) => {
  const { service, before } = await ownerWatching(page);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications/);

  const guest = await browser.newContext();
  let orderNo: string;
  try {
    orderNo = await guestCheckout(await guest.newPage(), service.name);
  } finally {
    await guest.close();
  }

  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);
  await expect(page).toHaveURL(/\/portal\/location$/); // no reload, no navigation
  await bell(page).click();
  const item = itemFor(page, orderNo);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expectAccessible(page, 'bell with a live item');
  const ours = await item.getAttribute('data-notification-id');
  const ids = await generalList(page)
    .getByRole('listitem')
    .evaluateAll((lis) =>
      lis.map((li) => Number(li.getAttribute('data-notification-id'))),
    );
  // On top: nothing above it is older than it.
  expect(
    ids.slice(0, ids.indexOf(Number(ours))).every((id) => id > Number(ours)),
  ).toBe(true);

  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/portal\/sales-order\/\d+$/);
  await expect(
    page.getByRole('heading', { name: `Sales order #${orderNo}` }),
  ).toBeVisible();
  await expectAccessible(page, 'sales order');
  await bell(page).click();
  await expect(
    itemFor(page, orderNo).getByRole('img', { name: 'Unread' }),
  ).toHaveCount(0);
  const { token } = await portalLogin(ACME_OWNER);
  const server = await readGeneral(token);
  expect(server.results.find((n) => n.order_no === orderNo)?.is_read).toBe(
    true,
  );
});

test('after the push socket drops, the bell shows what it missed, each exactly once', async ({
  page,
}) => {
  const { storeId, service, before } = await ownerWatching(page);

  const resubscribed = nextSubscription(page);
  const outage = await pushOutage(3000);
  expect(outage.closed).toBeGreaterThan(0);
  const orders = [];
  for (let i = 0; i < 3; i += 1)
    orders.push(await placeGuestOrder(storeId, service.id));
  await resubscribed;

  await expect
    .poll(() => unreadOf(page), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 3);
  await bell(page).click();
  for (const order of orders)
    await expect(itemFor(page, order.order_no)).toHaveCount(1);
  // A later push still arrives once, too.
  const after = await placeGuestOrder(storeId, service.id);
  await expect(itemFor(page, after.order_no)).toHaveCount(1);
  await expect(page).toHaveURL(/\/portal\/location$/);
});

test('the vendor portal has the live bell too: a pushed item lands on top of its tab', async ({
  page,
}) => {
  const vendor = await portalLogin(VENDOR_OWNER, 'vendor');
  const subscribed = nextSubscription(page);
  await page.goto(shellUrl('vendor', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await subscribed;
  // The bell shows no count until its first answer, and other specs notify Fixit's owner too: the
  // badge is compared with the api's own count, read at the same moment.
  const badgeMatchesApi = async (atLeast: number) => {
    const total = await getUnreadTotal(vendor.token);
    return total >= atLeast && (await unreadOf(page)) === total;
  };
  const before = await getUnreadTotal(vendor.token);
  await expect.poll(() => badgeMatchesApi(before)).toBe(true);

  // is_watching false: a pushed notification goes to Watching, as a reload does.
  const pushed = await createNotification({
    user_id: vendor.userId,
    is_watching: false,
    short_description: 'Work order ready',
    description: 'Work order for order 7654321 is ready to start',
    order_no: '7654321',
  });
  // Pushed live: the badge catches up with the count that now holds this one, without a reload.
  await expect.poll(() => badgeMatchesApi(before + 1)).toBe(true);
  await bell(page).click();
  await page.getByRole('tab', { name: /^Watching/ }).click();
  const watching = page.getByRole('list', { name: 'Watching notifications' });
  await expect(watching.getByRole('listitem').first()).toContainText(
    'Work order for order is ready to start',
  );
  await expect(watching.getByRole('listitem').first()).toContainText(
    '#7654321',
  );
  await expect(
    generalList(page).getByRole('listitem').filter({ hasText: '#7654321' }),
  ).toHaveCount(0);
  await expectAccessible(page, 'vendor bell, Watching');

  await page.reload();
  await bell(page).click();
  await page.getByRole('tab', { name: /^Watching/ }).click();
  await expect(
    page
      .getByRole('list', { name: 'Watching notifications' })
      .locator(`[data-notification-id="${pushed.id}"]`),
  ).toHaveCount(1);
});

test("a guest's estimate request reaches the owner's bell and opens the estimate", async ({
  page,
}) => {
  const { storeId, service, before } = await ownerWatching(page);

  const estimate = await requestGuestEstimate(storeId, service.id);
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);
  await bell(page).click();
  await itemFor(page, estimate.estimate_no).getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/portal/estimate/${estimate.id}$`));
  await expect(
    page.getByRole('heading', { name: `Estimate #${estimate.estimate_no}` }),
  ).toBeVisible();
  await expect(page.getByText('Please call before starting.')).toBeVisible();
  await expect(page.getByText(service.name)).toBeVisible();
  await expectAccessible(page, 'estimate');
});
