import { Route, Routes, useLocation } from 'shared/router';
import type {
  StoreVendorInvoiceListItem,
  StoreVendorInvoicePage,
} from 'shared/contracts/storeVendorInvoices';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { ROLES } from 'shared/permissions';
import { renderWithProviders, sessionFor } from 'shared/testing';
import StorePortalRoutes from '../../routes';

// Test data shaped exactly like the wire records of shared/contracts/storeVendorInvoices: Fixit
// bills Acme. And the store portal's route table, where the vendors area's tabs live.

const FIXIT = { id: 1, name: 'Fixit Workshop' };
const ACME = { id: 1, name: 'Acme Jewelers' };

/** One row of GET /portal/vendor-invoices. */
export const invoiceRow = (
  over: Partial<StoreVendorInvoiceListItem> = {},
): StoreVendorInvoiceListItem => ({
  id: 31,
  invoice_no: 'INV-00001',
  store: ACME,
  vendor: FIXIT,
  status: 'open',
  issued_on: '2026-11-02T12:00:00.000Z',
  due_on: '2099-12-02',
  total: '70.00',
  work_order_count: 2,
  version: 1,
  ...over,
});

/** A page of GET /portal/vendor-invoices with every status counted. */
export const invoicePageOf = (
  results: StoreVendorInvoiceListItem[],
): StoreVendorInvoicePage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: {
    all: results.length,
    open: results.filter((r) => r.status === 'open').length,
    paid: results.filter((r) => r.status === 'paid').length,
    void: results.filter((r) => r.status === 'void').length,
  },
});

/** GET /portal/vendor-invoices/:id: two work orders, one with Acme's commission. */
export const invoiceOf = (over: Partial<VendorInvoice> = {}): VendorInvoice => {
  const { vendor: _vendor, ...row } = invoiceRow();
  return {
    ...row,
    note: 'Thank you for the work.',
    paid_on: null,
    voided_on: null,
    vendor: { ...FIXIT, tax_id: 'VAT 123' },
    footer: 'Bank: Fixit Savings 0042',
    items: [
      {
        work_order_id: 41,
        work_order_label: 'WO-1000042-1',
        order_no: '1000042',
        description: 'Ring Sizing ×2',
        amount: '50.00',
        commission: '6.25',
      },
      {
        work_order_id: 42,
        work_order_label: 'WO-1000043-1',
        order_no: '1000043',
        description: 'Engraving',
        amount: '20.00',
        commission: '0.00',
      },
    ],
    commission: '6.25',
    amount_due: '63.75',
    ...over,
  };
};

/** The vendors page's own calls, answered empty (its list, invitations, insurance plans). */
export const VENDORS_PAGE = {
  'GET /portal/vendors': {
    body: {
      results: [
        {
          id: 1,
          name: 'Fixit Workshop',
          contact_email: null,
          since: '2026-03-02T10:00:00.000Z',
          open_work_orders: 0,
          is_active: true,
          version: 1,
        },
      ],
      count: 1,
      page: 1,
      page_size: 100,
      status_counts: { all: 1 },
    },
  },
  'GET /portal/vendor-invitations': { body: { results: [] } },
  'GET /portal/insurance-plans': { body: [] },
};

/** The current path and query, for tests that check what the URL keeps. */
function Url() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

/** The store portal's route table at `route`, signed in as the store owner unless told. */
export const renderPortalAt = (
  route: string,
  session = sessionFor(ROLES.STORE_OWNER),
) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={
          <>
            <StorePortalRoutes basePath="/portal" />
            <Url />
          </>
        }
      />
    </Routes>,
    { route, session, tenant: { host: 'app.localhost', storeId: null } },
  );
