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
import { useStorePortalT } from '../../i18n/t';

const FILTERS = ['status', 'vendor_id'] as const;

function InvoiceList() {
  const t = useStorePortalT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const list = useVendorInvoices(table.apiQuery);
  const vendors = useLinkedVendorChoices();
  const base = usePortalBase();
  const columns = useMemo(
    () => vendorInvoiceColumns(base),
    // the columns' words follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, t],
  );
  return (
    <RecordListPage
      headingId="vendor-invoices-title"
      title={t('vendorInvoices.title')}
      table={table}
      list={list}
      columns={columns}
      tabs={{
        label: t('vendorInvoices.tabs'),
        machine: VENDOR_INVOICE_FOR_STORE,
        statuses: VENDOR_INVOICE_STATUSES,
        statusLabel: (status) => t(`vendorInvoices.statuses.${status}`),
      }}
      search={{
        label: t('vendorInvoices.search'),
        placeholder: t('vendorInvoices.searchPlaceholder'),
      }}
      errorTitle={t('vendorInvoices.loadFailed')}
      emptyText={t('vendorInvoices.empty')}
    >
      <FilterSelect
        label={t('vendorInvoices.vendor')}
        allLabel={t('vendorInvoices.allVendors')}
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
