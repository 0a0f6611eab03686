import { IMPORT_MESSAGES } from '../src/areas/vendorSales/vendorSalesImport';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// The vendor's bulk import of sales orders (ADR 0012): CSV or XLSX, one bad row refuses
// the whole file with its row-level report and imports nothing.

let api: TestApi;
let owner: string;
let staff: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const count = async (table: string) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  )[0]!.n;
const csv = (rows: string[]) => ({
  file_name: 'orders.csv',
  content: Buffer.from(rows.join('\n')).toString('base64'),
});
const HEADER =
  'order_ref,customer_email,customer_first_name,customer_last_name,customer_phone,description,quantity,unit_price';

describe('POST /vendor/sales-orders/import', () => {
  it('refuses a file with one bad row, reports row and column, and imports nothing', async () => {
    const orders = await count('vendor_sales_orders');
    const customers = await count('vendor_customers');
    const res = await call(
      'POST',
      '/vendor/sales-orders/import',
      owner,
      csv([
        HEADER,
        'B-1,new.one@example.test,New,One,,Ring resize,1,45.00',
        'B-1,new.one@example.test,New,One,,Polish,two,12.50',
        'B-2,nora.finch@example.test,,,,Chain,1,10',
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'IMPORT_INVALID',
      message: IMPORT_MESSAGES.refused,
      row_errors: [
        { row: 3, column: 'quantity', message: IMPORT_MESSAGES.quantity },
      ],
    });
    expect(await count('vendor_sales_orders')).toBe(orders);
    expect(await count('vendor_customers')).toBe(customers);
  });

  it('reports a missing column and an unreadable file', async () => {
    const res = await call(
      'POST',
      '/vendor/sales-orders/import',
      owner,
      csv(['order_ref,customer_email,description,quantity', 'C-1,a@b.co,x,1']),
    );
    expect(res.status).toBe(400);
    expect(res.body.row_errors).toEqual(
      expect.arrayContaining([
        {
          row: 1,
          column: 'unit_price',
          message: IMPORT_MESSAGES.missingColumn,
        },
      ]),
    );
    const xlsx = await call('POST', '/vendor/sales-orders/import', owner, {
      file_name: 'orders.xlsx',
      content: Buffer.from('not a workbook').toString('base64'),
    });
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.message).toBe(IMPORT_MESSAGES.unreadable);
    const kind = await call('POST', '/vendor/sales-orders/import', owner, {
      file_name: 'orders.pdf',
      content: 'eA==',
    });
    expect(kind.status).toBe(400);
    expect(kind.body.errors).toHaveProperty('file_name');
  });

  it('imports a good file: one order per reference, existing customers reused', async () => {
    const customers = await count('vendor_customers');
    const res = await call(
      'POST',
      '/vendor/sales-orders/import',
      staff,
      csv([
        HEADER,
        'B-1,new.one@example.test,New,One,,Ring resize,1,45.00',
        'B-1,new.one@example.test,New,One,,Polish,2,12.50',
        'B-2,nora.finch@example.test,,,,Chain,1,10',
        '',
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(2);
    expect(await count('vendor_customers')).toBe(customers + 1);
    const [first] = res.body.orders;
    const order = await call('GET', `/vendor/sales-orders/${first.id}`, staff);
    expect(order.body).toMatchObject({
      source: 'import',
      total: '70.00',
      customer: { email: 'new.one@example.test', first_name: 'New' },
      events: [{ kind: 'created', body: 'Imported from orders.csv (B-1)' }],
    });
  });

  it('reads an XLSX file too, and serves the CSV template', async () => {
    const template = await api.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/sales-orders/import-template.csv',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.body.split('\r\n')[0]).toBe(HEADER);

    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'X-1',
      'xl@example.test',
      'Excel',
      'User',
      '',
      'Resize',
      1,
      20,
    ]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString(
      'base64',
    );
    const res = await call('POST', '/vendor/sales-orders/import', owner, {
      file_name: 'orders.xlsx',
      content,
    });
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(1);
  });

  it('refuses an XLSX file that unpacks to more than 20 MB (a zip bomb), importing nothing', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    // 21 MB of one letter deflates to about 20 KB
    zip.file('xl/worksheets/sheet1.xml', 'a'.repeat(21 * 1024 * 1024));
    const content = (
      await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
    ).toString('base64');
    expect(content.length).toBeLessThan(100_000);
    const orders = await count('vendor_sales_orders');
    const res = await call('POST', '/vendor/sales-orders/import', owner, {
      file_name: 'orders.xlsx',
      content,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'IMPORT_INVALID',
      message: IMPORT_MESSAGES.tooBigUnpacked,
      errors: { file: IMPORT_MESSAGES.tooBigUnpacked },
    });
    expect(await count('vendor_sales_orders')).toBe(orders);
  });
});

describe('GET /vendor/sales-orders/export.xlsx', () => {
  it('answers the list with its filters as a spreadsheet, statuses in words', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/sales-orders/export.xlsx?status=ready',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Order',
      'Customer',
      'Email',
      'Status',
      'Pieces',
      'Total',
      'Created',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).text).toBe('SO-1003');
    expect(sheet.getRow(2).getCell(4).text).toBe('Ready for pickup');
    expect(sheet.getRow(2).getCell(6).value).toBe(50);
  });
});
