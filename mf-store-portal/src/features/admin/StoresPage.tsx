import { useMemo, useState } from 'react';
import type { AdminStore } from 'shared/contracts/access';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { Banner, ErrorState, StatusPage } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { storeColumns } from './columns';
import { ConfirmActive } from './components/ConfirmActive';
import { useAdminStores, useSetStoreActive } from './hooks';
import '../../records/records.css';

function StoresList() {
  const t = useStorePortalT();
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useAdminStores(table.apiQuery);
  const setActive = useSetStoreActive();
  const [asking, setAsking] = useState<AdminStore | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const columns = useMemo(
    () => storeColumns(setAsking),
    // the columns' words follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const handleConfirm = async (store: AdminStore, reason: string) => {
    try {
      const saved = await setActive(store.id, !store.is_active, reason);
      setNotice({
        ok: true,
        text: t(saved.is_active ? 'admin.nowActive' : 'admin.nowInactive', {
          name: saved.name,
        }),
      });
    } catch (e) {
      setNotice({
        ok: false,
        text: errorWords(e) ?? t('admin.notChanged'),
      });
    } finally {
      setAsking(null);
    }
  };

  return (
    <section className="rec-list" aria-labelledby="stores-title">
      <div className="rec-list__head">
        <h1 id="stores-title">{t('admin.title')}</h1>
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <FilterBar>
        <SearchInput
          label={t('admin.search')}
          placeholder={t('admin.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('admin.status')}
          allLabel={t('admin.allStores')}
          value={table.query.filters.status ?? ''}
          options={['active', 'inactive'].map((value) => ({
            value,
            label: t(`admin.statuses.${value}`),
          }))}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('admin.loadFailed')}
          message={errorWords(error)}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('admin.list')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={t('admin.empty')}
        />
      )}
      <ConfirmActive
        store={asking}
        onConfirm={handleConfirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** /portal/stores: the super admin's list of the platform's stores. */
export function StoresPage() {
  const t = useStorePortalT();
  const isSuperAdmin = useSession().role?.role_id === ROLES.SUPER_ADMIN;
  if (!isSuperAdmin)
    return (
      <StatusPage mark="403" tone="warning" title={t('admin.deniedTitle')}>
        <p>{t('admin.storesOnly')}</p>
      </StatusPage>
    );
  return <StoresList />;
}
