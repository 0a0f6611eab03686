import { useMemo, type TdHTMLAttributes } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { formatDateIntl } from 'shared/i18n';
import { ErrorState } from 'shared/ui';
import { Table, Tag, type TableColumnsType } from 'shared/ui/antd';
import { ORDERS_PAGE_SIZE, type Order } from '../api';
import { formatMoney, paymentLabel, statusLabel } from '../formatters';
import { useMyOrders } from '../hooks';
import { useStorefrontT, type Translate } from '../../../i18n/t';

const columnsIn = (t: Translate): TableColumnsType<Order> => [
  {
    title: t('account.orders.number'),
    dataIndex: 'order_no',
    render: (orderNo: string) => (
      <Link to={`/myaccount/orders/${encodeURIComponent(orderNo)}`}>
        {orderNo}
      </Link>
    ),
  },
  {
    title: t('account.orders.date'),
    dataIndex: 'created_on',
    render: (value: string) => formatDateIntl(value, 'date'),
  },
  {
    title: t('account.orders.status'),
    dataIndex: 'status',
    render: (status: string) => <Tag>{statusLabel(status)}</Tag>,
  },
  {
    title: t('account.orders.payment'),
    dataIndex: 'payment_status',
    render: (status: Order['payment_status']) => (
      <Tag
        color={
          status === 'paid'
            ? 'green'
            : status === 'unpaid'
              ? 'orange'
              : undefined
        }
      >
        {paymentLabel(status)}
      </Tag>
    ),
  },
  {
    title: t('account.orders.total'),
    dataIndex: 'total',
    align: 'right',
    render: (total: string) => formatMoney(total),
  },
];

// Phones stack each order's cells with their column title before them (account.css reads the
// title from data-label), so the table never scrolls sideways.
const stacked = (columns: TableColumnsType<Order>) =>
  columns.map((column) => ({
    ...column,
    onCell: () =>
      ({
        'data-label': column.title,
      }) as TdHTMLAttributes<HTMLTableCellElement>,
  }));

/** `/myaccount/orders`: the customer's orders, newest first, a page at a time (page in the URL). */
export function OrdersPage() {
  const t = useStorefrontT();
  const columns = useMemo(() => stacked(columnsIn(t)), [t]);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { orders, total, isLoading, error, retry } = useMyOrders(page);

  return (
    <>
      <h2 className="sf-account__section-title">{t('account.orders.title')}</h2>
      {error ? (
        <ErrorState
          title={t('account.orders.loadFailed')}
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
          locale={{ emptyText: t('account.orders.none') }}
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
