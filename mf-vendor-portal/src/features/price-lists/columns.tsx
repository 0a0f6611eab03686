import { Link } from 'shared/router';
import { formatDateTime } from 'shared/dates';
import type { PriceListItem } from 'shared/contracts/priceLists';
import { stackedColumns } from 'shared/ui/portal';
import type { TableColumnsType } from 'shared/ui/antd';
import { vendorPortalPaths } from '../../paths';
import { ServiceName } from './components/ServiceName';
import type { PriceListRow } from './hooks';

/** "3 of 7 services" (how much of the store's list has the vendor's price). */
export const pricedText = (row: {
  priced_count: number;
  service_count: number;
}): string =>
  `${row.priced_count} of ${row.service_count} ${row.service_count === 1 ? 'service' : 'services'}`;

/** When the list was last saved, or 'Never'. */
export const updatedText = (updatedOn: string | null): string =>
  updatedOn ? formatDateTime(updatedOn) : 'Never';

/** The stores table's columns: the store, how much is priced, the last save, and View / Edit. */
export function priceListColumns(
  basePath: string,
): TableColumnsType<PriceListRow> {
  return stackedColumns<PriceListRow>([
    {
      title: 'Store',
      key: 'store',
      render: (_: unknown, row: PriceListRow) => row.store.name,
    },
    {
      title: 'Priced',
      key: 'priced',
      render: (_: unknown, row: PriceListRow) => pricedText(row),
    },
    {
      title: 'Last updated',
      key: 'updated_on',
      render: (_: unknown, row: PriceListRow) => updatedText(row.updated_on),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row: PriceListRow) => (
        <span className="pl-actions">
          <Link to={vendorPortalPaths.priceList(basePath, row.store.id)}>
            View
            <span className="vs-sr-only"> the prices for {row.store.name}</span>
          </Link>
          <Link to={vendorPortalPaths.editPriceList(basePath, row.store.id)}>
            Edit
            <span className="vs-sr-only"> the prices for {row.store.name}</span>
          </Link>
        </span>
      ),
    },
  ]);
}

/** The read-only list's columns: the service, the store's price and the vendor's (or 'Not priced'). */
export const itemColumns: TableColumnsType<PriceListItem> =
  stackedColumns<PriceListItem>([
    {
      title: 'Service',
      key: 'service',
      render: (_: unknown, item: PriceListItem) => <ServiceName item={item} />,
    },
    {
      title: 'Store price',
      key: 'store_price',
      render: (_: unknown, item: PriceListItem) => `$${item.store_price}`,
    },
    {
      title: 'Your price',
      key: 'price',
      render: (_: unknown, item: PriceListItem) =>
        item.price === null ? (
          <span className="pl-muted">Not priced</span>
        ) : (
          `$${item.price}`
        ),
    },
  ]);
