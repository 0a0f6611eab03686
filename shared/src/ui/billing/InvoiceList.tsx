import { useId, useMemo } from 'react';
import { useT } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { useTableQuery, type TableQueryState } from 'shared/ui/portal';

/** The query the list asks a page of invoices with (page, page size, search, ordering). */
type Query = TableQueryState['apiQuery'];
import { PagedTable, SearchInput, type PagedTableProps } from 'shared/ui/table';
import {
  billingInvoiceColumns,
  type BillingInvoice,
  type InvoiceColumnsOptions,
} from './columns';
import './catalogue';
import './billing.css';

/** What the list asks the portal's invoices hook for. */
export interface InvoicesAnswer<I extends { id: number }> {
  page: PagedTableProps<I>['page'];
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** Props of BillingInvoices. */
export interface BillingInvoicesProps<
  I extends BillingInvoice,
> extends InvoiceColumnsOptions<I> {
  /** the portal's hook for a page of its invoices (the same hook on every render) */
  useInvoices: (query: Query) => InvoicesAnswer<I>;
  /** the order the api gives when the URL names none */
  defaultOrdering?: string;
}

/**
 * The platform's invoices to a store or a vendor under an 'Invoices' heading: a search, the
 * table with its PDF buttons (ten a page, date and amount sorted on the server), or the failure
 * with Retry.
 */
export function BillingInvoices<I extends BillingInvoice>({
  useInvoices,
  defaultOrdering,
  download,
  showPeriod,
  details,
}: BillingInvoicesProps<I>) {
  const t = useT('billing');
  const headingId = useId();
  const table = useTableQuery({ filterKeys: [], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useInvoices(table.apiQuery);
  const columns = useMemo(
    () => billingInvoiceColumns<I>(t, { download, showPeriod, details }),
    [t, download, showPeriod, details],
  );
  return (
    <section aria-labelledby={headingId} className="billing-invoices">
      <h2 id={headingId}>{t('invoices.title')}</h2>
      <div className="billing-search">
        <SearchInput
          label={t('invoices.search')}
          placeholder={t('invoices.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
      </div>
      {error && !page ? (
        <ErrorState
          title={t('invoices.loadFailed')}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('invoices.title')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          loadingLabel={t('invoices.loading')}
          defaultOrdering={defaultOrdering}
          emptyText={t('invoices.empty')}
        />
      )}
    </section>
  );
}
