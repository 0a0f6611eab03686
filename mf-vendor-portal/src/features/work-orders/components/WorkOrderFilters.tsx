import { useId } from 'react';
import type { WorkOrderPage } from 'shared/contracts/repair';
import { Input, Radio, Select } from 'shared/ui/antd';
import { statusLabel, WORK_ORDER } from 'shared/workflow';
import type { WorkOrderListQuery } from '../../../workOrders/api';

const TABS = ['all', ...Object.keys(WORK_ORDER.labels)];

/** Props of WorkOrderFilters. */
export interface WorkOrderFiltersProps {
  query: WorkOrderListQuery;
  page: WorkOrderPage | undefined;
  /** the stores the vendor has seen work from (the store filter's choices) */
  stores: { id: number; name: string }[];
  onChange: (
    changes: Record<string, string | number | null>,
    replace?: boolean,
  ) => void;
}

/** The status tabs with their counts, the search and the store filter; each change lands in the URL. */
export function WorkOrderFilters({
  query,
  page,
  stores,
  onChange,
}: WorkOrderFiltersProps) {
  const searchId = useId();
  const storeId = useId();
  const counts = page?.status_counts ?? {};
  return (
    <div className="vp-stack" style={{ gap: 12 }}>
      <Radio.Group
        aria-label="Status"
        optionType="button"
        value={query.status ?? 'all'}
        onChange={(event) =>
          onChange({
            status:
              event.target.value === 'all' ? null : String(event.target.value),
          })
        }
        options={TABS.map((status) => ({
          value: status,
          label: `${status === 'all' ? 'All' : statusLabel(WORK_ORDER, status)} (${counts[status] ?? 0})`,
        }))}
        className="vp-tabs"
      />
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>Search</label>
          <Input.Search
            id={searchId}
            key={query.search ?? ''}
            defaultValue={query.search}
            placeholder="Work order, order or store"
            allowClear
            enterButton="Search"
            onSearch={(value) => onChange({ search: value.trim() || null })}
          />
        </div>
        <div>
          <label htmlFor={storeId}>Store</label>
          <Select
            id={storeId}
            style={{ width: '100%' }}
            value={query.store_id ?? 'all'}
            onChange={(value: number | 'all') =>
              onChange({ store_id: value === 'all' ? null : value })
            }
            options={[
              { value: 'all', label: 'All stores' },
              ...stores.map((store) => ({
                value: store.id,
                label: store.name,
              })),
            ]}
          />
        </div>
      </div>
    </div>
  );
}
