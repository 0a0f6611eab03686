import { useMemo, useState } from 'react';
import { STORE_VENDOR_STATUSES } from 'shared/contracts/storeVendors';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { storeVendorColumns } from './columns';
import { InsurancePlans } from './components/InsurancePlans';
import { InviteVendorDialog } from './components/InviteVendorDialog';
import { NoAccess } from './components/NoAccess';
import { PendingInvitations } from './components/PendingInvitations';
import { useStoreVendorsPage, useVendorAccess } from './hooks';
import '../../records/records.css';

const STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;
const STATUS_OPTIONS = STORE_VENDOR_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

type Access = ReturnType<typeof useVendorAccess>;

function VendorList({ canInvite, canEdit, canDelete }: Access) {
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 20 });
  const { page, isLoading, error, retry } = useStoreVendorsPage(table.apiQuery);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const base = usePortalBase();
  const columns = useMemo(
    () => storeVendorColumns(base, canEdit),
    [base, canEdit],
  );

  return (
    <section className="rec-list" aria-labelledby="vendors-title">
      <div className="rec-list__head">
        <h1 id="vendors-title">Vendors</h1>
        {canInvite && (
          <Button type="primary" onClick={() => setInviting(true)}>
            Invite vendor
          </Button>
        )}
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
          label="Search vendors"
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
          title="We could not load your vendors."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Linked vendors"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={
            canInvite
              ? 'No vendors yet. Invite a vendor by email to send them work orders.'
              : 'No vendors yet. The store owner invites vendors by email.'
          }
        />
      )}
      {canInvite && <PendingInvitations canDelete={canDelete} />}
      {canInvite && (
        <InviteVendorDialog
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setInvited(email);
          }}
        />
      )}
    </section>
  );
}

/** The store's vendors (/portal/vendors): linked vendors, invitations, insurance plans; owner or module 9. */
export function VendorsPage() {
  const access = useVendorAccess();
  if (!access.canView) return <NoAccess />;
  return (
    <>
      <VendorList {...access} />
      <InsurancePlans
        canCreate={access.canInvite}
        canEdit={access.canEdit}
        canDelete={access.canDelete}
      />
    </>
  );
}
