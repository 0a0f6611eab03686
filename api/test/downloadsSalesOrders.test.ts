import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { MAX_EXPORT_ROWS } from '../src/areas/orders/exportRows';
import { getAs, readXlsx } from './downloadHelpers';
import { createTestApi, type TestApi } from './helpers';

// The sales orders' downloads over HTTP: the invoice PDF and the list as XLSX with the
// list's own filters, scoped like the orders (other stores and locations not granted: 404 or
// absent; roles that never may: 403).

let api: TestApi;
const tokens: Record<string, string> = {};

const XLSX_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  api = await createTestApi();
  for (const [name, email, kind] of [
    ['owner', 'owner@acme.test', 'portal'],
    ['staff', 'staff@acme.test', 'portal'],
    ['globex', 'owner@globex.test', 'portal'],
    ['vendor', 'owner@fixit.test', 'vendor'],
  ] as const)
    tokens[name] = (await api.login(email, kind)).access;
  tokens.customer = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  // one open work order of order 1000001 (the export counts it)
  await api.db.query(
    `INSERT INTO store_vendors (store_id, vendor_id) VALUES (1, 1) ON CONFLICT DO NOTHING`,
  );
  await api.db.query(
    `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no)
     VALUES (1, 1, 1, '1000001-901')`,
  );
}, 60_000);
afterAll(() => api.close());

const download = (url: string, token?: string) => getAs(api, url, token);

describe('GET /sales-orders/:id/invoice.pdf', () => {
  it("is the order's invoice: a PDF attachment with the store, the number, the lines and the total", async () => {
    const [order] = await api.db.query<{ total: string }>(
      "SELECT to_char(total, 'FM999,999,990.00') AS total FROM sales_orders WHERE id = 1",
    );
    const res = await download('/sales-orders/1/invoice.pdf', tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-1000001.pdf"',
    );
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('Invoice');
    expect(text).toContain('Acme');
    expect(text).toContain('Order number: 1000001');
    expect(text).toContain(`$${order!.total}`);
  });

  it('is scoped like the order: staff of another location and other stores 404, vendors 403', async () => {
    expect(
      (await download('/sales-orders/3/invoice.pdf', tokens.staff)).statusCode,
    ).toBe(404);
    expect(
      (await download('/sales-orders/1/invoice.pdf', tokens.staff)).statusCode,
    ).toBe(200);
    expect(
      (await download('/sales-orders/1/invoice.pdf', tokens.globex)).statusCode,
    ).toBe(404);
    expect(
      (await download('/sales-orders/1/invoice.pdf', tokens.vendor)).statusCode,
    ).toBe(403);
  });
});

describe('GET /sales-orders/export.xlsx', () => {
  it('is the list as a spreadsheet attachment, not swallowed by /sales-orders/:id', async () => {
    const res = await download('/sales-orders/export.xlsx', tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sales-orders-${TODAY}.xlsx"`,
    );
    const { header, rows, sheet } = await readXlsx(res.rawPayload);
    expect(header).toEqual([
      'Order number',
      'Status',
      'Payment',
      'Placed on',
      'Last change',
      'Location',
      'Customer',
      'Email',
      'Guest',
      'Items',
      'Total',
      'Open work orders',
      'Unpaid charges',
    ]);
    // newest first, as the list; statuses in words
    const newestFirst = await api.db.query<{ order_no: string }>(
      'SELECT order_no FROM sales_orders WHERE store_id = 1 ORDER BY created_on DESC, id DESC',
    );
    expect(rows.map((row) => row[0])).toEqual(
      newestFirst.map((o) => o.order_no),
    );
    const first = rows.find((row) => row[0] === '1000001')!;
    expect(first[1]).toBe('In progress');
    expect(first[3]).toBeInstanceOf(Date);
    expect(first[5]).toBe('Acme Downtown');
    expect(typeof first[10]).toBe('number');
    expect(first[11]).toBe(1); // its open work order
    expect(sheet.getRow(2).getCell(11).numFmt).toBe('"$"#,##0.00');
    // and the record route still answers JSON
    const order = await download('/sales-orders/1', tokens.owner);
    expect(order.statusCode).toBe(200);
    expect(order.json().order_no).toBe('1000001');
  });

  it("takes the list's filters and ordering, and staff get only their locations", async () => {
    const byStatus = await download(
      '/sales-orders/export.xlsx?status=new',
      tokens.owner,
    );
    expect((await readXlsx(byStatus.rawPayload)).rows.map((r) => r[0])).toEqual(
      ['1000003'],
    );
    const ordered = await download(
      '/sales-orders/export.xlsx?ordering=order_no&location_id=1',
      tokens.owner,
    );
    expect((await readXlsx(ordered.rawPayload)).rows.map((r) => r[0])).toEqual([
      '1000001',
      '1000002',
    ]);
    // the list's paging is not the export's: every row, whatever page the table showed
    const paged = await download(
      '/sales-orders/export.xlsx?ordering=order_no&location_id=1&page=2&page_size=1',
      tokens.owner,
    );
    expect((await readXlsx(paged.rawPayload)).rows.map((r) => r[0])).toEqual([
      '1000001',
      '1000002',
    ]);
    const searched = await download(
      '/sales-orders/export.xlsx?search=1000002',
      tokens.owner,
    );
    expect((await readXlsx(searched.rawPayload)).rows.map((r) => r[0])).toEqual(
      ['1000002'],
    );
    const future = await download(
      '/sales-orders/export.xlsx?date_from=2999-01-01',
      tokens.owner,
    );
    expect((await readXlsx(future.rawPayload)).rows).toEqual([]);
    const staff = await download('/sales-orders/export.xlsx', tokens.staff);
    expect(
      (await readXlsx(staff.rawPayload)).rows.map((r) => r[0]).sort(),
    ).toEqual(['1000001', '1000002']);
    const globex = await download('/sales-orders/export.xlsx', tokens.globex);
    expect(globex.statusCode).toBe(200);
    expect((await readXlsx(globex.rawPayload)).rows).toEqual([]);
  });

  it('refuses bad filters with field errors, and callers outside the store side', async () => {
    const bad = await download(
      '/sales-orders/export.xlsx?status=lost&date_from=2026-13-45',
      tokens.owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        status: 'Select a valid choice.',
        date_from: 'Enter a valid value.',
      },
    });
    const backwards = await download(
      '/sales-orders/export.xlsx?date_from=2026-11-20&date_to=2026-11-01',
      tokens.owner,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      date_to: 'The end date must not be before the start date.',
    });
    expect(
      (await download('/sales-orders/export.xlsx', tokens.vendor)).statusCode,
    ).toBe(403);
    expect(
      (await download('/sales-orders/export.xlsx', tokens.customer)).statusCode,
    ).toBe(403);
    expect((await download('/sales-orders/export.xlsx')).statusCode).toBe(401);
  });

  it(`holds at most ${MAX_EXPORT_ROWS} rows: past that it asks to narrow the filters`, async () => {
    await api.db.query(
      `INSERT INTO sales_orders (store_id, location_id, order_no, status, contact_first_name,
         contact_last_name, contact_email, subtotal, total)
       SELECT 1, 2, (8000000 + n)::text, 'new', 'Bulk', 'Buyer', 'bulk@example.test', 10, 10
       FROM generate_series(1, $1) AS n`,
      [MAX_EXPORT_ROWS],
    );
    try {
      const tooMany = await download('/sales-orders/export.xlsx', tokens.owner);
      expect(tooMany.statusCode).toBe(400);
      const [{ n } = { n: 0 }] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sales_orders WHERE store_id = 1',
      );
      expect(n).toBeGreaterThan(MAX_EXPORT_ROWS);
      expect(tooMany.json().errors.non_field_errors).toBe(
        `The list has ${n.toLocaleString('en-US')} rows; an export holds at most 10,000. Narrow the filters (dates, status or location) and export again.`,
      );
      const narrowed = await download(
        '/sales-orders/export.xlsx?location_id=1',
        tokens.owner,
      );
      expect(narrowed.statusCode).toBe(200);
    } finally {
      await api.db.query("DELETE FROM sales_orders WHERE order_no LIKE '8%'");
    }
  }, 60_000);
});
