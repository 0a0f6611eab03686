import { useMemo } from 'react';
import { Link } from 'shared/router';
import { ErrorState, StatusPage } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Skeleton } from 'shared/ui/antd';
import { FilterBar } from '../../records/list/FilterBar';
import { invoiceColumns } from './columns';
import { CardOnFile } from './components/CardOnFile';
import { PlanChanger } from './components/PlanChanger';
import { PlanSummary } from './components/PlanSummary';
import {
  useBilling,
  useBillingAccess,
  useBillingMoves,
  useInvoices,
} from './hooks';
import '../../records/records.css';
import './billing.css';

function Invoices({ storeId }: { storeId: number }) {
  const table = useTableQuery({ filterKeys: [], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useInvoices(
    storeId,
    table.apiQuery,
  );
  const columns = useMemo(() => invoiceColumns(storeId), [storeId]);
  return (
    <section aria-labelledby="invoices-title" className="billing-invoices">
      <h2 id="invoices-title">Invoices</h2>
      <FilterBar>
        <SearchInput
          label="Search invoices"
          placeholder="Invoice number or description"
          value={table.query.search}
          onSearch={table.setSearch}
        />
      </FilterBar>
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
          emptyText="No invoices yet. The platform's invoices appear here once your plan is paid."
        />
      )}
    </section>
  );
}

function Billing({ storeId, isOwner }: { storeId: number; isOwner: boolean }) {
  const { billing, error, isLoading, retry } = useBilling(storeId);
  const moves = useBillingMoves(storeId);
  return (
    <section className="rec-list billing-page" aria-labelledby="billing-title">
      <h1 id="billing-title">Billing</h1>
      {isLoading && !billing ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !billing ? (
        <ErrorState
          title="We could not load your billing."
          message={error?.message ?? ''}
          onRetry={retry}
        />
      ) : (
        <div className="billing-cards">
          <PlanSummary billing={billing} />
          <CardOnFile
            billing={billing}
            isOwner={isOwner}
            onReplace={moves.replaceCard}
          />
          {isOwner && (
            <PlanChanger billing={billing} onChange={moves.changePlan} />
          )}
        </div>
      )}
      {isOwner && billing?.plan && (
        <p>
          <Link to="/addbillitems">Add or remove extra locations</Link>
        </p>
      )}
      <Invoices storeId={storeId} />
    </section>
  );
}

/** /portal/billing: the store's plan, card on file and the platform's invoices (owner; staff with billing read). */
export function BillingPage() {
  const { storeId, isOwner, canRead } = useBillingAccess();
  if (!canRead || storeId === null)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>
          Only the store owner, or staff with the billing module, see billing.
        </p>
      </StatusPage>
    );
  return <Billing storeId={storeId} isOwner={isOwner} />;
}
