import { Link } from 'shared/router';
import { formatDateTime } from 'shared/dates';
import type { PriceListItem } from 'shared/contracts/priceLists';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { formatMoney } from 'shared/i18n';
import { vpt, type Translate } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { ServiceName } from './components/ServiceName';
import type { PriceListRow } from './hooks';

/** "3 of 7 services" (how much of the store's list has the vendor's price). */
export const pricedText = (row: {
  priced_count: number;
  service_count: number;
}): string =>
  vpt('lists.priceLists.priced', {
    priced: row.priced_count,
    count: row.service_count,
  });

/** When the list was last saved, or 'Never'. */
export const updatedText = (updatedOn: string | null): string =>
  updatedOn ? formatDateTime(updatedOn) : vpt('lists.never');

/** The stores table's columns: the store, how much is priced, the last save, and View / Edit. */
export function priceListColumns(
  basePath: string,
  t: Translate = vpt,
): TableColumnsType<PriceListRow> {
  return stackedColumns<PriceListRow>([
    {
      title: t('lists.columns.store'),
      key: 'store',
      render: (_: unknown, row: PriceListRow) => row.store.name,
    },
    {
      title: t('lists.columns.priced'),
      key: 'priced',
      render: (_: unknown, row: PriceListRow) => pricedText(row),
    },
    {
      title: t('lists.columns.lastUpdated'),
      key: 'updated_on',
      render: (_: unknown, row: PriceListRow) => updatedText(row.updated_on),
    },
    {
      title: t('lists.columns.actions'),
      key: 'actions',
      render: (_: unknown, row: PriceListRow) => (
        <span className="pl-actions">
          <Link to={vendorPortalPaths.priceList(basePath, row.store.id)}>
            {t('lists.priceLists.view')}
            <span className="vs-sr-only">
              {t('lists.priceLists.forStore', { store: row.store.name })}
            </span>
          </Link>
          <Link to={vendorPortalPaths.editPriceList(basePath, row.store.id)}>
            {t('lists.priceLists.edit')}
            <span className="vs-sr-only">
              {t('lists.priceLists.forStore', { store: row.store.name })}
            </span>
          </Link>
        </span>
      ),
    },
  ]);
}

/** The read-only list's columns: the service, the store's price and the vendor's (or 'Not priced'). */
export const itemColumns = (
  t: Translate = vpt,
): TableColumnsType<PriceListItem> =>
  stackedColumns<PriceListItem>([
    {
      title: t('lists.columns.service'),
      key: 'service',
      render: (_: unknown, item: PriceListItem) => <ServiceName item={item} />,
    },
    {
      title: t('lists.columns.storePrice'),
      key: 'store_price',
      render: (_: unknown, item: PriceListItem) =>
        formatMoney(item.store_price),
    },
    {
      title: t('lists.columns.yourPrice'),
      key: 'price',
      render: (_: unknown, item: PriceListItem) =>
        item.price === null ? (
          <span className="pl-muted">{t('lists.priceLists.notPriced')}</span>
        ) : (
          formatMoney(item.price)
        ),
    },
  ]);
