import { useMemo, useState } from 'react';
import { STAFF_STATUSES, type StaffStatus } from 'shared/contracts/users';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { useStorePortalT } from '../../i18n/t';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { staffColumns } from './columns';
import { InviteDialog } from './components/InviteDialog';
import { OwnerOnly } from './components/OwnerOnly';
import { useStaffPage, useStoreId } from './hooks';
import { staffStatusLabel } from './status';
import '../../records/records.css';

function StaffList() {
  const t = useStorePortalT();
  const storeId = useStoreId() as number;
  const base = usePortalBase();
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useStaffPage(table.apiQuery);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const columns = useMemo(() => staffColumns(base, t), [base, t]);
  const statusOptions = STAFF_STATUSES.map((status: StaffStatus) => ({
    value: status,
    label: staffStatusLabel(status),
  }));

  return (
    <section className="rec-list" aria-labelledby="users-title">
      <div className="rec-list__head">
        <h1 id="users-title">{t('users.title')}</h1>
        <Button type="primary" onClick={() => setInviting(true)}>
          {t('users.invite')}
        </Button>
      </div>
      {invited && (
        <Banner
          type="success"
          title={t('users.invited', { email: invited })}
          action={
            <Button type="link" onClick={() => setInvited(null)}>
              {t('users.dismiss')}
            </Button>
          }
        />
      )}
      <FilterBar>
        <SearchInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('users.status')}
          allLabel={t('users.allStatuses')}
          value={table.query.filters.status ?? ''}
          options={statusOptions}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('users.loadFailed')}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('users.list')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={t('users.empty')}
        />
      )}
      <InviteDialog
        storeId={storeId}
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          setInvited(email);
        }}
      />
    </section>
  );
}

/** The store's team (/portal/users): search, status, invite; the owner only. */
export function UsersPage() {
  return (
    <OwnerOnly>
      <StaffList />
    </OwnerOnly>
  );
}
