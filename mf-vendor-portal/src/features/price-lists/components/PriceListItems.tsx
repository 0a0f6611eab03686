import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { PriceListItem } from 'shared/contracts/priceLists';
import { STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Empty, Input, Table } from 'shared/ui/antd';
import { itemColumns } from '../columns';

/** Props of PriceListItems. */
export interface PriceListItemsProps {
  items: PriceListItem[];
  /** the table's accessible name */
  label: string;
}

const matches = (item: PriceListItem, search: string) =>
  item.service_name.toLowerCase().includes(search);

/**
 * A store's list, read-only: every service with the store's price and the vendor's, filtered by
 * name as typed (the whole list is in one answer) and paged here.
 */
export function PriceListItems({ items, label }: PriceListItemsProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () => (needle ? items.filter((item) => matches(item, needle)) : items),
    [items, needle],
  );
  return (
    <>
      <div className="vp-filters">
        <div>
          <label htmlFor={searchId}>Find a service</label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="Service name"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <p className="pl-count" role="status">
        {needle
          ? `${shown.length} of ${items.length} services match.`
          : `${items.length} ${items.length === 1 ? 'service' : 'services'}.`}
      </p>
      <Table<PriceListItem>
        aria-label={label}
        className={STACKED_TABLE_CLASS}
        rowKey="service_id"
        columns={itemColumns}
        dataSource={shown}
        locale={{
          emptyText: (
            <Empty
              description={
                needle
                  ? `No service matches “${search.trim()}”.`
                  : 'This store has no services yet: prices come once it adds some.'
              }
            />
          ),
        }}
        pagination={{
          defaultPageSize: 50,
          pageSizeOptions: [20, 50, 100, 200],
          showSizeChanger: true,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}
