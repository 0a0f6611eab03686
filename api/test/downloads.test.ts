import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { getAs, readXlsx } from './downloadHelpers';
import { createTestApi, type TestApi } from './helpers';

// The work orders' downloads over HTTP: the job envelope, the QR code and the lists as
// XLSX. Each answers its file with its type and name, reads back as what a person opens it for,
// and is scoped like the work order's own routes (other stores, unlinked vendors and locations not
// granted: 404; roles that never may: 403). The sales orders' are in downloadsSalesOrders.test.ts.

let api: TestApi;
const tokens: Record<string, string> = {};
let workOrderId: number; // Acme's order 1000001, Downtown (the staff member's location)
let uptownWorkOrderId: number; // Acme's order 1000003, Uptown
let otherVendorWorkOrderId: number; // sent to a vendor that is not Fixit

const XLSX_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TODAY = new Date().toISOString().slice(0, 10);
const SCAN_URL = 'http://vendor.localhost/scan-work-instructions/1/1/1000001';

async function insertWorkOrder(
  salesOrderId: number,
  vendorId: number,
  workOrderNo: string,
): Promise<number> {
  const [order] = await api.db.query<{ store_id: number }>(
    'SELECT store_id FROM sales_orders WHERE id = $1',
    [salesOrderId],
  );
  await api.db.query(
    `INSERT INTO store_vendors (store_id, vendor_id) VALUES ($1, $2)
     ON CONFLICT (store_id, vendor_id) DO UPDATE SET is_active = true`,
    [order!.store_id, vendorId],
  );
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no, instructions, due_date)
     VALUES ($1, $2, $3, $4, 'Size to 7 and keep the engraving.', '2026-12-04') RETURNING id`,
    [order!.store_id, salesOrderId, vendorId, workOrderNo],
  );
  await api.db.query(
    `INSERT INTO work_order_lines (work_order_id, sales_order_line_id)
     SELECT $1, id FROM sales_order_lines WHERE sales_order_id = $2`,
    [row!.id, salesOrderId],
  );
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi();
  for (const [name, email, kind] of [
    ['owner', 'owner@acme.test', 'portal'],
    ['staff', 'staff@acme.test', 'portal'],
    ['globex', 'owner@globex.test', 'portal'],
    ['admin', 'admin@platform.test', 'portal'],
    ['vendor', 'owner@fixit.test', 'vendor'],
    ['vendorStaff', 'staff@fixit.test', 'vendor'],
  ] as const)
    tokens[name] = (await api.login(email, kind)).access;
  tokens.customer = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  workOrderId = await insertWorkOrder(1, 1, '1000001-901');
  uptownWorkOrderId = await insertWorkOrder(3, 1, '1000003-901');
  const [vendor] = await api.db.query<{ id: number }>(
    "INSERT INTO vendors (name) VALUES ('Other Bench') RETURNING id",
  );
  otherVendorWorkOrderId = await insertWorkOrder(2, vendor!.id, '1000002-901');
}, 60_000);
afterAll(() => api.close());

const download = (url: string, token?: string) => getAs(api, url, token);

describe('GET /work-orders/:id/envelope.pdf', () => {
  it("is the store's job envelope: a PDF attachment with the number, the piece, the instructions and the scan URL", async () => {
    const res = await download(
      `/work-orders/${workOrderId}/envelope.pdf`,
      tokens.owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="envelope-WO-1000001-901.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['access-control-expose-headers']).toBe(
      'content-disposition',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('WO-1000001-901');
    expect(text).toContain('Sales order 1000001');
    expect(text).toContain('Acme Downtown');
    expect(text).toContain('Fixit Workshop');
    expect(text).toContain('04, Dec 2026');
    expect(text).toContain('Size to 7 and keep the engraving.');
    expect(text).toContain(SCAN_URL);
  });

  it('opens for staff at its location and the super admin, and answers 404 elsewhere', async () => {
    const url = `/work-orders/${workOrderId}/envelope.pdf`;
    expect((await download(url, tokens.staff)).statusCode).toBe(200);
    expect((await download(url, tokens.admin)).statusCode).toBe(200);
    const otherLocation = await download(
      `/work-orders/${uptownWorkOrderId}/envelope.pdf`,
      tokens.staff,
    );
    expect(otherLocation.statusCode).toBe(404);
    expect(otherLocation.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Work order not found.',
      errors: {},
    });
    expect((await download(url, tokens.globex)).statusCode).toBe(404);
    expect(
      (await download('/work-orders/2147483647/envelope.pdf', tokens.owner))
        .statusCode,
    ).toBe(404);
  });

  it('is the store side only: vendors and customers get 403, strangers 401, a bad id 400', async () => {
    const url = `/work-orders/${workOrderId}/envelope.pdf`;
    expect((await download(url, tokens.vendor)).statusCode).toBe(403);
    expect((await download(url, tokens.customer)).statusCode).toBe(403);
    expect((await download(url)).statusCode).toBe(401);
    expect(
      (await download('/work-orders/abc/envelope.pdf', tokens.owner))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /work-orders/:id/qr.png', () => {
  it("is a PNG attachment whose code reads as the work order's exact scan URL, for the store and its vendor", async () => {
    for (const token of [tokens.owner, tokens.vendor, tokens.vendorStaff]) {
      const res = await download(`/work-orders/${workOrderId}/qr.png`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="qr-WO-1000001-901.png"',
      );
      const image = PNG.sync.read(res.rawPayload);
      expect(
        jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
          ?.data,
      ).toBe(SCAN_URL);
    }
  });

  it("answers 404 to a vendor for another vendor's work order, and once the store unlinks it", async () => {
    expect(
      (
        await download(
          `/work-orders/${otherVendorWorkOrderId}/qr.png`,
          tokens.vendor,
        )
      ).statusCode,
    ).toBe(404);
    await api.db.query(
      'UPDATE store_vendors SET is_active = false WHERE store_id = 1 AND vendor_id = 1',
    );
    try {
      const res = await download(
        `/work-orders/${workOrderId}/qr.png`,
        tokens.vendor,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Work order not found.');
    } finally {
      await api.db.query(
        'UPDATE store_vendors SET is_active = true WHERE store_id = 1 AND vendor_id = 1',
      );
    }
  });

  it('answers 404 to staff of another location and other stores, 403 to customers', async () => {
    expect(
      (await download(`/work-orders/${uptownWorkOrderId}/qr.png`, tokens.staff))
        .statusCode,
    ).toBe(404);
    expect(
      (await download(`/work-orders/${workOrderId}/qr.png`, tokens.globex))
        .statusCode,
    ).toBe(404);
    expect(
      (await download(`/work-orders/${workOrderId}/qr.png`, tokens.customer))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /work-orders/export.xlsx and /vendor/work-orders/export.xlsx', () => {
  it("is the store's work orders as a spreadsheet (staff: their locations), not swallowed by /work-orders/:id", async () => {
    const res = await download('/work-orders/export.xlsx', tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="work-orders-${TODAY}.xlsx"`,
    );
    const { header, rows } = await readXlsx(res.rawPayload);
    expect(header).toEqual([
      'Work order',
      'Sales order',
      'Status',
      'Store',
      'Location',
      'Vendor',
      'Due date',
      'Items',
      'Created on',
      'Last change',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual([
      'WO-1000001-901',
      'WO-1000002-901',
      'WO-1000003-901',
    ]);
    const first = rows.find((row) => row[0] === 'WO-1000001-901')!;
    expect(first.slice(1, 6)).toEqual([
      '1000001',
      'Assigned',
      'Acme Jewelers',
      'Acme Downtown',
      'Fixit Workshop',
    ]);
    expect(first[6]).toEqual(new Date('2026-12-04T00:00:00.000Z'));

    const staff = await download('/work-orders/export.xlsx', tokens.staff);
    expect(
      (await readXlsx(staff.rawPayload)).rows.map((r) => r[0]).sort(),
    ).toEqual(['WO-1000001-901', 'WO-1000002-901']);
    const byVendor = await download(
      '/work-orders/export.xlsx?vendor_id=1&search=1000003',
      tokens.owner,
    );
    expect((await readXlsx(byVendor.rawPayload)).rows.map((r) => r[0])).toEqual(
      ['WO-1000003-901'],
    );
    expect(
      (await download('/work-orders/export.xlsx', tokens.vendor)).statusCode,
    ).toBe(403);
    expect(
      (await download('/work-orders/export.xlsx?status=lost', tokens.owner))
        .statusCode,
    ).toBe(400);
  });

  it("is the vendor's own work orders of linked stores only", async () => {
    const res = await download(
      '/vendor/work-orders/export.xlsx',
      tokens.vendorStaff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="work-orders-${TODAY}.xlsx"`,
    );
    expect(
      (await readXlsx(res.rawPayload)).rows.map((r) => r[0]).sort(),
    ).toEqual(['WO-1000001-901', 'WO-1000003-901']);
    await api.db.query(
      'UPDATE store_vendors SET is_active = false WHERE store_id = 1 AND vendor_id = 1',
    );
    try {
      const unlinked = await download(
        '/vendor/work-orders/export.xlsx',
        tokens.vendor,
      );
      expect((await readXlsx(unlinked.rawPayload)).rows).toEqual([]);
    } finally {
      await api.db.query(
        'UPDATE store_vendors SET is_active = true WHERE store_id = 1 AND vendor_id = 1',
      );
    }
    expect(
      (await download('/vendor/work-orders/export.xlsx', tokens.owner))
        .statusCode,
    ).toBe(403);
  });
});
