import { useId } from 'react';
import { Input, Radio } from 'shared/ui/antd';
import type { Machine } from 'shared/workflow';
import { statusText, useVendorT } from '../i18n/t';
import './shopFloor.css';

/** Props of RecordListFilters. */
export interface RecordListFiltersProps {
  /** the record's state machine: its statuses are the tabs */
  machine: Machine<string>;
  status: string;
  search: string;
  /** what the search looks through, e.g. 'Order, customer or email' */
  searchPlaceholder: string;
  /** `status_counts` of the list's answer (every status, plus `all`) */
  counts: Record<string, number>;
  onStatus: (value: string | null) => void;
  onSearch: (search: string) => void;
}

/** A list's status tabs with their counts and its search; each change lands in the URL. */
export function RecordListFilters({
  machine,
  status,
  search,
  searchPlaceholder,
  counts,
  onStatus,
  onSearch,
}: RecordListFiltersProps) {
  const t = useVendorT();
  const searchId = useId();
  const tabs = ['all', ...Object.keys(machine.labels)];
  return (
    <div className="vp-stack" style={{ gap: 12 }}>
      <Radio.Group
        aria-label={t('lists.status')}
        optionType="button"
        value={status || 'all'}
        onChange={(event) => {
          const value = String(event.target.value);
          onStatus(value === 'all' ? null : value);
        }}
        options={tabs.map((tab) => ({
          value: tab,
          label: t('lists.tab', {
            label: tab === 'all' ? t('lists.all') : statusText(machine, tab),
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
            placeholder={searchPlaceholder}
            allowClear
            enterButton={t('lists.search')}
            onSearch={onSearch}
          />
        </div>
      </div>
    </div>
  );
}
