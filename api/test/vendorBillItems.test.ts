import { BILL_ITEM_MESSAGES } from 'shared/contracts/vendorBillItems';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';
import { addRivalVendor } from './vendorFixtures';

// /portal/addbillitems: Fixit's extra bill items for a store it works with ('Rush fee'),
// billed on an invoice next to the done work orders: once invoiced they can be neither changed,
// deleted nor invoiced again, and a void invoice frees them.

let kit: RepairKit;
let rival: string;
let workOrderId: number;

beforeAll(async () => {
  kit = await createRepairKit();
  rival = await addRivalVendor(kit.api, 9913, 'owner@rival-bills.test');
  const wo = await sendToFixit(kit, 1);
  let version = wo.version;
  for (const to of ['accepted', 'in_progress', 'done'])
    version = (
      await kit.call('POST', `/work-orders/${wo.id}/status`, 'fixit', {
        to,
        version,
      })
    ).body.version;
  workOrderId = wo.id;
}, 90_000);
afterAll(() => kit.close());

const ITEMS = '/vendor/bill-items';
const item = (over: Record<string, unknown> = {}) => ({
  store_id: 1,
  work_order_id: null,
  description: 'Rush fee',
  quantity: 2,
  unit_price: '12.50',
  ...over,
});
const listed = async (storeId = 1) =>
  (await kit.call('GET', `${ITEMS}?store_id=${storeId}`, 'fixit')).body as {
    id: number;
  }[];
const invoice = (billItemIds: number[], items: object[] = []) =>
  kit.call('POST', '/vendor/invoices', 'fixit', {
    store_id: 1,
    due_on: '2099-12-31',
    note: '',
    items,
    bill_item_ids: billItemIds,
  });

let rush: { id: number; version: number };

describe('bill items', () => {
  it('refuses bad fields with every message and creates nothing', async () => {
    const res = await kit.call(
      'POST',
      ITEMS,
      'fixit',
      item({
        store_id: 2,
        description: '  ',
        quantity: 0,
        unit_price: '1.234',
        work_order_id: workOrderId, // Acme's, not Globex's
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      description: BILL_ITEM_MESSAGES.description,
      quantity: BILL_ITEM_MESSAGES.quantity,
      unit_price: BILL_ITEM_MESSAGES.unitPrice,
      work_order_id: BILL_ITEM_MESSAGES.workOrder,
    });
    expect(await kit.count('vendor_bill_items')).toBe(0);
  });

  it('adds an item for a linked store, about one of its work orders; lists it', async () => {
    const res = await kit.call(
      'POST',
      ITEMS,
      'fixit',
      item({ work_order_id: workOrderId, description: ' Rush fee ' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      store: { id: 1 },
      work_order: { id: workOrderId, label: expect.stringMatching(/^WO-/) },
      description: 'Rush fee',
      quantity: 2,
      unit_price: '12.50',
      amount: '25.00',
      version: 1,
    });
    rush = res.body;
    expect(await listed()).toEqual([res.body]);
    expect(await listed(2)).toEqual([]);
  });

  it('is the owner’s: staff 403, another vendor or an unlinked store 404', async () => {
    expect(
      (await kit.call('GET', `${ITEMS}?store_id=1`, 'fixitStaff')).status,
    ).toBe(403);
    expect((await kit.call('POST', ITEMS, 'fixitStaff', item())).status).toBe(
      403,
    );
    expect((await kit.call('GET', `${ITEMS}?store_id=1`, 'owner')).status).toBe(
      403,
    );
    const call = (method: string, url: string, payload?: object) =>
      kit.api.request({
        method: method as 'GET',
        url: `/api/v1${url}`,
        token: rival,
        ...(payload ? { payload } : {}),
      });
    expect((await call('GET', `${ITEMS}?store_id=1`)).status).toBe(404);
    expect((await call('POST', ITEMS, item())).status).toBe(404);
    expect(
      (
        await call('PUT', `${ITEMS}/${rush.id}`, {
          ...item(),
          store_id: undefined,
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `${ITEMS}/${rush.id}`)).status).toBe(404);
    expect(
      (await kit.call('GET', `${ITEMS}?store_id=99999`, 'fixit')).status,
    ).toBe(404);
  });

  it('edits under its version; a stale edit answers 409 with the item as saved', async () => {
    const { store_id: _, ...fields } = item();
    const saved = await kit.call('PUT', `${ITEMS}/${rush.id}`, 'fixit', {
      ...fields,
      quantity: 3,
      version: 1,
    });
    expect(saved.body).toMatchObject({
      quantity: 3,
      amount: '37.50',
      version: 2,
      work_order: null,
    });
    const stale = await kit.call('PUT', `${ITEMS}/${rush.id}`, 'fixit', {
      ...fields,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: BILL_ITEM_MESSAGES.stale,
      current: saved.body,
    });
    rush = saved.body;
  });

  it('is billed on an invoice next to a done work order, then cannot be changed, deleted or billed again', async () => {
    const res = await invoice(
      [rush.id],
      [{ work_order_id: workOrderId, amount: '30.00' }],
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      total: '67.50',
      work_order_count: 1,
      bill_items: [
        {
          bill_item_id: rush.id,
          description: 'Rush fee',
          quantity: 3,
          unit_price: '12.50',
          amount: '37.50',
        },
      ],
    });
    expect(await listed()).toEqual([]);
    const { store_id: _, ...fields } = item();
    const edit = await kit.call('PUT', `${ITEMS}/${rush.id}`, 'fixit', {
      ...fields,
      version: rush.version,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(BILL_ITEM_MESSAGES.invoiced);
    const del = await kit.call('DELETE', `${ITEMS}/${rush.id}`, 'fixit');
    expect(del.status).toBe(409);
    const twice = await invoice([rush.id, rush.id]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({
      'bill_item_ids.0': VENDOR_INVOICE_MESSAGES.billItemInvoiced,
      'bill_item_ids.1': VENDOR_INVOICE_MESSAGES.billItemRepeated,
    });
    // the PDF prints it
    const pdf = await kit.api.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/invoices/${res.body.id}/pdf`,
      headers: { authorization: `Bearer ${kit.tokens.fixit}` },
    });
    expect(pdf.statusCode).toBe(200);

    // Voided, the invoice frees it: listed again, and now it can be deleted.
    const voided = await kit.call(
      'POST',
      `/vendor/invoices/${res.body.id}/status`,
      'fixit',
      {
        status: 'void',
        version: res.body.version,
      },
    );
    expect(voided.body.bill_items).toHaveLength(1);
    expect((await listed()).map((i) => i.id)).toEqual([rush.id]);
    expect(await kit.call('DELETE', `${ITEMS}/${rush.id}`, 'fixit')).toEqual({
      status: 200,
      body: {},
    });
    expect(await listed()).toEqual([]);
    expect(
      (await kit.call('DELETE', `${ITEMS}/${rush.id}`, 'fixit')).status,
    ).toBe(404);
    // the void invoice still shows what it billed
    const kept = await kit.call(
      'GET',
      `/vendor/invoices/${res.body.id}`,
      'fixit',
    );
    expect(kept.body.bill_items[0].description).toBe('Rush fee');
  });

  it('an invoice of bill items alone is fine; another store’s item or a deleted one is refused', async () => {
    const shipping = (
      await kit.call(
        'POST',
        ITEMS,
        'fixit',
        item({ description: 'Return shipping', quantity: 1, unit_price: '9' }),
      )
    ).body;
    const globex = (
      await kit.call('POST', ITEMS, 'fixit', item({ store_id: 2, quantity: 1 }))
    ).body;
    const refused = await invoice([globex.id, rush.id]);
    expect(refused.body.errors).toEqual({
      'bill_item_ids.0': VENDOR_INVOICE_MESSAGES.billItem,
      'bill_item_ids.1': VENDOR_INVOICE_MESSAGES.billItem,
    });
    const empty = await invoice([]);
    expect(empty.body.errors).toEqual({ items: VENDOR_INVOICE_MESSAGES.empty });
    const res = await invoice([shipping.id]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: '9.00', work_order_count: 0 });
  });
});
