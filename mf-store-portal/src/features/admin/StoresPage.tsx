import { useMemo, useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import type { AdminStore } from 'shared/contracts/access';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { Banner, ErrorState, StatusPage } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { storeColumns } from './columns';
import { ConfirmActive } from './components/ConfirmActive';
import { useAdminStores, useSetStoreActive } from './hooks';
import '../../records/records.css';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function StoresList() {
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useAdminStores(table.apiQuery);
  const setActive = useSetStoreActive();
  const [asking, setAsking] = useState<AdminStore | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const columns = useMemo(() => storeColumns(setAsking), []);

  const handleConfirm = async (store: AdminStore, reason: string) => {
    try {
      const saved = await setActive(store.id, !store.is_active, reason);
      setNotice({
        ok: true,
        text: `${saved.name} is ${saved.is_active ? 'active' : 'inactive'} now.`,
      });
    } catch (e) {
      setNotice({
        ok: false,
        text:
          e instanceof Error
            ? localiseErrorMessage(e.message)
            : 'The store was not changed.',
      });
    } finally {
      setAsking(null);
    }
  };

  return (
    <section className="rec-list" aria-labelledby="stores-title">
      <div className="rec-list__head">
        <h1 id="stores-title">Stores</h1>
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <FilterBar>
        <SearchInput
          label="Search stores"
          placeholder="Name or host"
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Status"
          allLabel="All stores"
          value={table.query.filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load the stores."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Stores"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No store matches. Clear the search to see every store."
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
  const isSuperAdmin = useSession().role?.role_id === ROLES.SUPER_ADMIN;
  if (!isSuperAdmin)
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the platform&apos;s super admin manages the stores.</p>
      </StatusPage>
    );
  return <StoresList />;
}
