import { useMemo, useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import type { StoreServiceListItem } from 'shared/contracts/storeServices';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Radio } from 'shared/ui/antd';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { editService } from './api';
import { serviceColumns } from './columns';
import { CategoriesCard } from './components/CategoriesCard';
import { NoServiceAccess } from './components/NoServiceAccess';
import { useCategories, useServiceAccess, useServicePage } from './hooks';
import '../../records/records.css';

const TABS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

function ServiceList({
  canEdit,
  canCreate,
}: {
  canEdit: boolean;
  canCreate: boolean;
}) {
  const base = usePortalBase();
  const table = useTableQuery({ filterKeys: ['status', 'category_id'] });
  const { page, isLoading, error, refresh } = useServicePage(table.apiQuery);
  const categories = useCategories();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (
    row: StoreServiceListItem,
    change: { is_active?: boolean; category_id?: number | null },
  ) => {
    setBusyId(row.id);
    setProblem(null);
    try {
      await editService(row.id, { version: row.version, ...change });
    } catch (e) {
      setProblem(
        e instanceof Error
          ? localiseErrorMessage(e.message)
          : 'We could not save the service.',
      );
      if (!isApiError(e) || e.status !== 409) return;
    } finally {
      setBusyId(null);
    }
    await refresh();
    await categories.refresh();
  };
  const columns = useMemo(
    () =>
      serviceColumns({
        canEdit,
        busyId,
        categories: categories.categories,
        onActive: (row, isActive) => void save(row, { is_active: isActive }),
        onCategory: (row, categoryId) =>
          void save(row, { category_id: categoryId }),
        builderPath: (id) => `${base}/service-builder/${id}`,
      }),
    // save closes over the latest page's refresh; rebuilt with the rows' state
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit, busyId, categories.categories, base],
  );
  const counts = page?.status_counts ?? {};
  return (
    <section className="rec-list" aria-labelledby="services-title">
      <div className="rec-list__head">
        <h1 id="services-title">Services</h1>
        {canCreate && (
          <Link
            to={`${base}/service-builder/new`}
            className="ui-button"
            style={{ textDecoration: 'none' }}
          >
            New service
          </Link>
        )}
      </div>
      {problem && <Banner type="failure" title={problem} />}
      <Radio.Group
        aria-label="Show services"
        optionType="button"
        value={table.query.filters.status ?? ''}
        onChange={(e) =>
          table.setFilter('status', String(e.target.value) || null)
        }
        options={TABS.map((tab) => ({
          value: tab.value,
          label: `${tab.label} (${counts[tab.value || 'all'] ?? 0})`,
        }))}
      />
      <FilterBar>
        <SearchInput
          label="Search services"
          placeholder="Name or description"
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={table.query.filters.category_id ?? ''}
          options={categories.categories.map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
          onChange={(value) => table.setFilter('category_id', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your services."
          message={error.message}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label="Services"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No services match. Clear the search or the filters; new services are made in the service builder."
        />
      )}
      <CategoriesCard
        categories={categories}
        canCreate={canCreate}
        canEdit={canEdit}
        onChanged={() => void refresh()}
      />
    </section>
  );
}

/** The store's services (/portal/store-services): active flag and category per service, search, filters, sort and pages on the server; the categories. */
export function StoreServicesPage() {
  const { canView, canEdit, canCreate } = useServiceAccess();
  if (!canView) return <NoServiceAccess />;
  return <ServiceList canEdit={canEdit} canCreate={canCreate} />;
}
