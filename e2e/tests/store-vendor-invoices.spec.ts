import { expect, test, type Page } from '@playwright/test';
import { ACME_OWNER, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call, loginToken } from './api';
import { loginAcmeOwner } from './browser';
import { doneWorkForFixit, statusFor } from './vendor-invoices-api';
import { serviceSentToFixit } from './vendor-price-list-api';
import { logInVendor } from './vendor-session';
import { downloadedBytes } from '../support/downloads';

// ADR 0017: Acme's commission on Fixit's work, and Acme's view of Fixit's
// invoices. Through the api: Acme adds a 10 % commission rule for Fixit on the service its test
// orders use, Fixit prices that service, Acme sends Fixit a work order that Fixit finishes and
// bills. In the browser: Acme's owner opens the vendors area's "Invoices from vendors" tab by
// keyboard, finds the invoice, opens it (its work order's commission and the amount due), downloads
// the PDF Fixit has and opens the work order (its commission); Fixit's work order page shows what
// Acme takes. Globex's owner cannot read the invoice. Each new page passes axe at 1280 and 390 px
// and fits the phone. While Acme's owner has the invoice open, Fixit marks it paid: the page shows it
// live, without a reload. Acme's rule is removed at the end (other tests send Fixit work too).

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const RULES = '/portal/vendors/1/commission-rules';
const RULE_NAME = `E2E commission ${Date.now()}`;

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

interface Rules {
  rules: { name: string }[];
  version: number;
}

/** Saves Acme's rules for Fixit changed by `change`, from the version read now (again after a 409). */
async function changeRules(
  token: string,
  change: (rules: Rules['rules']) => Rules['rules'],
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await call<Rules>('GET', RULES, token);
    try {
      await call('PUT', RULES, token, {
        rules: change(now.rules),
        version: now.version,
      });
      return;
    } catch (error) {
      if (attempt > 2 || !String(error).includes('409')) throw error;
    }
  }
}

/** Fixit's price for Acme's service (keeping its other prices); answers the price. */
async function priceService(serviceId: number): Promise<string> {
  const token = await loginToken('vendor', VENDOR_OWNER);
  const { store_id: storeId } = await call<{ store_id: number }>(
    'GET',
    '/store-settings?store_url=acme.localhost',
  );
  const list = await call<{
    version: number;
    items: { service_id: number; price: string | null }[];
  }>('GET', `/vendor/price-lists/${storeId}`, token);
  const current = list.items.find((i) => i.service_id === serviceId)?.price;
  if (current) return current;
  await call('PUT', `/vendor/price-lists/${storeId}`, token, {
    version: list.version,
    items: [
      ...list.items.filter((i) => i.price !== null),
      { service_id: serviceId, price: '40.00' },
    ].map((i) => ({ service_id: i.service_id, price: i.price })),
  });
  return '40.00';
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => `$${(value / 100).toFixed(2)}`;

/** The PDF's first bytes. */
async function pdfHead(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    click(),
  ]);
  const bytes = await downloadedBytes(download);
  return {
    name: download.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
  };
}

test('Acme reads Fixit’s invoice with its commission deducted, downloads the PDF and sees the commission on both work order pages', async ({
  page,
  browser,
}) => {
  const storeToken = await loginToken('portal', ACME_OWNER);
  const service = await serviceSentToFixit();
  const price = await priceService(service.id);
  await changeRules(storeToken, (rules) => [
    {
      name: RULE_NAME,
      rate: '10',
      conditions: [
        {
          condition_on: 'service_name',
          operator_type: '=',
          compare_to: service.name,
          conditional_join: 'and',
          conditional_join_inner: 'and',
          is_inner_group: false,
        },
      ],
    },
    ...rules,
  ]);
  try {
    const job = await doneWorkForFixit();
    const wo = await call<{ commission: { amount: string } | null }>(
      'GET',
      `/work-orders/${job.workOrderId}`,
      storeToken,
    );
    const commission = cents(wo.commission?.amount ?? '0');
    expect(commission).toBe(Math.round(cents(job.amount) / 10));
    expect(cents(job.amount)).toBeGreaterThanOrEqual(cents(price));
    const invoice = await call<{
      id: number;
      invoice_no: string;
      version: number;
    }>('POST', '/vendor/invoices', job.vendorToken, {
      store_id: job.storeId,
      due_on: '2099-12-31',
      note: `Store view test ${Date.now()}`,
      items: [{ work_order_id: job.workOrderId, amount: job.amount }],
    });

    // The vendors area, then its invoices tab by keyboard.
    await loginAcmeOwner(page);
    await page.getByRole('menuitem', { name: /Vendors$/ }).click(LOAD);
    const tabs = page.getByRole('navigation', { name: 'Vendors area' });
    await expect(
      tabs.getByRole('link', { name: 'Vendors', exact: true }),
    ).toHaveAttribute('aria-current', 'page', LOAD);
    await tabs.getByRole('link', { name: 'Invoices from vendors' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/vendors\/invoices$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invoices from vendors' }),
    ).toBeVisible(LOAD);
    await expect(
      page.getByRole('button', { name: /^All \(\d+\)$/ }),
    ).toBeVisible(LOAD);
    await expectAccessibleAtBothSizes(page, 'invoices from vendors');

    // Searched by its number (kept in the URL): Fixit's open invoice at its total.
    const search = page.getByRole('searchbox', { name: 'Search invoices' });
    await search.fill(invoice.invoice_no);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${invoice.invoice_no}`));
    const row = page.getByRole('row', { name: new RegExp(invoice.invoice_no) });
    await expect(row).toContainText('Fixit Workshop', LOAD);
    await expect(row).toContainText(`$${job.amount}`);
    await expect(row).toContainText('Open');
    await row
      .getByRole('link', { name: `${invoice.invoice_no} from Fixit Workshop` })
      .focus();
    await page.keyboard.press('Enter');

    // The invoice: its work order with Acme's commission, and what Acme pays.
    await expect(page).toHaveURL(
      new RegExp(`/portal/vendors/invoices/${invoice.id}$`),
    );
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Invoice ${invoice.invoice_no} from Fixit Workshop`,
      }),
    ).toBeVisible(LOAD);
    const line = page
      .getByRole('table', { name: 'Work orders billed' })
      .getByRole('row', { name: new RegExp(job.label) });
    await expect(line).toContainText(`$${job.amount}`);
    await expect(line).toContainText(money(commission));
    await expect(page.getByText(`−${money(commission)}`)).toBeVisible();
    const due = money(cents(job.amount) - commission);
    await expect(
      page.getByText(`${due} is due by 31, Dec 2099.`),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Mark as paid|Void/ }),
    ).toHaveCount(0);
    await expectAccessibleAtBothSizes(page, 'invoice from a vendor');

    const pdf = await pdfHead(page, () =>
      page.getByRole('button', { name: 'Download PDF' }).click(),
    );
    expect(pdf).toEqual({
      name: `invoice-${invoice.invoice_no}.pdf`,
      head: '%PDF-',
    });

    // Fixit marks it paid: the open page shows it without a reload (live).
    await call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      job.vendorToken,
      { status: 'paid', version: invoice.version },
    );
    await expect(page.getByText('Paid on')).toBeVisible(LOAD);

    // The work order, from the invoice: the commission it carries.
    await line.getByRole('link', { name: job.label }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Work order ${job.label}` }),
    ).toBeVisible(LOAD);
    await expect(page.getByText('Your commission:')).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^10% of the vendor's \\$${job.amount}`)),
    ).toBeVisible();

    // Fixit's side of the work order says what Acme takes.
    const vendorContext = await browser.newContext({ viewport: DESKTOP });
    const vendor = await vendorContext.newPage();
    await logInVendor(vendor, VENDOR_OWNER);
    await vendor.goto(
      shellUrl('vendor', `/portal/workorder/${job.workOrderId}`),
    );
    await expect(
      vendor.getByRole('region', { name: 'Store commission' }),
    ).toContainText(
      `${job.storeName} takes ${money(commission)} on this work order: 10% of your $${job.amount}.`,
      LOAD,
    );
    await vendorContext.close();

    // Another store's owner cannot read it.
    const globex = await loginToken('portal', 'owner@globex.test');
    expect(
      await statusFor(globex, `/portal/vendor-invoices/${invoice.id}`),
    ).toBe(404);
  } finally {
    await changeRules(storeToken, (rules) =>
      rules.filter((rule) => rule.name !== RULE_NAME),
    );
  }
});
