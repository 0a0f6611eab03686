import { useMemo, useState } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import type { StoreServiceListItem } from 'shared/contracts/storeServices';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Radio } from 'shared/ui/antd';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { errorWords, spt, useStorePortalT } from '../../i18n/t';
import { editService } from './api';
import { serviceColumns } from './columns';
import { CategoriesCard } from './components/CategoriesCard';
import { NoServiceAccess } from './components/NoServiceAccess';
import { useCategories, useServiceAccess, useServicePage } from './hooks';
import '../../records/records.css';

const TABS = [
  { value: '', key: 'all' },
  { value: 'active', key: 'active' },
  { value: 'inactive', key: 'inactive' },
] as const;

function ServiceList({
  canEdit,
  canCreate,
}: {
  canEdit: boolean;
  canCreate: boolean;
}) {
  const t = useStorePortalT();
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
      setProblem(errorWords(e) ?? spt('services.saveFailed'));
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
    [canEdit, busyId, categories.categories, base, t],
  );
  const counts = page?.status_counts ?? {};
  return (
    <section className="rec-list" aria-labelledby="services-title">
      <div className="rec-list__head">
        <h1 id="services-title">{t('services.title')}</h1>
        {canCreate && (
          <Link
            to={`${base}/service-builder/new`}
            className="ui-button"
            style={{ textDecoration: 'none' }}
          >
            {t('services.newService')}
          </Link>
        )}
      </div>
      {problem && <Banner type="failure" title={problem} />}
      <Radio.Group
        aria-label={t('services.show')}
        optionType="button"
        value={table.query.filters.status ?? ''}
        onChange={(e) =>
          table.setFilter('status', String(e.target.value) || null)
        }
        options={TABS.map((tab) => ({
          value: tab.value,
          label: t('services.counted', {
            label: t(`services.tabs.${tab.key}`),
            count: counts[tab.value || 'all'] ?? 0,
          }),
        }))}
      />
      <FilterBar>
        <SearchInput
          label={t('services.search')}
          placeholder={t('services.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('services.category')}
          allLabel={t('services.allCategories')}
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
          title={t('services.loadFailed')}
          message={errorWords(error)}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label={t('services.list')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={t('services.empty')}
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
