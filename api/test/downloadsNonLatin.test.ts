import type { Order } from 'shared/contracts/orders';
import { envelopePdf } from '../src/areas/repair/envelope';
import { facePairFor, printable } from '../src/areas/downloads/fonts';
import { invoicePdf } from '../src/areas/downloads/invoice';
import { pdfTextLines } from '../src/areas/downloads/pdfText';

// Names in other scripts print as written: DejaVu Sans draws Latin and Cyrillic, and a text with
// CJK characters switches to Noto Sans Hans, both embedded as subsets, so the text reads back out
// of the PDF and the file stays small.

const NAMES = ['Zoë Ñúñez', 'Иван Петров', '李雷'];

describe('the PDFs’ faces', () => {
  it('picks Noto Sans Hans only for a text with CJK, which then prints whole', () => {
    expect(facePairFor('Zoë Ñúñez')).toBe('latin');
    expect(facePairFor('Иван')).toBe('latin');
    expect(facePairFor('李雷 (Lei Li)')).toBe('cjk');
    expect(printable('李雷 (Lei Li) 💍', 'cjk')).toBe('李雷 (Lei Li) ?');
    expect(printable('李雷')).toBe('??');
  });
});

it('the envelope prints a customer and instructions in Latin, Cyrillic and Chinese as written', async () => {
  const pdf = await envelopePdf(
    {
      workOrder: {
        work_order_no: '1000042-1',
        sales_order: { id: 42, order_no: '1000042', status: 'in_progress' },
        store: { id: 1, name: 'Acme Jewelry' },
        vendor: { id: 1, name: 'Fixit Workshop' },
        location: { id: 1, name: 'Main Street' },
        due_date: null,
        customer_label: '李雷',
        lines: [
          {
            id: 7,
            service: { id: 3, name: 'Ring resizing', image: null },
            quantity: 1,
            choices: [{ label: 'Engraving', value: 'Иван ♥ Zoë' }],
            vendor_price: null,
          },
        ],
        instructions: 'Gravur für Zoë Ñúñez, 刻字：李雷',
      },
      scanUrl: 'http://vendor.localhost/scan-work-instructions/1/1/1000042',
    },
    { compress: false },
  );
  const text = pdfTextLines(pdf).join('\n');
  expect(text).toContain('李雷');
  expect(text).toContain('Engraving: Иван ♥ Zoë');
  expect(text).toContain('Gravur für Zoë Ñúñez, 刻字：李雷');
  expect(text).not.toContain('?');
  expect(pdf.toString('latin1')).toContain('NotoSansHans');
});

it('the invoice prints the customer’s names as written and stays small (subsets only)', async () => {
  const order = {
    id: 42,
    store_id: 1,
    order_no: '1000042',
    status: 'completed',
    payment_status: 'paid',
    created_on: '2026-11-20T10:00:00.000Z',
    paid_on: '2026-11-20T10:05:00.000Z',
    is_guest: true,
    contact: {
      first_name: '李',
      last_name: '雷',
      email: 'li.lei@example.test',
      phone: '',
    },
    shipping_address: null,
    carrier: null,
    insurance: null,
    lines: NAMES.map((name, i) => ({
      id: i + 1,
      service: { id: 3, name: `Engraving for ${name}`, image: null },
      quantity: 1,
      unit_price: '10.00',
      line_total: '10.00',
      choices: [],
    })),
    subtotal: '30.00',
    shipping: '0.00',
    insurance_amount: '0.00',
    total: '30.00',
    charges: [],
    token: 't',
    feedback: null,
    tracking_token: 't',
  } as unknown as Order;
  for (const compress of [false, true]) {
    const pdf = await invoicePdf(
      { order, store: { name: 'Acme Jewelry' } },
      { compress },
    );
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('李 雷');
    for (const name of NAMES) expect(text).toContain(`Engraving for ${name}`);
    // Two 8 MB faces and DejaVu, embedded as the few glyphs used.
    expect(pdf.length).toBeLessThan(150_000);
  }
});
