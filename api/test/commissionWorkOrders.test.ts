import type { WorkOrder } from 'shared/contracts/repair';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { invoiceCommission } from '../src/areas/repair/commissionWorkOrders';
import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// ADR 0017: a store's commission rules applied. Fixit prices Acme's Ring Sizing at 30.00; Acme's
// rules for Fixit: 20 % on orders of 80.00 or more, else 12.5 % on sized jewelry repairs. A work
// order keeps the commission of the rule that held when it was sent; both sides read it; Fixit's
// invoice deducts it.

let kit: RepairKit;
const RULES = '/portal/vendors/1/commission-rules';
const condition = (
  condition_on: string,
  operator_type: string,
  compare_to: string,
  over: object = {},
) => ({
  condition_on,
  operator_type,
  compare_to,
  conditional_join: 'and',
  conditional_join_inner: 'and',
  is_inner_group: false,
  ...over,
});
const ACME_RULES = [
  {
    name: 'Big orders',
    rate: '20',
    conditions: [condition('order_total', '>=', '80')],
  },
  {
    name: 'Ring repairs',
    rate: '12.5',
    conditions: [
      condition('category', '=', 'jewelry repair'),
      condition('service_name', 'contains', 'engrav'),
      condition('service_name', 'contains', 'SIZING', {
        is_inner_group: true,
        conditional_join_inner: 'or',
      }),
    ],
  },
];

async function saveRules(who: 'owner' | 'globex', rules: object[]) {
  const now = await kit.call('GET', RULES, who);
  const res = await kit.call('PUT', RULES, who, {
    rules,
    version: now.body.version,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

async function move(id: number, to: string, reason?: string) {
  const now = await kit.call('GET', `/work-orders/${id}`, 'fixit');
  const res = await kit.call('POST', `/work-orders/${id}/status`, 'fixit', {
    to,
    version: now.body.version,
    ...(reason ? { reason } : {}),
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

beforeAll(async () => {
  kit = await createRepairKit();
  const list = await kit.call('GET', '/vendor/price-lists/1', 'fixit');
  await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
    version: list.body.version,
    items: [{ service_id: 1, price: '30' }],
  });
  await saveRules('owner', ACME_RULES);
  // Globex's rules for Fixit are its own: they never reach Acme's work orders.
  await saveRules('globex', [
    { name: 'Globex flat', rate: '50', conditions: [] },
  ]);
}, 90_000);
afterAll(() => kit.close());

let big: WorkOrder;
let ring: WorkOrder;
describe('a work order’s commission', () => {
  it('is the first rule that holds, of the vendor amount, kept on the work order', async () => {
    big = await sendToFixit(kit, 3); // 1000003: 87.00
    ring = await sendToFixit(kit, 1); // 1000001: 75.00
    expect(big.commission).toEqual({
      rule_name: 'Big orders',
      rate: '20',
      base: '30.00',
      amount: '6.00',
    });
    expect(ring.commission).toEqual({
      rule_name: 'Ring repairs',
      rate: '12.5',
      base: '30.00',
      amount: '3.75',
    });
  });

  it('reads the same on both sides', async () => {
    for (const who of ['owner', 'staff', 'fixit', 'fixitStaff'] as const) {
      const res = await kit.call('GET', `/work-orders/${ring.id}`, who);
      expect([who, res.status, res.body.commission]).toEqual([
        who,
        200,
        ring.commission,
      ]);
    }
  });

  it('does not change when the rules or the price list change later', async () => {
    await saveRules('owner', [
      {
        name: 'Nothing',
        rate: '99',
        conditions: [condition('line_count', '>', '5')],
      },
    ]);
    const list = await kit.call('GET', '/vendor/price-lists/1', 'fixit');
    await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
      version: list.body.version,
      items: [{ service_id: 1, price: '40' }],
    });
    const res = await kit.call('GET', `/work-orders/${big.id}`, 'owner');
    expect(res.body.commission).toEqual(big.commission);
  });

  it('is null when no rule holds', async () => {
    await move(ring.id, 'rejected', 'Cannot size this ring.');
    const again: WorkOrder = await sendToFixit(kit, 1);
    expect(again.commission).toBeNull();
    const [row] = await kit.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM work_orders WHERE commission_rule IS NOT NULL`,
    );
    expect(row!.n).toBe(2);
    ring = again;
  });
});

describe('the vendor’s invoice', () => {
  let invoice: VendorInvoice;
  it('deducts the commissions of the work orders it bills', async () => {
    for (const id of [big.id, ring.id])
      for (const to of ['accepted', 'in_progress', 'done']) await move(id, to);
    const res = await kit.call('POST', '/vendor/invoices', 'fixit', {
      store_id: 1,
      due_on: '2099-12-31',
      note: '',
      items: [
        { work_order_id: big.id, amount: '30' },
        { work_order_id: ring.id, amount: '40' },
      ],
    });
    expect(res.status).toBe(201);
    invoice = res.body;
    expect(invoice).toMatchObject({
      total: '70.00',
      commission: '6.00',
      amount_due: '64.00',
    });
    expect(invoice.items.map((item) => item.commission)).toEqual([
      '6.00',
      '0.00',
    ]);
    const read = await kit.call(
      'GET',
      `/vendor/invoices/${invoice.id}`,
      'fixit',
    );
    expect(read.body).toEqual(invoice);
  });

  it('prints the commission and the amount due on the PDF', async () => {
    const res = await kit.api.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${kit.tokens.fixit}` },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('Total');
    expect(text).toContain('$70.00');
    expect(text).toContain('Commission to Acme Jewelers');
    expect(text).toContain('-$6.00');
    expect(text).toContain('Amount due');
    expect(text).toContain('$64.00');
  });

  it('never asks less than nothing', () => {
    expect(invoiceCommission('10.00', ['6.00', '0.50'])).toEqual({
      commission: '6.50',
      amount_due: '3.50',
    });
    expect(invoiceCommission('5.00', ['6.00'])).toEqual({
      commission: '6.00',
      amount_due: '0.00',
    });
    expect(invoiceCommission('5.00', [])).toEqual({
      commission: '0.00',
      amount_due: '5.00',
    });
  });
});
