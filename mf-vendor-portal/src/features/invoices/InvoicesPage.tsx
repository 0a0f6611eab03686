import { useMemo } from 'react';
import { Link } from 'shared/router';
import {
  VENDOR_INVOICE_ORDERINGS,
  VENDOR_INVOICE_STATUSES,
} from 'shared/contracts/vendorInvoices';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { localiseErrorMessage } from 'shared/i18n';
import { Button } from 'shared/ui/antd';
import { useBasePath } from '../../basePath';
import { RecordListFilters } from '../../components/RecordListFilters';
import { RecordTable, toApiQuery } from '../../components/RecordTable';
import { useVendorT } from '../../i18n/t';
import { invoiceColumns } from './columns';
import {
  InvoiceOwnerOnly,
  InvoiceRefusal,
  isRefusal,
} from './components/InvoiceAccess';
import { StoreSelect } from './components/StoreSelect';
import { useInvoices, useInvoiceStores } from './hooks';
import { invoicePaths } from './paths';
import { VENDOR_INVOICE } from './status';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';
import './invoices.css';

const FILTERS = ['status', 'store_id'] as const;

/** The list's empty state: what to do first, or how to see every invoice again. */
function EmptyInvoices({
  isFiltered,
  newInvoicePath,
  onClear,
}: {
  isFiltered: boolean;
  newInvoicePath: string;
  onClear: () => void;
}) {
  const t = useVendorT();
  if (isFiltered)
    return (
      <span className="inv-empty">
        <span>{t('lists.invoices.noMatch')}</span>
        <Button onClick={onClear}>{t('lists.invoices.showAll')}</Button>
      </span>
    );
  return (
    <span className="inv-empty">
      <span>{t('lists.invoices.empty')}</span>
      <Link
        className="vs-link-button vs-link-button--primary"
        to={newInvoicePath}
      >
        {t('lists.invoices.new')}
      </Link>
    </span>
  );
}

function InvoicesList() {
  const basePath = useBasePath();
  const t = useVendorT();
  const table = useTableQuery({ filterKeys: FILTERS });
  const apiQuery = toApiQuery(
    table.apiQuery,
    VENDOR_INVOICE_ORDERINGS,
    VENDOR_INVOICE_STATUSES,
  );
  if (apiQuery.store_id && !/^\d{1,9}$/.test(String(apiQuery.store_id)))
    delete apiQuery.store_id;
  const ordering = String(apiQuery.ordering ?? '');
  const { page, error, isLoading, retry } = useInvoices(apiQuery);
  const { stores } = useInvoiceStores();
  const columns = useMemo(
    () => invoiceColumns(basePath, ordering, t),
    [basePath, ordering, t],
  );
  const { filters, search } = table.query;
  if (!page && isRefusal(error)) return <InvoiceRefusal error={error} />;
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <div className="vp-heading-row">
        <h1>{t('lists.invoices.title')}</h1>
        <Link
          className="vs-link-button vs-link-button--primary"
          to={invoicePaths.create(basePath, filters.store_id)}
        >
          {t('lists.invoices.new')}
        </Link>
      </div>
      <RecordListFilters
        machine={VENDOR_INVOICE}
        status={filters.status ?? ''}
        search={search}
        searchPlaceholder={t('lists.invoices.searchPlaceholder')}
        counts={page?.status_counts ?? {}}
        onStatus={(value) => table.setFilter('status', value)}
        onSearch={table.setSearch}
      />
      <div className="vp-filters">
        <StoreSelect
          label={t('lists.store')}
          value={filters.store_id ?? ''}
          stores={stores ?? []}
          emptyChoice={t('lists.allStores')}
          onChange={(value) => table.setFilter('store_id', value)}
        />
      </div>
      {error && !page ? (
        <ErrorState
          title={t('lists.invoices.loadFailed')}
          message={localiseErrorMessage(error.message)}
          onRetry={retry}
        />
      ) : (
        <RecordTable
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          ordering={ordering}
          label={t('lists.invoices.title')}
          loadingLabel={t('lists.invoices.loading')}
          empty={
            <EmptyInvoices
              isFiltered={Boolean(search || filters.status || filters.store_id)}
              newInvoicePath={invoicePaths.create(basePath)}
              onClear={table.clear}
            />
          }
        />
      )}
    </div>
  );
}

/** The vendor's invoices to stores (/portal/invoices): status tabs with counts, search, store, sorting and paging in the URL; the owner only. */
export function InvoicesPage() {
  return (
    <InvoiceOwnerOnly>
      <InvoicesList />
    </InvoiceOwnerOnly>
  );
}
