import { Link } from 'shared/router';
import type { SalesOrderListItem } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { money } from '../../components/money';
import type { Translate } from '../../i18n/t';
import { paymentColor } from './formatters';

/** The sales orders table's columns; `base` is the portal's path ('/portal'), `t` the page's translate. */
export function salesOrderColumns(
  base: string,
  t: Translate,
): TableColumnsType<SalesOrderListItem> {
  return [
    {
      title: t('salesOrders.order'),
      key: 'order_no',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <Link to={`${base}/sales-order/${order.id}`}>#{order.order_no}</Link>
      ),
    },
    {
      title: t('salesOrders.date'),
      key: 'created_on',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{formatDate(order.created_on)}</span>
      ),
    },
    {
      title: t('salesOrders.customer'),
      key: 'customer_name',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>
          {order.is_guest
            ? t('salesOrders.guest', {
                name: order.customer_name || order.contact_email,
              })
            : order.customer_name || order.contact_email}
        </span>
      ),
    },
    {
      title: t('salesOrders.status'),
      key: 'status',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <Tag>
          {t(`salesOrders.statuses.${order.status}`, {
            defaultValue: order.status,
          })}
        </Tag>
      ),
    },
    {
      title: t('salesOrders.payment'),
      key: 'payment_status',
      render: (_: unknown, order: SalesOrderListItem) => (
        <Tag color={paymentColor(order.payment_status)}>
          {t(`salesOrders.payments.${order.payment_status}`, {
            defaultValue: order.payment_status,
          })}
        </Tag>
      ),
    },
    {
      title: t('salesOrders.location'),
      key: 'location',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{order.location?.name ?? '—'}</span>
      ),
    },
    {
      title: t('salesOrders.items'),
      key: 'item_count',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>
          {order.open_work_orders > 0
            ? t('salesOrders.atVendor', {
                items: order.item_count,
                count: order.open_work_orders,
              })
            : order.item_count}
        </span>
      ),
    },
    {
      title: t('salesOrders.total'),
      key: 'total',
      sorter: true,
      align: 'right',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{money(order.total)}</span>
      ),
    },
  ];
}
