import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderInvoicesAt } from './testRender';
import { BRIGHT, invoicePageOf, invoiceRow, storesPage } from './testFixtures';

// The vendor owner's invoices (/portal/invoices): status tabs with counts, the search,
// store, sorting and paging asked of the server and kept in the URL, an empty state that says what
// to do, and the owner-only refusal.

jest.setTimeout(60_000);

const OPEN = invoiceRow();
const LATE = invoiceRow({
  id: 32,
  invoice_no: 'INV-00002',
  due_on: '2020-01-31',
  total: '15.50',
  work_order_count: 1,
});
const PAID = invoiceRow({
  id: 33,
  invoice_no: 'INV-00003',
  store: BRIGHT,
  status: 'paid',
});
const url = () => screen.getByLabelText('url');
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET /vendor/invoices').at(-1)!.query;

describe('the vendor’s invoices (/portal/invoices)', () => {
  it('lists invoices with their status and overdue mark; tabs, search, store, sorting and paging go to the server and the URL', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices': (call) => ({
        body: invoicePageOf(
          call.query.status === 'paid' ? [PAID] : [OPEN, LATE, PAID],
          {
            count: 45,
            page: Number(call.query.page ?? 1),
            status_counts: { all: 45, open: 30, paid: 10, void: 5 },
          },
        ),
      }),
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoices');

    const link = await screen.findByRole('link', { name: 'INV-00001' });
    expect(link).toHaveAttribute('href', '/portal/invoice/31');
    const open = within(screen.getByRole('row', { name: /^INV-00001/ }));
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('Acme Jewelers')).toBeInTheDocument();
    expect(open.getByText('$70.00')).toBeInTheDocument();
    expect(open.queryByText('Overdue')).toBeNull();
    const late = within(screen.getByRole('row', { name: /^INV-00002/ }));
    expect(late.getByText('Overdue')).toBeInTheDocument();
    expect(late.getByText('31, Jan 2020')).toBeInTheDocument();
    const paid = within(screen.getByRole('row', { name: /^INV-00003/ }));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Void (5)' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Paid (10)' }));
    await waitFor(() => expect(url()).toHaveTextContent('status=paid'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ status: 'paid' }),
    );

    await user.type(screen.getByLabelText('Search'), 'acme{Enter}');
    await waitFor(() => expect(url()).toHaveTextContent('search=acme'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ status: 'paid', search: 'acme' }),
    );

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Store' }),
      'Bright Gems',
    );
    await waitFor(() => expect(url()).toHaveTextContent('store_id=2'));

    await user.click(screen.getByRole('radio', { name: 'All (45)' }));
    await screen.findByRole('link', { name: 'INV-00002' });
    await user.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(url()).toHaveTextContent('ordering=total'));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(url()).toHaveTextContent('page=2'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        search: 'acme',
        store_id: '2',
        ordering: 'total',
        page: '2',
        page_size: '20',
      }),
    );
  });

  it('reads its view from the URL, and leaves out what the api does not know', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices': { body: invoicePageOf([OPEN]) },
    });
    renderInvoicesAt(
      '/portal/invoices?status=void&search=INV-1&ordering=-due_on&page=3&store_id=x',
    );
    await screen.findByRole('link', { name: 'INV-00001' });
    expect(api.callsTo('GET /vendor/invoices')[0]!.query).toEqual({
      status: 'void',
      search: 'INV-1',
      ordering: '-due_on',
      page: '3',
      page_size: '20',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('INV-1');
  });

  it('says what to do when there is no invoice yet', async () => {
    mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices': { body: invoicePageOf([]) },
    });
    renderInvoicesAt('/portal/invoices');
    expect(
      await screen.findByText(/Bill a store for done work orders/),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New invoice' });
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link).toHaveAttribute('href', '/portal/invoice/new');
  });

  it('offers to show every invoice when a search finds none', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices': (call) => ({
        body: invoicePageOf(call.query.search ? [] : [OPEN]),
      }),
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoices?search=zed');
    await user.click(
      await screen.findByRole('button', { name: 'Show all invoices' }),
    );
    await screen.findByRole('link', { name: 'INV-00001' });
    expect(lastQuery(api).search).toBeUndefined();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices': {
        status: 500,
        body: { code: 'SERVER', message: 'The server is down.', errors: {} },
      },
    });
    renderInvoicesAt('/portal/invoices');
    expect(
      await screen.findByText('We could not load your invoices.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The server is down.')).toBeInTheDocument();
  });

  it('tells vendor staff the page is the owner’s, without asking the api', async () => {
    const api = mockApi({});
    renderInvoicesAt('/portal/invoices', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Invoices are the owner’s pages/),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the same refusal when the api answers 403', async () => {
    const refusal = {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Not yours.', errors: {} },
    };
    mockApi({
      'GET /vendor/price-lists': refusal,
      'GET /vendor/invoices': refusal,
    });
    renderInvoicesAt('/portal/invoices');
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
  });
});
