import { useMemo, useState } from 'react';
import { STAFF_STATUSES, type StaffStatus } from 'shared/contracts/users';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { staffColumns } from './columns';
import { InviteDialog } from './components/InviteDialog';
import { OwnerOnly } from './components/OwnerOnly';
import { useStaffPage, useStoreId } from './hooks';
import { STAFF_STATUS_LABELS } from './status';
import '../../records/records.css';

const STATUS_OPTIONS = STAFF_STATUSES.map((status: StaffStatus) => ({
  value: status,
  label: STAFF_STATUS_LABELS[status],
}));

function StaffList() {
  const storeId = useStoreId() as number;
  const base = usePortalBase();
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 10 });
  const { page, isLoading, error, retry } = useStaffPage(table.apiQuery);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const columns = useMemo(() => staffColumns(base), [base]);

  return (
    <section className="rec-list" aria-labelledby="users-title">
      <div className="rec-list__head">
        <h1 id="users-title">Users</h1>
        <Button type="primary" onClick={() => setInviting(true)}>
          Invite staff member
        </Button>
      </div>
      {invited && (
        <Banner
          type="success"
          title={`Invitation sent to ${invited}.`}
          action={
            <Button type="link" onClick={() => setInvited(null)}>
              Dismiss
            </Button>
          }
        />
      )}
      <FilterBar>
        <SearchInput
          label="Search staff"
          placeholder="Name or email"
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={table.query.filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your team."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Staff members"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No staff yet. Invite the first member of your team."
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
