import { useMemo, useState } from 'react';
import { STORE_VENDOR_STATUSES } from 'shared/contracts/storeVendors';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { SearchInput, PagedTable } from 'shared/ui/table';
import { Button } from 'shared/ui/antd';
import { useStorePortalT } from '../../i18n/t';
import { usePortalBase } from '../../records/basePath';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { storeVendorColumns } from './columns';
import { InsurancePlans } from './components/InsurancePlans';
import { InviteVendorDialog } from './components/InviteVendorDialog';
import { NoAccess } from './components/NoAccess';
import { PendingInvitations } from './components/PendingInvitations';
import { useStoreVendorsPage, useVendorAccess } from './hooks';
import '../../records/records.css';

type Access = ReturnType<typeof useVendorAccess>;

function VendorList({ canInvite, canEdit, canDelete }: Access) {
  const t = useStorePortalT();
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 20 });
  const { page, isLoading, error, retry } = useStoreVendorsPage(table.apiQuery);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const base = usePortalBase();
  const columns = useMemo(
    () => storeVendorColumns(base, canEdit, t),
    [base, canEdit, t],
  );
  const statusOptions = STORE_VENDOR_STATUSES.map((status) => ({
    value: status,
    label: t(`vendors.statuses.${status}`),
  }));

  return (
    <section className="rec-list" aria-labelledby="vendors-title">
      <div className="rec-list__head">
        <h1 id="vendors-title">{t('vendors.title')}</h1>
        {canInvite && (
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('vendors.invite')}
          </Button>
        )}
      </div>
      {invited && (
        <Banner
          type="success"
          title={t('vendors.invited', { email: invited })}
          action={
            <Button type="link" onClick={() => setInvited(null)}>
              {t('vendors.dismiss')}
            </Button>
          }
        />
      )}
      <FilterBar>
        <SearchInput
          label={t('vendors.search')}
          placeholder={t('vendors.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('vendors.status')}
          allLabel={t('vendors.allStatuses')}
          value={table.query.filters.status ?? ''}
          options={statusOptions}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('vendors.loadFailed')}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('vendors.list')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={
            canInvite ? t('vendors.emptyOwner') : t('vendors.emptyStaff')
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
