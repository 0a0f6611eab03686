import { useMemo } from 'react';
import { useNavigate } from 'shared/router';
import { ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { useStorePortalT } from '../../i18n/t';
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
  const t = useStorePortalT();
  const columns = useMemo(() => customerColumns(base, t), [base, t]);
  const tagOptions = tags.map((tag) => ({ value: tag, label: tag }));

  return (
    <section className="rec-list" aria-labelledby="customers-title">
      <div className="rec-list__head">
        <h1 id="customers-title">{t('customers.title')}</h1>
        {canCreate && (
          <Button
            type="primary"
            onClick={() => navigate(storePortalPaths.createCustomer(base))}
          >
            {t('customers.add')}
          </Button>
        )}
      </div>
      <FilterBar>
        <SearchInput
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('customers.tag')}
          allLabel={t('customers.allTags')}
          value={table.query.filters.tag ?? ''}
          options={tagOptions}
          onChange={(value) => table.setFilter('tag', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('customers.loadFailed')}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('customers.table')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={
            canCreate ? t('customers.emptyCanCreate') : t('customers.empty')
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
