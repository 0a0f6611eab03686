import { useMemo } from 'react';
import { useNavigate } from 'shared/router';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { storePortalPaths } from '../../paths';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { customerColumns } from './columns';
import { NoAccess } from './components/NoAccess';
import { useCustomerAccess, useCustomersPage, useCustomerTags } from './hooks';
import '../../records/records.css';
import './customers.css';

function CustomerList({ canCreate }: { canCreate: boolean }) {
  const base = usePortalBase();
  const navigate = useNavigate();
  const table = useTableQuery({ filterKeys: ['tag'], defaultPageSize: 20 });
  const { page, isLoading, error, retry } = useCustomersPage(table.apiQuery);
  const tags = useCustomerTags();
  const columns = useMemo(() => customerColumns(base), [base]);
  const tagOptions = tags.map((tag) => ({ value: tag, label: tag }));

  return (
    <section className="rec-list" aria-labelledby="customers-title">
      <div className="rec-list__head">
        <h1 id="customers-title">Customers</h1>
        {canCreate && (
          <Button
            type="primary"
            onClick={() => navigate(storePortalPaths.createCustomer(base))}
          >
            Add customer
          </Button>
        )}
      </div>
      <FilterBar>
        <SearchInput
          label="Search customers"
          placeholder="Name, email or phone"
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Tag"
          allLabel="All tags"
          value={table.query.filters.tag ?? ''}
          options={tagOptions}
          onChange={(value) => table.setFilter('tag', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your customers."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Customers"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={
            canCreate
              ? 'No customers yet. Add your first customer; people who order or create an account on your storefront appear here too.'
              : 'No customers yet. People who order or create an account on your storefront appear here.'
          }
        />
      )}
    </section>
  );
}

/** The store's customers (/portal/customers): search, tag, sort and pages on the server. */
export function CustomersPage() {
  const { canView, canCreate } = useCustomerAccess();
  return canView ? <CustomerList canCreate={canCreate} /> : <NoAccess />;
}
