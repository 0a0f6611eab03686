import { useMemo } from 'react';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Skeleton } from 'shared/ui/antd';
import { PagedTable, SearchInput } from 'shared/ui/table';
import { invoiceColumns } from './columns';
import {
  BackToSettings,
  BillingLoadError,
  BillingOwnerOnly,
} from './components/BillingAccess';
import { PlanFacts } from './components/PlanFacts';
import { useBilling, useBillingInvoices } from './hooks';
import '../../components/shopFloor.css';
import './billing.css';

function Invoices() {
  const table = useTableQuery({ filterKeys: [], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useBillingInvoices(table.apiQuery);
  const columns = useMemo(() => invoiceColumns(), []);
  return (
    <section aria-labelledby="vb-invoices-title" className="vp-stack">
      <h2 id="vb-invoices-title">Invoices</h2>
      <SearchInput
        label="Search invoices"
        placeholder="Invoice number or description"
        value={table.query.search}
        onSearch={table.setSearch}
      />
      {error && !page ? (
        <ErrorState
          title="We could not load your invoices."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Invoices"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          loadingLabel="Loading the invoices"
          defaultOrdering="-issued_on"
          emptyText="No invoices yet. The platform's invoices appear here once your plan is paid."
        />
      )}
    </section>
  );
}

function Billing() {
  const { billing, error, isLoading, retry } = useBilling();
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>Billing</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label="Loading your billing">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <PlanFacts billing={billing} />
      )}
      {/* Asked with the billing, not after it; not when the billing was refused. */}
      {(billing || !error) && <Invoices />}
      <BackToSettings />
    </div>
  );
}

/** /portal/setting/billing: the plan, the next bill and the platform's invoices (owner only). */
export function BillingPage() {
  return (
    <BillingOwnerOnly>
      <Billing />
    </BillingOwnerOnly>
  );
}
