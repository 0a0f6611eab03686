import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { PriceListItem } from 'shared/contracts/priceLists';
import { STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Empty, Input, Table } from 'shared/ui/antd';
import { useVendorT } from '../../../i18n/t';
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
  const t = useVendorT();
  const searchId = useId();
  const columns = useMemo(() => itemColumns(t), [t]);
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
          <label htmlFor={searchId}>{t('priceList.find')}</label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('priceList.findPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <p className="pl-count" role="status">
        {needle
          ? t('priceList.match', { shown: shown.length, count: items.length })
          : t('priceList.services', { count: items.length })}
      </p>
      <Table<PriceListItem>
        aria-label={label}
        className={STACKED_TABLE_CLASS}
        rowKey="service_id"
        columns={columns}
        dataSource={shown}
        locale={{
          emptyText: (
            <Empty
              description={
                needle
                  ? t('priceList.noMatch', { search: search.trim() })
                  : t('priceList.noServices')
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
