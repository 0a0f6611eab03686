import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderInvoicesAt } from './testRender';
import { invoiceOf, staleAnswer } from './testFixtures';

// One invoice (/portal/invoice/:id): its facts, work orders and total; the PDF through the
// api's download; "Mark as paid" and "Void invoice" only while open, each asked first; a 409 says
// why and shows the invoice as it is now; a 404 the not-found state.

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const OPEN = invoiceOf();
const PAID = invoiceOf({
  status: 'paid',
  version: 2,
  paid_on: '2026-11-20T12:00:00.000Z',
});

/** mockApi answers JSON only: its 200 answer to the PDF comes back as a file with the api's headers. */
function answerPdf() {
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await jsonFetch(input, init);
    if (res.status !== 200 || !String(input).includes('/pdf')) return res;
    return {
      ok: true,
      status: 200,
      headers: {
        get: (name: string) =>
          ({
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="invoice-INV-00001.pdf"',
          })[name.toLowerCase()] ?? null,
      },
      blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    } as unknown as Response;
  }) as typeof fetch;
}

describe('one invoice (/portal/invoice/:id)', () => {
  it('shows the invoice, downloads its PDF and marks it paid after asking', async () => {
    let paid = false;
    const api = mockApi({
      'GET /vendor/invoices/31': () => ({ body: paid ? PAID : OPEN }),
      'GET /vendor/invoices/31/pdf': { body: '%PDF-1.4' },
      'POST /vendor/invoices/31/status': () => {
        paid = true;
        return { body: PAID };
      },
    });
    answerPdf();
    const createObjectURL = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoice/31');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice INV-00001',
      }),
    ).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Details' }));
    expect(facts.getByText('Open')).toBeInTheDocument();
    expect(facts.getByText('Acme Jewelers')).toBeInTheDocument();
    expect(facts.getByText('02, Nov 2026')).toBeInTheDocument();
    expect(facts.getByText('02, Dec 2099')).toBeInTheDocument();
    expect(facts.getByText('Thank you for your work.')).toBeInTheDocument();
    expect(
      facts.getByText(/Fixit Workshop \(tax ID VAT 123\)/),
    ).toBeInTheDocument();
    expect(facts.getByText('Bank: Fixit Savings 0042')).toBeInTheDocument();
    const ring = within(screen.getByRole('row', { name: /WO-1000042-1/ }));
    expect(ring.getByText('Ring Sizing ×2')).toBeInTheDocument();
    expect(ring.getByText('$50.00')).toBeInTheDocument();
    expect(ring.getByRole('link')).toHaveAttribute(
      'href',
      '/portal/workorder/41',
    );
    expect(screen.getByText('Total: $70.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(clicked).toEqual(['invoice-INV-00001.pdf']));
    expect(api.callsTo('GET /vendor/invoices/31/pdf')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark INV-00001 as paid?');
    expect(dialog).toHaveTextContent('Acme Jewelers paid the $70.00');
    expect(api.callsTo('POST /vendor/invoices/31/status')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('button', { name: 'Mark as paid' }),
    );
    expect(
      await screen.findByText('INV-00001 is marked as paid.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/invoices/31/status')[0]!.body).toEqual({
      version: 1,
      status: 'paid',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull();
    expect(facts.getByText('Paid')).toBeInTheDocument();
    expect(facts.getByText(/20, November 2026/)).toBeInTheDocument();
  });

  it('asks before voiding (its work orders can be billed again); a 409 says why and reloads', async () => {
    let reads = 0;
    const api = mockApi({
      'GET /vendor/invoices/31': () => {
        reads += 1;
        return { body: reads === 1 ? OPEN : PAID };
      },
      'POST /vendor/invoices/31/status': staleAnswer(
        VENDOR_INVOICE_MESSAGES.stale,
      ),
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoice/31');

    await user.click(
      await screen.findByRole('button', { name: 'Void invoice' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Void INV-00001?');
    expect(dialog).toHaveTextContent(
      'Its 2 work orders can be billed again on a new invoice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /vendor/invoices/31/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Void invoice' }));
    dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Void invoice' }),
    );
    expect(
      await screen.findByText(VENDOR_INVOICE_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/invoices/31/status')[0]!.body).toEqual({
      version: 1,
      status: 'void',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void invoice' })).toBeNull(),
    );
    expect(reads).toBeGreaterThanOrEqual(2);
    const facts = within(screen.getByRole('region', { name: 'Details' }));
    expect(facts.getByText('Paid')).toBeInTheDocument();
  });

  it('lists the bill items it billed after its work orders', async () => {
    mockApi({
      'GET /vendor/invoices/31': {
        body: invoiceOf({
          bill_items: [
            {
              bill_item_id: 7,
              description: 'Rush fee (WO-1000042-1)',
              quantity: 2,
              unit_price: '12.50',
              amount: '25.00',
            },
          ],
        }),
      },
    });
    renderInvoicesAt('/portal/invoice/31');
    const extras = await screen.findByRole('table', { name: 'Bill items' });
    expect(
      within(extras).getByRole('row', { name: /Rush fee \(WO-1000042-1\)/ }),
    ).toHaveTextContent('2 × $12.50$25.00');
    expect(
      screen.getByRole('table', { name: 'Work orders billed' }),
    ).toBeInTheDocument();
  });

  it('deducts the store’s commission and shows the amount due', async () => {
    mockApi({
      'GET /vendor/invoices/31': {
        body: invoiceOf({ commission: '7.00', amount_due: '63.00' }),
      },
    });
    renderInvoicesAt('/portal/invoice/31');
    expect(
      await screen.findByText('Commission to Acme Jewelers: −$7.00'),
    ).toBeInTheDocument();
    expect(screen.getByText('Amount due: $63.00')).toBeInTheDocument();
  });

  it('shows no amount due when the store takes no commission', async () => {
    mockApi({
      'GET /vendor/invoices/31': {
        body: invoiceOf({ commission: '0.00', amount_due: '70.00' }),
      },
    });
    renderInvoicesAt('/portal/invoice/31');
    expect(await screen.findByText('Total: $70.00')).toBeInTheDocument();
    expect(screen.queryByText(/Amount due/)).not.toBeInTheDocument();
  });

  it('says so when the invoice does not exist or is not the vendor’s', async () => {
    mockApi({
      'GET /vendor/invoices/99': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: VENDOR_INVOICE_MESSAGES.notFound,
          errors: {},
        },
      },
    });
    renderInvoicesAt('/portal/invoice/99');
    expect(
      await screen.findByRole('heading', { name: 'Invoice not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(VENDOR_INVOICE_MESSAGES.notFound),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See your invoices' }),
    ).toHaveAttribute('href', '/portal/invoices');
  });

  it('tells vendor staff the page is the owner’s', async () => {
    const api = mockApi({});
    renderInvoicesAt('/portal/invoice/31', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
