import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Order } from 'shared/contracts/orders';
import { envelopePdf, type EnvelopeData } from '../src/areas/repair/envelope';
import { vendorOrigin } from '../src/areas/downloads/hosts';
import { invoicePdf } from '../src/areas/downloads/invoice';
import { printable } from '../src/areas/downloads/fonts';
import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { qrPng } from '../src/areas/downloads/qr';
import { ordersXlsx, type XlsxColumn } from '../src/areas/downloads/xlsx';

// The download generators without a database: each file is read back with a reader of
// its format (exceljs, pngjs + jsQR, the PDF's own text) and must say what a person would look for.

const SCAN_URL = 'http://vendor.localhost/scan-work-instructions/1/1/1000042';

const decodeQr = (png: Buffer): string | undefined => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
    ?.data;
};

const ENVELOPE: EnvelopeData = {
  workOrder: {
    work_order_no: '1000042-1',
    sales_order: { id: 42, order_no: '1000042', status: 'in_progress' },
    store: { id: 1, name: 'Acme Jewelry' },
    vendor: { id: 1, name: 'Fixit Workshop' },
    location: { id: 1, name: 'Main Street' },
    due_date: '2026-12-04',
    customer_label: 'Gus G.',
    lines: [
      {
        id: 7,
        service: { id: 3, name: 'Ring resizing', image: null },
        quantity: 1,
        choices: [
          { label: 'Metal type', value: 'Yellow gold' },
          { label: 'Desired size', value: '7' },
        ],
        vendor_price: null,
      },
    ],
    instructions: 'Keep the engraving; polish after sizing.',
  },
  scanUrl: SCAN_URL,
};

describe('qrPng', () => {
  it('is a PNG whose QR code reads back as the exact scan URL', async () => {
    const png = await qrPng(SCAN_URL);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(decodeQr(png)).toBe(SCAN_URL);
  });
});

describe('vendorOrigin', () => {
  it('puts the vendor portal beside the store on the same domain, scheme and port', () => {
    expect(vendorOrigin({ url: 'acme.localhost' }, { scheme: 'http' })).toBe(
      'http://vendor.localhost',
    );
    expect(
      vendorOrigin(
        { url: 'Acme.Example.com' },
        { scheme: 'https', port: 8443 },
      ),
    ).toBe('https://vendor.example.com:8443');
  });
});

describe('envelopePdf', () => {
  it('shows the work order number, the order, the piece, the instructions and the due date', async () => {
    const pdf = await envelopePdf(ENVELOPE, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image'); // the QR code
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('WO-1000042-1');
    expect(text).toContain('Sales order 1000042');
    expect(text).toContain('Acme Jewelry');
    expect(text).toContain('Fixit Workshop');
    expect(text).toContain('04, Dec 2026');
    expect(text).toContain('1 × Ring resizing');
    expect(text).toContain('Metal type: Yellow gold, Desired size: 7');
    expect(text).toContain('Keep the engraving; polish after sizing.');
    expect(text).toContain(SCAN_URL);
  });

  it('reads the same when deflated, and says so when there are no instructions', async () => {
    const pdf = await envelopePdf({
      ...ENVELOPE,
      workOrder: { ...ENVELOPE.workOrder, instructions: ' ', due_date: null },
    });
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('WO-1000042-1');
    expect(text).toContain('No instructions.');
    expect(text).toContain('No due date');
  });
});

const ORDER: Order = {
  id: 42,
  store_id: 1,
  order_no: '1000042',
  status: 'in_progress',
  payment_status: 'paid',
  created_on: '2026-11-20T10:00:00.000Z',
  paid_on: '2026-11-20T10:05:00.000Z',
  is_guest: true,
  contact: {
    first_name: 'Gus',
    last_name: 'Guest',
    email: 'gus@example.test',
    phone: '555-0100',
  },
  shipping_address: null,
  carrier: null,
  insurance: null,
  lines: [
    {
      id: 7,
      service: { id: 3, name: 'Ring resizing', image: null },
      quantity: 2,
      unit_price: '1250.00',
      line_total: '2500.00',
      choices: [{ label: 'Metal type', value: 'Yellow gold' }],
    },
  ],
  subtotal: '2500.00',
  shipping: '10.00',
  insurance_amount: '0.00',
  total: '2510.00',
  charges: [
    {
      id: 1,
      kind: 'extra',
      requested_by: 'vendor',
      amount: '12.50',
      reason: 'Extra polishing',
      work_order: { item_number: 'WO-1000042-1', item_name: 'Ring resizing' },
      status: 'unpaid',
      token: 't',
      created_on: '2026-11-21T10:00:00.000Z',
      paid_on: null,
    },
  ],
  token: 't',
  feedback: null,
  tracking_token: 't',
};

describe('the PDFs’ text', () => {
  it('prints what the embedded faces draw and marks only what they lack', () => {
    expect(printable('Café “Ring” – 1 × €5')).toBe('Café “Ring” – 1 × €5');
    expect(printable('Łódź Ζωή Жанна שרה Kő\tx')).toBe(
      'Łódź Ζωή Жанна שרה Kő x',
    );
    expect(printable('王 💍')).toBe('? ?');
  });

  it('keeps a customer’s text in any of those scripts readable in the envelope, deflated too', async () => {
    const envelope = {
      ...ENVELOPE,
      workOrder: {
        ...ENVELOPE.workOrder,
        customer_label: 'Łucja Ż.',
        instructions: 'Gravur „Für Zoë“ · Надпись 💍',
      },
    };
    for (const compress of [false, true]) {
      const text = pdfTextLines(await envelopePdf(envelope, { compress })).join(
        '\n',
      );
      expect(text).toContain('Gravur „Für Zoë“ · Надпись ?');
      expect(text).toContain('Łucja Ż.');
    }
  });
});

describe('invoicePdf', () => {
  it('shows the store, the order, the customer, the lines, the totals and the charges', async () => {
    const pdf = await invoicePdf(
      {
        order: { ...ORDER, carrier: { id: 2, name: 'USPS' } },
        store: { name: 'Acme Jewelry' },
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextLines(pdf).join('\n');
    for (const words of [
      'Invoice',
      'Acme Jewelry',
      'Order number: 1000042',
      'Date: 20, Nov 2026',
      'Payment: Paid on 20, Nov 2026',
      'Gus Guest',
      'gus@example.test',
      'Ring resizing',
      'Metal type: Yellow gold',
      '$1,250.00',
      '$2,500.00',
      'Shipping (USPS)',
      '$10.00',
      'Total',
      '$2,510.00',
      'Extra polishing',
      'The vendor',
      'Unpaid',
      '$12.50',
    ])
      expect(text).toContain(words);
  });
});

describe('ordersXlsx', () => {
  interface Row {
    no: string;
    total: string;
    on: string;
    due: string | null;
    items: number;
  }
  const columns: XlsxColumn<Row>[] = [
    { header: 'Order number', kind: 'text', value: (r) => r.no },
    { header: 'Total', kind: 'money', value: (r) => r.total },
    { header: 'Placed on', kind: 'date', value: (r) => r.on },
    { header: 'Due date', kind: 'date', value: (r) => r.due },
    { header: 'Items', kind: 'integer', value: (r) => r.items },
  ];

  it('has a header row in words, money as numbers, dates as dates, a frozen header and a filter', async () => {
    const buffer = await ordersXlsx(
      [
        {
          no: '1000042',
          total: '2510.00',
          on: '2026-11-20T10:00:00.000Z',
          due: '2026-12-04',
          items: 2,
        },
        {
          no: '1000043',
          total: '15.5',
          on: '2026-11-21T00:00:00.000Z',
          due: null,
          items: 1,
        },
      ],
      columns,
      'Sales orders',
    );
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as every .xlsx
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sales orders')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Order number',
      'Total',
      'Placed on',
      'Due date',
      'Items',
    ]);
    expect(sheet.rowCount).toBe(3);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('1000042');
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe(2510);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).numFmt).toBe('"$"#,##0.00');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(3).value).toEqual(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(first.getCell(4).value).toEqual(new Date('2026-12-04T00:00:00Z'));
    expect(first.getCell(5).value).toBe(2);
    expect(sheet.getRow(3).getCell(2).value).toBe(15.5);
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.Null);

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toEqual('A1:E1');
  });
});
