import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import { invoiceOf, renderPortalAt } from './testFixtures';

// One invoice a vendor sent the store (/portal/vendors/invoices/:id): who sent it
// and when, its work orders with the store's commission, the amount due, the vendor's PDF; the
// store reads the status the vendor set (no move of its own); another store's invoice is not found.

jest.setTimeout(120_000);

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

describe('an invoice from a vendor', () => {
  it('shows its vendor, work orders, commission and amount due, and downloads its PDF', async () => {
    const api = mockApi({
      'GET /portal/vendor-invoices/31': { body: invoiceOf() },
      'GET /portal/vendor-invoices/31/pdf': { body: '%PDF-1.4' },
    });
    answerPdf();
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:invoice'),
      revokeObjectURL: jest.fn(),
    });
    const saved: string[] = [];
    jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function record(this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    const user = userEvent.setup();
    renderPortalAt('/portal/vendors/invoices/31');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice INV-00001 from Fixit Workshop',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('$63.75 is due by 02, Dec 2099.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Fixit Workshop marks the invoice paid once your payment reaches them.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fixit Workshop (tax ID VAT 123)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you for the work.')).toBeInTheDocument();
    expect(screen.getByText('Bank: Fixit Savings 0042')).toBeInTheDocument();

    const lines = screen.getByRole('table', { name: 'Work orders billed' });
    const sized = within(lines).getByRole('row', { name: /WO-1000042-1/ });
    expect(
      within(sized).getByRole('link', { name: 'WO-1000042-1' }),
    ).toHaveAttribute('href', '/portal/work-order/41');
    expect(within(sized).getByText('Ring Sizing ×2')).toBeInTheDocument();
    expect(within(sized).getByText('$50.00')).toBeInTheDocument();
    expect(within(sized).getByText('$6.25')).toBeInTheDocument();
    expect(screen.getByText('−$6.25')).toBeInTheDocument();
    expect(screen.getByText('$63.75')).toBeInTheDocument();
    // the store has no move on a vendor's invoice
    expect(
      screen.queryByRole('button', { name: /paid|void/i }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-INV-00001.pdf']));
    expect(api.callsTo('GET /portal/vendor-invoices/31/pdf')).toHaveLength(1);

    await user.click(
      screen.getByRole('link', { name: 'All invoices from vendors' }),
    );
    expect(screen.getByLabelText('url')).toHaveTextContent(
      '/portal/vendors/invoices',
    );
  });

  it('reads what the vendor set: paid, no commission to show', async () => {
    mockApi({
      'GET /portal/vendor-invoices/31': {
        body: invoiceOf({
          status: 'paid',
          paid_on: '2026-11-20T15:30:00.000Z',
          version: 2,
          commission: '0.00',
          amount_due: '70.00',
          items: invoiceOf().items.map((item) => ({
            ...item,
            commission: '0.00',
          })),
        }),
      },
    });
    renderPortalAt('/portal/vendors/invoices/31');
    expect(
      await screen.findByText('Paid: Fixit Workshop marked this invoice paid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid on')).toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.queryByText('Your commission')).not.toBeInTheDocument();
  });

  it('says an invoice sent to another store is not found, and a failed load can be retried', async () => {
    let fail = true;
    mockApi({
      'GET /portal/vendor-invoices/99': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: 'This invoice does not exist or was not sent to your store.',
          errors: {},
        },
      },
      'GET /portal/vendor-invoices/31': () =>
        fail
          ? {
              status: 500,
              body: { code: 'INTERNAL', message: 'Try again.', errors: {} },
            }
          : { body: invoiceOf() },
    });
    const user = userEvent.setup();
    const { unmount } = renderPortalAt('/portal/vendors/invoices/99');
    expect(
      await screen.findByRole('heading', { name: 'Invoice not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This invoice does not exist or was not sent to your store.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderPortalAt('/portal/vendors/invoices/31');
    expect(
      await screen.findByText('We could not load this invoice.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('heading', {
        name: 'Invoice INV-00001 from Fixit Workshop',
      }),
    ).toBeInTheDocument();
  });
});
