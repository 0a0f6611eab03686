import type { TdHTMLAttributes } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatOrderDate } from 'shared/dates';
import { ErrorState } from 'shared/ui';
import { Table, Tag, type TableColumnsType } from 'shared/ui/antd';
import { ORDERS_PAGE_SIZE, type Order } from '../api';
import { formatMoney, paymentLabel, statusLabel } from '../formatters';
import { useMyOrders } from '../hooks';

const baseColumns: TableColumnsType<Order> = [
  {
    title: 'Order number',
    dataIndex: 'order_no',
    render: (orderNo: string) => (
      <Link to={`/myaccount/orders/${encodeURIComponent(orderNo)}`}>
        {orderNo}
      </Link>
    ),
  },
  {
    title: 'Date',
    dataIndex: 'created_on',
    render: (value: string) => formatOrderDate(value),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <Tag>{statusLabel(status)}</Tag>,
  },
  {
    title: 'Payment',
    dataIndex: 'payment_status',
    render: (status: Order['payment_status']) => (
      <Tag color={status === 'paid' ? 'green' : 'orange'}>
        {paymentLabel(status)}
      </Tag>
    ),
  },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: string) => formatMoney(total),
  },
];

// Phones stack each order's cells with their column title before them (account.css reads the
// title from data-label), so the table never scrolls sideways.
const columns = baseColumns.map((column) => ({
  ...column,
  onCell: () =>
    ({ 'data-label': column.title }) as TdHTMLAttributes<HTMLTableCellElement>,
}));

/** `/myaccount/orders`: the customer's orders, newest first, a page at a time (page in the URL). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { orders, total, isLoading, error, retry } = useMyOrders(page);

  return (
    <>
      <h2 className="sf-account__section-title">Orders</h2>
      {error ? (
        <ErrorState
          title="We could not load your orders."
          message={error.message}
          onRetry={retry}
        />
      ) : (
        <Table<Order>
          className="sf-orders"
          rowKey="id"
          columns={columns}
          dataSource={orders}
          loading={isLoading}
          locale={{ emptyText: 'You have no orders yet.' }}
          pagination={{
            current: page,
            pageSize: ORDERS_PAGE_SIZE,
            total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) =>
              setParams(next > 1 ? { page: String(next) } : {}),
          }}
        />
      )}
    </>
  );
}
