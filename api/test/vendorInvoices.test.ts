import {
  VENDOR_INVOICE_MESSAGES,
  type VendorInvoice,
} from 'shared/contracts/vendorInvoices';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// The vendor's invoices to stores. Fixit bills Acme for done work orders at their vendor
// prices (Fixit prices Acme's service 1 at 30.00 here); a work order is on one invoice at a time.

let kit: RepairKit;
const done: number[] = [];

/** A work order the vendor moved to done. */
async function doneWorkOrder(orderId: number, id?: number): Promise<number> {
  const wo = id
    ? (await kit.call('GET', `/work-orders/${id}`, 'fixit')).body
    : await sendToFixit(kit, orderId);
  let version = wo.version;
  for (const to of ['accepted', 'in_progress', 'done']) {
    const res = await kit.call(
      'POST',
      `/work-orders/${wo.id}/status`,
      'fixit',
      {
        to,
        version,
      },
    );
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    version = res.body.version;
  }
  return wo.id;
}
let open: number;
beforeAll(async () => {
  kit = await createRepairKit();
  const list = await kit.call('GET', '/vendor/price-lists/1', 'fixit');
  await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
    version: list.body.version,
    items: [{ service_id: 1, price: '30' }],
  });
  done.push(await doneWorkOrder(1));
  // order 3's work order stays assigned
  open = (await sendToFixit(kit, 3)).id;
}, 90_000);
afterAll(() => kit.close());

const billable = async () =>
  (await kit.call('GET', '/vendor/invoices/billable?store_id=1', 'fixit'))
    .body as { work_order_id: number; amount: string }[];
const create = (
  items: { work_order_id: number; amount: string }[],
  more = {},
) =>
  kit.call('POST', '/vendor/invoices', 'fixit', {
    store_id: 1,
    due_on: '2099-12-31',
    note: 'Thank you.',
    items,
    ...more,
  });

let invoice: VendorInvoice;
describe('the vendor’s invoices', () => {
  it('offers the store’s done work orders at their vendor prices, not the open one', async () => {
    const rows = await billable();
    expect(rows.map((r) => r.work_order_id)).toEqual(done);
    expect(rows[0]).toMatchObject({
      amount: '30.00',
      has_unpriced_lines: false,
    });
    expect(rows.map((r) => r.work_order_id)).not.toContain(open);
  });

  it('refuses a past due date, an open work order, a repeated one and a bad amount, creating nothing', async () => {
    const res = await create(
      [
        { work_order_id: done[0]!, amount: '1.234' },
        { work_order_id: open, amount: '10' },
        { work_order_id: done[0]!, amount: '30' },
      ],
      { due_on: '2000-01-01' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      due_on: VENDOR_INVOICE_MESSAGES.dueOn,
      'items.0.amount': VENDOR_INVOICE_MESSAGES.amount,
      'items.1.work_order_id': VENDOR_INVOICE_MESSAGES.workOrder,
      'items.2.work_order_id': VENDOR_INVOICE_MESSAGES.repeated,
    });
    expect(await kit.count('vendor_invoices')).toBe(0);
  });

  it('invoice settings: saved under a version, refused out of range, printed on new invoices', async () => {
    const settings = await kit.call('GET', '/vendor/settings/invoice', 'fixit');
    expect(settings.body).toEqual({
      payment_terms_days: 30,
      tax_id: '',
      footer: '',
      version: 1,
    });
    const bad = await kit.call('PUT', '/vendor/settings/invoice', 'fixit', {
      ...settings.body,
      payment_terms_days: 400,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.payment_terms_days).toBeDefined();
    const res = await kit.call('PUT', '/vendor/settings/invoice', 'fixit', {
      payment_terms_days: 14,
      tax_id: ' DE123456789 ',
      footer: 'Pay to IBAN DE89 3704 0044 0532 0130 00.',
      version: 1,
    });
    expect(res.body).toEqual({
      payment_terms_days: 14,
      tax_id: 'DE123456789',
      footer: 'Pay to IBAN DE89 3704 0044 0532 0130 00.',
      version: 2,
    });
    const stale = await kit.call('PUT', '/vendor/settings/invoice', 'fixit', {
      ...res.body,
      version: 1,
    });
    expect([stale.status, stale.body.current.version]).toEqual([409, 2]);
  });

  it('bills done work orders: numbered, totalled, listed; they are no longer billable', async () => {
    done.push(await doneWorkOrder(3, open));
    const res = await create([
      { work_order_id: done[0]!, amount: '30' },
      { work_order_id: done[1]!, amount: '12.5' },
    ]);
    expect(res.status).toBe(201);
    invoice = res.body;
    expect(invoice).toMatchObject({
      invoice_no: 'INV-00001',
      status: 'open',
      total: '42.50',
      store: { id: 1 },
      vendor: { id: 1, name: 'Fixit Workshop' },
      work_order_count: 2,
      note: 'Thank you.',
      footer: 'Pay to IBAN DE89 3704 0044 0532 0130 00.',
    });
    expect(invoice.vendor.tax_id).toBe('DE123456789');
    expect(invoice.items.map((i) => i.amount)).toEqual(['30.00', '12.50']);
    expect(await billable()).toEqual([]);
    const again = await create([{ work_order_id: done[0]!, amount: '30' }]);
    expect(again.body.errors).toEqual({
      'items.0.work_order_id': VENDOR_INVOICE_MESSAGES.invoiced,
    });
    const list = await kit.call(
      'GET',
      '/vendor/invoices?search=INV-0000',
      'fixit',
    );
    expect(list.body).toMatchObject({
      count: 1,
      status_counts: { all: 1, open: 1, paid: 0, void: 0 },
    });
  });

  it('downloads as a PDF', async () => {
    const res = await kit.api.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${kit.tokens.fixit}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-INV-00001.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('voids under its version (the work orders are billable again); a void invoice is not paid later', async () => {
    const stale = await kit.call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      'fixit',
      {
        version: 9,
        status: 'void',
      },
    );
    expect(stale.status).toBe(409);
    const res = await kit.call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      'fixit',
      {
        version: invoice.version,
        status: 'void',
      },
    );
    expect(res.body).toMatchObject({ status: 'void', version: 2 });
    expect(res.body.voided_on).not.toBeNull();
    expect((await billable()).map((r) => r.work_order_id)).toEqual(done);
    const paid = await kit.call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      'fixit',
      {
        version: 2,
        status: 'paid',
      },
    );
    expect([paid.status, paid.body.message]).toEqual([
      409,
      VENDOR_INVOICE_MESSAGES.notOpen,
    ]);
    const second = await create([{ work_order_id: done[0]!, amount: '30' }]);
    expect(second.body.invoice_no).toBe('INV-00002');
    const marked = await kit.call(
      'POST',
      `/vendor/invoices/${second.body.id}/status`,
      'fixit',
      {
        version: 1,
        status: 'paid',
      },
    );
    expect(marked.body).toMatchObject({ status: 'paid' });
    expect(marked.body.paid_on).not.toBeNull();
  });

  it('a store the vendor does not work with is a 404; staff are refused', async () => {
    await kit.api.db.query(
      'UPDATE store_vendors SET is_active = false WHERE store_id = 2 AND vendor_id = 1',
    );
    const res = await kit.call('POST', '/vendor/invoices', 'fixit', {
      store_id: 2,
      due_on: '2099-12-31',
      note: '',
      items: [{ work_order_id: done[1]!, amount: '1' }],
    });
    expect([res.status, res.body.message]).toEqual([
      404,
      VENDOR_INVOICE_MESSAGES.storeNotFound,
    ]);
    expect(
      (await kit.call('GET', '/vendor/invoices/billable?store_id=2', 'fixit'))
        .status,
    ).toBe(404);
    expect(
      (await kit.call('GET', `/vendor/invoices/${invoice.id}`, 'fixitStaff'))
        .status,
    ).toBe(403);
  });
});
