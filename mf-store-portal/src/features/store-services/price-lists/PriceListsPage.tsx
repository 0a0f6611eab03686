import { useMemo, useState } from 'react';
import { localiseMessage } from 'shared/i18n';
import { Link } from 'shared/router';
import type { StorePriceListSummary } from 'shared/contracts/storePriceLists';
import { Banner, ErrorState, type BannerType } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Modal } from 'shared/ui/antd';
import { PagedTable, SearchInput } from 'shared/ui/table';
import { errorWords, useStorePortalT } from '../../../i18n/t';
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
  const t = useStorePortalT();
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
      setSaid({ type: 'success', title: t('priceLists.deleted') });
    } catch (e) {
      setSaid({
        type: 'failure',
        title: errorWords(e) ?? t('priceLists.deleteFailed'),
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
        t,
      }),
    [canDelete, base, t],
  );
  const create = canCreate && (
    <Link
      to={priceListPaths.create(base)}
      className="ui-button"
      style={{ textDecoration: 'none' }}
    >
      {t('priceLists.new')}
    </Link>
  );
  return (
    <section className="rec-list" aria-labelledby="price-lists-title">
      <div className="rec-list__head">
        <h1 id="price-lists-title">{t('priceLists.title')}</h1>
        {create}
      </div>
      <p>{t('priceLists.lead')}</p>
      {said && <Banner type={said.type} title={said.title} />}
      <FilterBar>
        <SearchInput
          label={t('priceLists.search')}
          placeholder={t('priceLists.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('priceLists.loadFailed')}
          message={error instanceof Error ? error.message : ''}
          onRetry={() => void refresh()}
        />
      ) : (
        <PagedTable
          label={t('priceLists.title')}
          loadingLabel={t('priceLists.loading')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          emptyText={t('priceLists.empty')}
          emptyAction={create || undefined}
          filteredText={t('priceLists.filtered')}
          clearText={t('priceLists.clear')}
        />
      )}
      <Modal
        open={deleting !== null}
        title={t('priceLists.deleteTitle')}
        okText={t('priceLists.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('priceLists.keep')}
        onOk={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void handleDelete(target);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{localiseMessage('Are you sure you want to delete ?')}</p>
        {deleting && (
          <p>
            {t('priceLists.deleteText', {
              name: deleting.name,
              count: deleting.customer_count,
            })}
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
