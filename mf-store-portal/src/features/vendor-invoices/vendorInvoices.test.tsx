import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceRecordChanged } from 'shared/live';
import { ROLES } from 'shared/permissions';
import { mockApi, roleRecord, sessionFor } from 'shared/testing';
import {
  invoicePageOf,
  invoiceRow,
  renderPortalAt,
  VENDORS_PAGE,
} from './testFixtures';

// The store's invoices from its vendors (/portal/vendors/invoices), a tab of the
// vendors area. Rows with vendor, number, dates, total and status in words; status tabs, search,
// vendor filter and paging kept in the URL; a failed load says so with Retry; staff without the
// vendor management module are refused.

jest.setTimeout(120_000);

const PAID = invoiceRow({
  id: 32,
  invoice_no: 'INV-00007',
  vendor: { id: 2, name: 'Bright Settings' },
  status: 'paid',
  due_on: '2026-01-10',
  total: '12.50',
});

describe('the store’s invoices from vendors', () => {
  it('lists them under the vendors area’s tab, and filters them on the server', async () => {
    const api = mockApi({
      ...VENDORS_PAGE,
      'GET /portal/vendor-invoices': (call) => ({
        body: invoicePageOf(
          call.query.search === 'nothing'
            ? []
            : call.query.status === 'paid'
              ? [PAID]
              : [invoiceRow(), PAID],
        ),
      }),
    });
    const user = userEvent.setup();
    renderPortalAt('/portal/vendors');

    const tabs = await screen.findByRole('navigation', {
      name: 'Vendors area',
    });
    expect(within(tabs).getByRole('link', { name: 'Vendors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(
      within(tabs).getByRole('link', { name: 'Invoices from vendors' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoices from vendors',
      }),
    ).toBeInTheDocument();
    expect(
      within(tabs).getByRole('link', { name: 'Invoices from vendors' }),
    ).toHaveAttribute('aria-current', 'page');

    const open = await screen.findByRole('row', { name: /INV-00001/ });
    expect(within(open).getByText('Fixit Workshop')).toBeInTheDocument();
    expect(within(open).getByText('02, Nov 2026')).toBeInTheDocument();
    expect(within(open).getByText('02, Dec 2099')).toBeInTheDocument();
    expect(within(open).getByText('$70.00')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(
      within(open).getByRole('link', { name: 'INV-00001 from Fixit Workshop' }),
    ).toHaveAttribute('href', '/portal/vendors/invoices/31');
    const paid = screen.getByRole('row', { name: /INV-00007/ });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    // a paid invoice is never overdue, even past its due date
    expect(within(paid).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('All (2)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paid (1)' }));
    expect(screen.getByLabelText('url')).toHaveTextContent(
      '/portal/vendors/invoices?status=paid',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Vendor' }),
      'Fixit Workshop',
    );
    expect(
      api.callsTo('GET /portal/vendor-invoices').at(-1)!.query,
    ).toMatchObject({ status: 'paid', vendor_id: '1', page: '1' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search invoices' }),
      'nothing{Enter}',
    );
    expect(
      await screen.findByText('Nothing matches this search and these filters.'),
    ).toBeInTheDocument();
  });

  it('says what happens when there is none yet', async () => {
    mockApi({
      ...VENDORS_PAGE,
      'GET /portal/vendor-invoices': { body: invoicePageOf([]) },
    });
    renderPortalAt('/portal/vendors/invoices');
    expect(
      await screen.findByText(/^No invoices yet\. A vendor bills your store/),
    ).toBeInTheDocument();
  });

  it('shows a vendor’s change (live) without a reload of the page', async () => {
    let row = invoiceRow();
    const api = mockApi({
      ...VENDORS_PAGE,
      'GET /portal/vendor-invoices': () => ({ body: invoicePageOf([row]) }),
    });
    renderPortalAt('/portal/vendors/invoices');
    const first = await screen.findByRole('row', { name: /INV-00001/ });
    expect(within(first).getByText('Open')).toBeInTheDocument();
    row = invoiceRow({ status: 'paid', version: 2 });
    act(() =>
      announceRecordChanged({
        record: 'vendor_invoice',
        id: row.id,
        sales_order_id: null,
        status: 'paid',
        version: 2,
      }),
    );
    expect(
      await within(screen.getByRole('row', { name: /INV-00001/ })).findByText(
        'Paid',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /portal/vendor-invoices')).toHaveLength(2);
  });

  it('does not send the api a status or vendor the URL made up', async () => {
    const api = mockApi({
      ...VENDORS_PAGE,
      'GET /portal/vendor-invoices': { body: invoicePageOf([invoiceRow()]) },
    });
    renderPortalAt('/portal/vendors/invoices?status=unpaid&vendor_id=x');
    expect(
      await screen.findByRole('row', { name: /INV-00001/ }),
    ).toBeInTheDocument();
    const query = api.callsTo('GET /portal/vendor-invoices')[0]!.query;
    expect(query).not.toHaveProperty('status');
    expect(query).not.toHaveProperty('vendor_id');
  });

  it('says when the list did not load, and Retry asks again', async () => {
    let fail = true;
    const api = mockApi({
      ...VENDORS_PAGE,
      'GET /portal/vendor-invoices': () =>
        fail
          ? {
              status: 500,
              body: { code: 'INTERNAL', message: 'Try again.', errors: {} },
            }
          : { body: invoicePageOf([invoiceRow()]) },
    });
    const user = userEvent.setup();
    renderPortalAt('/portal/vendors/invoices');
    expect(
      await screen.findByText(
        'We could not load the invoices from your vendors.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('row', { name: /INV-00001/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /portal/vendor-invoices').length).toBeGreaterThan(
      1,
    );
  });

  it('refuses staff without the vendor management module, without tabs', async () => {
    const api = mockApi({});
    renderPortalAt(
      '/portal/vendors/invoices',
      sessionFor(ROLES.STORE_STAFF, {
        role: roleRecord(ROLES.STORE_STAFF, {
          global_permissions: [],
          locations_permissions: [],
        }),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Vendors area' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET /portal/vendor-invoices')).toHaveLength(0);
  });
});
