import { useMemo, useState } from 'react';
import { localiseErrorMessage } from 'shared/i18n';
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
import { STATUS_LABELS } from './format';
import {
  useDiscountAccess,
  useDiscountsChanged,
  useDiscountsPage,
} from './hooks';
import '../../records/records.css';
import './discounts.css';

const FALLBACK = 'We could not make this change. Please try again.';

type Access = ReturnType<typeof useDiscountAccess>;

function DiscountList({ canCreate, canEdit, canDelete }: Access) {
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
    [canEdit, canDelete],
  );
  const counts = page?.status_counts;
  const statusOptions = DISCOUNT_STATUSES.map((status) => ({
    value: status,
    label: `${STATUS_LABELS[status]}${counts ? ` (${counts[status] ?? 0})` : ''}`,
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
        text: `${discount.code} was ${action === 'delete' ? 'deleted' : 'deactivated'}.`,
      });
    } catch (e) {
      setNotice({
        ok: false,
        text:
          e instanceof Error && e.message
            ? localiseErrorMessage(e.message)
            : FALLBACK,
      });
    }
    await changed();
  };
  const addButton = canCreate && (
    <Button type="primary" onClick={() => setEditing('new')}>
      Add discount code
    </Button>
  );

  return (
    <section className="rec-list" aria-labelledby="discounts-title">
      <div className="rec-list__head">
        <h1 id="discounts-title">Discounts</h1>
        {addButton}
      </div>
      {notice && (
        <Banner type={notice.ok ? 'success' : 'failure'} title={notice.text} />
      )}
      <FilterBar>
        <SearchInput
          label="Search discount codes"
          placeholder="Code"
          value={table.query.search}
          onSearch={table.setSearch}
        />
        <FilterSelect
          label="Status"
          allLabel={`All statuses${counts ? ` (${counts.all ?? 0})` : ''}`}
          value={table.query.filters.status ?? ''}
          options={statusOptions}
          onChange={(value) => table.setFilter('status', value)}
        />
      </FilterBar>
      {error && !page ? (
        <ErrorState
          title="We could not load your discount codes."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <PagedTable
          label="Discount codes"
          loadingLabel="Loading discount codes"
          columns={columns}
          page={page}
          isLoading={isLoading}
          table={table}
          defaultOrdering="-created_on"
          emptyText={
            canCreate
              ? 'No discount codes yet. Add a code, then share it with your customers: they type it at checkout.'
              : 'No discount codes yet. The store owner adds them.'
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
