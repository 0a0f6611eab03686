import {
  PRICE_LIST_MESSAGES,
  type PriceList,
} from 'shared/contracts/priceLists';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// The vendor's price lists. Fixit (vendor 1) works with Acme (store 1, services 1-7) and
// Globex (store 2, service 8). A list is saved whole under a version; a work order copies the
// vendor's price of its lines' services when it is sent.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
}, 60_000);
afterAll(() => kit.close());

const acmeList = async (): Promise<PriceList> =>
  (await kit.call('GET', '/vendor/price-lists/1', 'fixit')).body;

describe('the vendor’s price lists', () => {
  it('lists the stores the vendor works with, by name, searched and paged', async () => {
    const all = await kit.call('GET', '/vendor/price-lists', 'fixit');
    expect(all.status).toBe(200);
    expect(
      all.body.results.map((r: { store: { name: string } }) => r.store.name),
    ).toEqual(['Acme Jewelers', 'Globex Jewelry']);
    expect(all.body.results[0]).toMatchObject({
      priced_count: 0,
      updated_on: null,
    });
    expect(all.body.results[0].service_count).toBeGreaterThan(0);
    const found = await kit.call(
      'GET',
      '/vendor/price-lists?search=glob',
      'fixit',
    );
    expect(found.body.count).toBe(1);
    const second = await kit.call(
      'GET',
      '/vendor/price-lists?page=2&page_size=1',
      'fixit',
    );
    expect(second.body.results[0].store.id).toBe(2);
  });

  it('a never-saved list is version 0 with every active service unpriced', async () => {
    const list = await acmeList();
    expect(list).toMatchObject({
      store: { id: 1, name: 'Acme Jewelers' },
      version: 0,
      updated_on: null,
    });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.price === null && i.is_active)).toBe(true);
  });

  it('refuses a bad amount, another store’s service and a repeated one, row by row, changing nothing', async () => {
    const res = await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
      version: 0,
      items: [
        { service_id: 1, price: '12.345' },
        { service_id: 8, price: '10' },
        { service_id: 2, price: '5' },
        { service_id: 2, price: '6' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'items.0.price': PRICE_LIST_MESSAGES.price,
      'items.1.service_id': PRICE_LIST_MESSAGES.service,
      'items.3.service_id': PRICE_LIST_MESSAGES.repeated,
    });
    expect((await acmeList()).version).toBe(0);
    expect(await kit.count('vendor_prices')).toBe(0);
  });

  it('saves the whole list under its version; a stale save is a 409 and keeps the first', async () => {
    const res = await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
      version: 0,
      items: [
        { service_id: 1, price: '30' },
        { service_id: 2, price: null },
        { service_id: 3, price: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    const priced = res.body.items.filter(
      (i: { price: string | null }) => i.price !== null,
    );
    expect(priced).toEqual([
      expect.objectContaining({ service_id: 1, price: '30.00' }),
    ]);
    const stale = await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
      version: 0,
      items: [{ service_id: 1, price: '99' }],
    });
    expect([stale.status, stale.body.current]).toEqual([409, { version: 1 }]);
    expect(
      (await acmeList()).items.find((i) => i.service_id === 1)?.price,
    ).toBe('30.00');
    const page = await kit.call('GET', '/vendor/price-lists', 'fixit');
    expect(page.body.results[0]).toMatchObject({ priced_count: 1 });
  });

  it('a work order sent to Fixit keeps the price of its service; both sides see it', async () => {
    const wo = await sendToFixit(kit, 1);
    const [line] = await kit.api.db.query<{ service_id: number }>(
      'SELECT service_id FROM sales_order_lines WHERE sales_order_id = 1 ORDER BY id LIMIT 1',
    );
    const expected =
      (await acmeList()).items.find((i) => i.service_id === line!.service_id)
        ?.price ?? null;
    expect(expected).toBe('30.00');
    for (const [url, who] of [
      [`/work-orders/${wo.id}`, 'owner'],
      [`/work-orders/${wo.id}`, 'fixit'],
    ] as const) {
      const res = await kit.call('GET', url, who);
      expect([url, res.body.lines[0].vendor_price]).toEqual([url, '30.00']);
    }
    // a later change of the list leaves the sent work order's price as it was
    await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
      version: 1,
      items: [{ service_id: line!.service_id, price: '45' }],
    });
    const again = await kit.call('GET', `/work-orders/${wo.id}`, 'owner');
    expect(again.body.lines[0].vendor_price).toBe('30.00');
  });

  it('a store the vendor does not work with is a 404; staff are refused', async () => {
    await kit.api.db.query(
      'UPDATE store_vendors SET is_active = false WHERE store_id = 2 AND vendor_id = 1',
    );
    for (const url of ['/vendor/price-lists/2', '/vendor/price-lists/999'])
      expect([url, (await kit.call('GET', url, 'fixit')).status]).toEqual([
        url,
        404,
      ]);
    const put = await kit.call('PUT', '/vendor/price-lists/2', 'fixit', {
      version: 0,
      items: [],
    });
    expect([put.status, put.body.message]).toEqual([
      404,
      PRICE_LIST_MESSAGES.notFound,
    ]);
    expect(
      (await kit.call('GET', '/vendor/price-lists', 'fixit')).body.count,
    ).toBe(1);
    expect(
      (await kit.call('GET', '/vendor/price-lists/1', 'fixitStaff')).status,
    ).toBe(403);
  });
});
