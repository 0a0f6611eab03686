import { useMemo, useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
import { Link } from 'shared/router';
import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceListSummary,
} from 'shared/contracts/storePriceLists';
import { Banner, ErrorState, type BannerType } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Modal } from 'shared/ui/antd';
import { PagedTable, SearchInput } from 'shared/ui/table';
import { usePortalBase } from '../../../records/basePath';
import { FilterBar } from '../../../records/list/FilterBar';
import { NoServiceAccess } from '../components/NoServiceAccess';
import { useServiceAccess } from '../hooks';
import { deletePriceList, priceListPaths } from './api';
import { priceListColumns } from './columns';
import { usePriceListPage } from './hooks';
import '../../../records/records.css';
import './priceLists.css';

function PriceLists({
  canCreate,
  canDelete,
}: {
  canCreate: boolean;
  canDelete: boolean;
}) {
  const base = usePortalBase();
  const table = useTableQuery({ filterKeys: [] });
  const { page, isLoading, error, refresh } = usePriceListPage(table.apiQuery);
  const [deleting, setDeleting] = useState<StorePriceListSummary | null>(null);
  const [said, setSaid] = useState<{ type: BannerType; title: string } | null>(
    null,
  );
  const handleDelete = async (row: StorePriceListSummary) => {
    setSaid(null);
    try {
      await deletePriceList(row.id);
      setSaid({ type: 'success', title: STORE_PRICE_LIST_MESSAGES.deleted });
    } catch (e) {
      setSaid({
        type: 'failure',
        title:
          e instanceof Error
            ? localiseErrorMessage(e.message)
            : 'We could not delete it.',
      });
    }
    await refresh();
  };
  const columns = useMemo(
    () =>
      priceListColumns({
        canDelete,
        editPath: (id) => priceListPaths.edit(base, id),
        onDelete: setDeleting,
      }),
    [canDelete, base],
  );
  const create = canCreate && (
    <Link
      to={priceListPaths.create(base)}
      className="ui-button"
      style={{ textDecoration: 'none' }}
    >
      New price list
    </Link>
  );
  return (
    <section className="rec-list" aria-labelledby="price-lists-title">
      <div className="rec-list__head">
        <h1 id="price-lists-title">Price lists</h1>
        {create}
      </div>
      <p>
        Special prices for some of your services, for the customers you put on a
        list (from the customer’s page). They see the list’s price on your
        storefront and pay it.
      </p>
      {said && <Banner type={said.type} title={said.title} />}
      <FilterBar>
        <SearchInput
          label="Search price lists"
          placeholder="Name or description"
          value={table.query.search}
          onSearch={table.setSearch}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your price lists."
          message={error instanceof Error ? error.message : ''}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label="Price lists"
          loadingLabel="Loading your price lists"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText="No price lists yet. Make one to give some customers their own prices."
          emptyAction={create || undefined}
          filteredText="No price list matches this search."
          clearText="Clear the search"
        />
      )}
      <Modal
        open={deleting !== null}
        title="Delete price list?"
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onOk={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void handleDelete(target);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>Are you sure you want to delete ?</p>
        {deleting && (
          <p>
            “{deleting.name}” will be deleted; its {deleting.customer_count}{' '}
            {deleting.customer_count === 1 ? 'customer pays' : 'customers pay'}{' '}
            the normal prices again.
          </p>
        )}
      </Modal>
    </section>
  );
}

/** The store's price lists (/portal/store-services/price-lists): searched and paged on the server, created, opened and deleted after a confirm. */
export function PriceListsPage() {
  const { canView, canCreate, canDelete } = useServiceAccess();
  if (!canView) return <NoServiceAccess />;
  return <PriceLists canCreate={canCreate} canDelete={canDelete} />;
}
