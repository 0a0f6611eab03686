import { act, screen } from '@testing-library/react';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import {
  invoiceOf,
  invoicePageOf,
  invoiceRow,
  renderPortalAt,
  VENDORS_PAGE,
} from '../features/vendor-invoices/testFixtures';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// The invoices from vendors, their status tabs and one invoice's page, rendered in the
// pseudo-locale, show no English of their own.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

// Words of the test's own route table (the printed address's name). This list may only shrink.
const OWNED_ELSEWHERE = ['url'];

// The address the test's route table prints, and the PDF's format name.
const SHOWN = [
  '/portal/vendors/invoices',
  '/portal/vendors/invoices/31',
  'PDF',
];

test('the invoices from vendors and their status tabs show no untranslated text', async () => {
  const rows = [
    invoiceRow(),
    invoiceRow({ id: 32, invoice_no: 'INV-00002', status: 'paid' }),
    invoiceRow({
      id: 33,
      invoice_no: 'INV-00003',
      status: 'open',
      due_on: '2020-01-01',
    }),
  ];
  mockApi({
    ...VENDORS_PAGE,
    'GET /portal/vendor-invoices': { body: invoicePageOf(rows) },
  });
  const { container } = renderPortalAt('/portal/vendors/invoices');
  await screen.findByText('INV-00003', undefined, { timeout: 30_000 });
  expect(
    untranslatedTexts(
      container,
      stringsOf([rows, VENDORS_PAGE, SHOWN]),
      OWNED_ELSEWHERE,
    ),
  ).toEqual([]);
});

test("an invoice's page shows no untranslated text", async () => {
  const invoice = invoiceOf({
    bill_items: [
      {
        bill_item_id: 5,
        description: 'Polishing cloth',
        quantity: 2,
        unit_price: '4.00',
        amount: '8.00',
      },
    ],
  });
  mockApi({ 'GET /portal/vendor-invoices/31': { body: invoice } });
  const { container } = renderPortalAt('/portal/vendors/invoices/31');
  await screen.findByText('Thank you for the work.', undefined, {
    timeout: 30_000,
  });
  expect(
    untranslatedTexts(container, stringsOf([invoice, SHOWN]), OWNED_ELSEWHERE),
  ).toEqual([]);
});
