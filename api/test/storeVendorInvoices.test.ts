import { STORE_VENDOR_INVOICE_MESSAGES } from 'shared/contracts/storeVendorInvoices';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// The store sees the invoices its vendors sent it. Fixit bills Acme for a done
// work order (and, in the database, Globex for something else); Acme's owner lists, reads and
// downloads Acme's invoices only; the vendor alone moves their status, the store reads it.

let kit: RepairKit;
let invoice: VendorInvoice;
let globexInvoiceId: number;

beforeAll(async () => {
  kit = await createRepairKit();
  const list = await kit.call('GET', '/vendor/price-lists/1', 'fixit');
  await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
    version: list.body.version,
    items: [{ service_id: 1, price: '30' }],
  });
  const wo = await sendToFixit(kit, 1);
  let version = wo.version;
  for (const to of ['accepted', 'in_progress', 'done'])
    version = (
      await kit.call('POST', `/work-orders/${wo.id}/status`, 'fixit', {
        to,
        version,
      })
    ).body.version;
  const res = await kit.call('POST', '/vendor/invoices', 'fixit', {
    store_id: 1,
    due_on: '2099-12-31',
    note: 'Thanks, Acme.',
    items: [{ work_order_id: wo.id, amount: '30' }],
  });
  invoice = res.body;
  const [row] = await kit.api.db.query<{ id: number }>(
    `INSERT INTO vendor_invoices (vendor_id, store_id, number, total, due_on)
     VALUES (1, 2, 2, '10.00', '2099-12-31') RETURNING id`,
  );
  globexInvoiceId = row!.id;
}, 90_000);
afterAll(() => kit.close());

const list = (query = '', who: 'owner' | 'globex' = 'owner') =>
  kit.call('GET', `/portal/vendor-invoices${query}`, who);

describe('the store’s invoices from its vendors', () => {
  it('lists the invoices sent to the store, with their vendor, and counts them per status', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        {
          id: invoice.id,
          invoice_no: 'INV-00001',
          store: { id: 1, name: 'Acme Jewelers' },
          vendor: { id: 1, name: 'Fixit Workshop' },
          status: 'open',
          issued_on: invoice.issued_on,
          due_on: '2099-12-31',
          total: '30.00',
          work_order_count: 1,
          version: 1,
        },
      ],
      count: 1,
      page: 1,
      page_size: 20,
      status_counts: { all: 1, open: 1, paid: 0, void: 0 },
    });
    const globex = await list('', 'globex');
    expect(globex.body.results.map((r: { id: number }) => r.id)).toEqual([
      globexInvoiceId,
    ]);
  });

  it('searches by number or vendor, filters by vendor and status, sorts and pages', async () => {
    const ids = async (query: string) =>
      (await list(query)).body.results.map((r: { id: number }) => r.id);
    expect(await ids('?search=inv-00001')).toEqual([invoice.id]);
    expect(await ids('?search=fixit')).toEqual([invoice.id]);
    expect(await ids('?search=INV-00002')).toEqual([]);
    expect(await ids('?vendor_id=1')).toEqual([invoice.id]);
    expect(await ids('?vendor_id=9999')).toEqual([]);
    expect(await ids('?status=paid')).toEqual([]);
    expect(await ids('?ordering=-vendor&page=1&page_size=1')).toEqual([
      invoice.id,
    ]);
    expect((await list('?page=2&page_size=1')).body).toMatchObject({
      results: [],
      count: 1,
      page: 2,
    });
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      '?vendor_id=abc',
      '?status=unpaid',
      '?ordering=store',
      '?page_size=500',
      '?page=0',
    ]) {
      const res = await list(query);
      expect([query, res.status, res.body.code]).toEqual([
        query,
        400,
        'VALIDATION_ERROR',
      ]);
    }
    expect(
      (await kit.call('GET', '/portal/vendor-invoices/abc', 'owner')).status,
    ).toBe(400);
  });

  it('reads one invoice as its vendor does, with its lines, commission and amount due', async () => {
    const res = await kit.call(
      'GET',
      `/portal/vendor-invoices/${invoice.id}`,
      'owner',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(invoice);
    expect(res.body).toMatchObject({
      note: 'Thanks, Acme.',
      commission: '0.00',
      amount_due: '30.00',
      items: [
        {
          order_no: '1000001',
          description: 'Ring Sizing',
          amount: '30.00',
          commission: '0.00',
        },
      ],
    });
  });

  it('downloads the PDF the vendor downloads', async () => {
    const res = await kit.api.app.inject({
      method: 'GET',
      url: `/api/v1/portal/vendor-invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${kit.tokens.owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-INV-00001.pdf"',
    );
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('INV-00001');
    expect(text).toContain('Fixit Workshop');
    expect(text).toContain('Acme Jewelers');
  });

  it('answers 404 for another store’s invoice and for a missing one, whoever asks', async () => {
    const asks = [
      ['owner', globexInvoiceId],
      ['globex', invoice.id],
      ['owner', 999999],
    ] as const;
    for (const [who, id] of asks) {
      const res = await kit.call('GET', `/portal/vendor-invoices/${id}`, who);
      expect([who, id, res.status, res.body.message]).toEqual([
        who,
        id,
        404,
        STORE_VENDOR_INVOICE_MESSAGES.notFound,
      ]);
      const pdf = await kit.call(
        'GET',
        `/portal/vendor-invoices/${id}/pdf`,
        who,
      );
      expect([who, id, pdf.status]).toEqual([who, id, 404]);
    }
  });

  it('refuses staff without the vendor management module, vendors and the super admin', async () => {
    for (const who of ['staff', 'fixit', 'fixitStaff', 'admin'] as const)
      expect([
        who,
        (await kit.call('GET', '/portal/vendor-invoices', who)).status,
        (await kit.call('GET', `/portal/vendor-invoices/${invoice.id}`, who))
          .status,
      ]).toEqual([who, 403, 403]);
    expect((await kit.call('GET', '/portal/vendor-invoices')).status).toBe(401);
  });

  it('reads the status the vendor set; the store has no move of its own', async () => {
    const paid = await kit.call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      'fixit',
      { version: 1, status: 'paid' },
    );
    expect(paid.status).toBe(200);
    const res = await kit.call(
      'GET',
      `/portal/vendor-invoices/${invoice.id}`,
      'owner',
    );
    expect(res.body).toMatchObject({ status: 'paid', version: 2 });
    expect(res.body.paid_on).not.toBeNull();
    expect((await list('?status=paid')).body.status_counts).toMatchObject({
      open: 0,
      paid: 1,
    });
    // The vendor's own status route stays the vendor owner's.
    const store = await kit.call(
      'POST',
      `/vendor/invoices/${invoice.id}/status`,
      'owner',
      { version: 2, status: 'void' },
    );
    expect(store.status).toBe(403);
  });
});
