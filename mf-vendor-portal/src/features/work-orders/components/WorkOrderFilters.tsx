import { useId } from 'react';
import { Input, Radio } from 'shared/ui/antd';
import { WORK_ORDER } from 'shared/workflow';
import { statusText, useVendorT } from '../../../i18n/t';
import '../../../components/shopFloor.css';

const TABS = ['all', ...Object.keys(WORK_ORDER.labels)];

/** Props of WorkOrderFilters. */
export interface WorkOrderFiltersProps {
  status: string;
  search: string;
  storeId: string;
  /** `status_counts` of the list's answer (every status, plus `all`) */
  counts: Record<string, number>;
  /** the stores the vendor is linked to (the store filter's choices) */
  stores: { id: number; name: string }[];
  onFilter: (key: 'status' | 'store_id', value: string | null) => void;
  onSearch: (search: string) => void;
}

/** The status tabs with their counts, the search and the store filter; each change lands in the URL. */
export function WorkOrderFilters({
  status,
  search,
  storeId,
  counts,
  stores,
  onFilter,
  onSearch,
}: WorkOrderFiltersProps) {
  const t = useVendorT();
  const searchId = useId();
  const storeFieldId = useId();
  return (
    <div className="vp-stack" style={{ gap: 12 }}>
      <Radio.Group
        aria-label={t('lists.status')}
        optionType="button"
        value={status || 'all'}
        onChange={(event) => {
          const value = String(event.target.value);
          onFilter('status', value === 'all' ? null : value);
        }}
        options={TABS.map((tab) => ({
          value: tab,
          label: t('lists.tab', {
            label: tab === 'all' ? t('lists.all') : statusText(WORK_ORDER, tab),
            count: counts[tab] ?? 0,
          }),
        }))}
        className="vp-tabs"
      />
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>{t('lists.search')}</label>
          <Input.Search
            id={searchId}
            key={search}
            defaultValue={search}
            placeholder={t('lists.workOrders.searchPlaceholder')}
            allowClear
            enterButton={t('lists.search')}
            onSearch={onSearch}
          />
        </div>
        <div>
          <label htmlFor={storeFieldId}>{t('lists.store')}</label>
          {/* a native select: works by keyboard and reads its choices out on every platform */}
          <select
            id={storeFieldId}
            className="vp-select"
            value={storeId}
            onChange={(e) => onFilter('store_id', e.target.value || null)}
          >
            <option value="">{t('lists.allStores')}</option>
            {stores.map((store) => (
              <option key={store.id} value={String(store.id)}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
