import { useMemo, useState } from 'react';
import { DISCOUNT_STATUSES, type Discount } from 'shared/contracts/discounts';
import { Banner, ErrorState } from 'shared/ui';
import { useTableQuery } from 'shared/ui/portal';
import { Button } from 'shared/ui/antd';
import { PagedTable, SearchInput } from 'shared/ui/table';
import { FilterBar, FilterSelect } from '../../records/list/FilterBar';
import { deactivateDiscount, deleteDiscount } from './api';
import { discountColumns, type DiscountAction } from './columns';
import {
  ConfirmDiscount,
  type AskedDiscount,
} from './components/ConfirmDiscount';
import { DiscountDialog } from './components/DiscountDialog';
import { NoAccess } from './components/NoAccess';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { statusLabel } from './format';
import {
  useDiscountAccess,
  useDiscountsChanged,
  useDiscountsPage,
} from './hooks';
import '../../records/records.css';
import './discounts.css';

type Access = ReturnType<typeof useDiscountAccess>;

function DiscountList({ canCreate, canEdit, canDelete }: Access) {
  const t = useStorePortalT();
  const table = useTableQuery({ filterKeys: ['status'], defaultPageSize: 20 });
  const { page, isLoading, error, retry } = useDiscountsPage(table.apiQuery);
  const changed = useDiscountsChanged();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const [asked, setAsked] = useState<AskedDiscount | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const columns = useMemo(
    () =>
      discountColumns({
        canEdit,
        canDelete,
        onAction: (action: DiscountAction, discount: Discount) =>
          action === 'change'
            ? setEditing(discount)
            : setAsked({ action, discount }),
      }),
    // the columns' words follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit, canDelete, t],
  );
  const counts = page?.status_counts;
  const statusOptions = DISCOUNT_STATUSES.map((status) => ({
    value: status,
    label: counts
      ? t('discounts.counted', {
          label: statusLabel(status),
          count: counts[status] ?? 0,
        })
      : statusLabel(status),
  }));

  const saved = async (text: string) => {
    setEditing(null);
    setNotice({ ok: true, text });
    await changed();
  };
  const confirm = async ({ action, discount }: AskedDiscount) => {
    setAsked(null);
    setNotice(null);
    try {
      if (action === 'delete') await deleteDiscount(discount.id);
      else await deactivateDiscount(discount);
      setNotice({
        ok: true,
        text: t(
          action === 'delete' ? 'discounts.deleted' : 'discounts.deactivated',
          { code: discount.code },
        ),
      });
    } catch (e) {
      setNotice({
        ok: false,
        text: errorWords(e) ?? t('discounts.actionFailed'),
      });
    }
    await changed();
  };
  const addButton = canCreate && (
    <Button type="primary" onClick={() => setEditing('new')}>
      {t('discounts.add')}
    </Button>
  );

  return (
    <section className="rec-list" aria-labelledby="discounts-title">
      <div className="rec-list__head">
        <h1 id="discounts-title">{t('discounts.title')}</h1>
        {addButton}
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <FilterBar>
        <SearchInput
          label={t('discounts.search')}
          placeholder={t('discounts.searchPlaceholder')}
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label={t('discounts.status')}
          allLabel={
            counts
              ? t('discounts.counted', {
                  label: t('discounts.allStatuses'),
                  count: counts.all ?? 0,
                })
              : t('discounts.allStatuses')
          }
          value={table.query.filters.status ?? ''}
          options={statusOptions}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title={t('discounts.loadFailed')}
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label={t('discounts.list')}
          loadingLabel={t('discounts.loading')}
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          defaultOrdering="-created_on"
          emptyText={
            canCreate ? t('discounts.emptyOwner') : t('discounts.emptyStaff')
          }
          emptyAction={addButton}
        />
      )}
      {editing !== null && (
        <DiscountDialog
          discount={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDiscount
        asked={asked}
        onConfirm={(a) => void confirm(a)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

/** The store's discount codes (/portal/discounts): search, status, sort and pages on the server. */
export function DiscountsPage() {
  const access = useDiscountAccess();
  return access.canView ? <DiscountList {...access} /> : <NoAccess />;
}
