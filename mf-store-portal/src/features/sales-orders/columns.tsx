import { Link } from 'shared/router';
import type { SalesOrderListItem } from 'shared/contracts/repair';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import { money } from '../../components/money';
import { paymentColor, paymentLabel } from './formatters';

/** The sales orders table's columns; `base` is the portal's path ('/portal'). */
export function salesOrderColumns(
  base: string,
): TableColumnsType<SalesOrderListItem> {
  return [
    {
      title: 'Order',
      key: 'order_no',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <Link to={`${base}/sales-order/${order.id}`}>#{order.order_no}</Link>
      ),
    },
    {
      title: 'Date',
      key: 'created_on',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{formatDate(order.created_on)}</span>
      ),
    },
    {
      title: 'Customer',
      key: 'customer_name',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>
          {order.customer_name || order.contact_email}
          {order.is_guest ? ' (guest)' : ''}
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      render: (_: unknown, order: SalesOrderListItem) => (
        <Tag>{statusLabel(SALES_ORDER, order.status)}</Tag>
      ),
    },
    {
      title: 'Payment',
      key: 'payment_status',
      render: (_: unknown, order: SalesOrderListItem) => (
        <Tag color={paymentColor(order.payment_status)}>
          {paymentLabel(order.payment_status)}
        </Tag>
      ),
    },
    {
      title: 'Location',
      key: 'location',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{order.location?.name ?? '—'}</span>
      ),
    },
    {
      title: 'Items',
      key: 'item_count',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>
          {order.item_count}
          {order.open_work_orders > 0
            ? ` · ${order.open_work_orders} at a vendor`
            : ''}
        </span>
      ),
    },
    {
      title: 'Total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (_: unknown, order: SalesOrderListItem) => (
        <span>{money(order.total)}</span>
      ),
    },
  ];
}
