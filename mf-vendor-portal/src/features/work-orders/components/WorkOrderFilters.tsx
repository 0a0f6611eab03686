import { useId } from 'react';
import { Input, Radio, Select } from 'shared/ui/antd';
import { statusLabel, WORK_ORDER } from 'shared/workflow';

const TABS = ['all', ...Object.keys(WORK_ORDER.labels)];

/** Props of WorkOrderFilters. */
export interface WorkOrderFiltersProps {
  status: string;
  search: string;
  storeId: string;
  /** `status_counts` of the list's answer (every status, plus `all`) */
  counts: Record<string, number>;
  /** the stores the vendor has work from (the store filter's choices) */
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
  const searchId = useId();
  const storeFieldId = useId();
  return (
    <div className="vp-stack" style={{ gap: 12 }}>
      <Radio.Group
        aria-label="Status"
        optionType="button"
        value={status || 'all'}
        onChange={(event) => {
          const value = String(event.target.value);
          onFilter('status', value === 'all' ? null : value);
        }}
        options={TABS.map((tab) => ({
          value: tab,
          label: `${tab === 'all' ? 'All' : statusLabel(WORK_ORDER, tab)} (${counts[tab] ?? 0})`,
        }))}
        className="vp-tabs"
      />
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>Search</label>
          <Input.Search
            id={searchId}
            key={search}
            defaultValue={search}
            placeholder="Work order, order or store"
            allowClear
            enterButton="Search"
            onSearch={onSearch}
          />
        </div>
        <div>
          <label htmlFor={storeFieldId}>Store</label>
          <Select
            id={storeFieldId}
            style={{ width: '100%' }}
            value={storeId || 'all'}
            onChange={(value: string) =>
              onFilter('store_id', value === 'all' ? null : value)
            }
            options={[
              { value: 'all', label: 'All stores' },
              ...stores.map((store) => ({
                value: String(store.id),
                label: store.name,
              })),
            ]}
          />
        </div>
      </div>
    </div>
  );
}
