import { useMemo } from 'react';
import { VENDOR_INVOICE_STATUSES } from 'shared/contracts/vendorInvoices';
import { useTableQuery } from 'shared/ui/portal';
import { usePortalBase } from '../../records/basePath';
import { FilterSelect } from '../../records/list/FilterBar';
import { RecordListPage } from '../../records/list/RecordListPage';
import { vendorInvoiceColumns } from './columns';
import { NoInvoiceAccess } from './components/NoInvoiceAccess';
import {
  useCanReadVendorInvoices,
  useLinkedVendorChoices,
  useVendorInvoices,
} from './hooks';
import { VENDOR_INVOICE_FOR_STORE } from './status';
import './vendorInvoices.css';

const FILTERS = ['status', 'vendor_id'] as const;

function InvoiceList() {
  const table = useTableQuery({ filterKeys: FILTERS });
  const list = useVendorInvoices(table.apiQuery);
  const vendors = useLinkedVendorChoices();
  const base = usePortalBase();
  const columns = useMemo(() => vendorInvoiceColumns(base), [base]);
  return (
    <RecordListPage
      headingId="vendor-invoices-title"
      title="Invoices from vendors"
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: 'Invoices by status',
        machine: VENDOR_INVOICE_FOR_STORE,
        statuses: VENDOR_INVOICE_STATUSES,
      }}
      search={{
        label: 'Search invoices',
        placeholder: 'Invoice number or vendor',
      }}
      errorTitle="We could not load the invoices from your vendors."
      emptyText="No invoices yet. A vendor bills your store from its portal once it has finished work orders; its invoices appear here."
    >
      <FilterSelect
        label="Vendor"
        allLabel="All vendors"
        value={table.query.filters.vendor_id ?? ''}
        options={vendors}
        onChange={(value) => table.setFilter('vendor_id', value)}
      />
    </RecordListPage>
  );
}

/** The invoices the store's vendors sent it (/portal/vendors/invoices): status tabs, search, vendor, sorting and paging in the URL. */
export function VendorInvoicesPage() {
  if (!useCanReadVendorInvoices()) return <NoInvoiceAccess />;
  return <InvoiceList />;
}
