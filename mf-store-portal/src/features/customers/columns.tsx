import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import type { CustomerListItem } from 'shared/contracts/customers';
import { money } from '../../components/money';
import { customerName } from './format';

/** The customers table's columns; the name opens the customer. `base` is the portal's path. */
export const customerColumns = (
  base: string,
): TableColumnsType<CustomerListItem> => [
  {
    title: 'Name',
    key: 'name',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) => (
      <Link to={`${base}/customer/${customer.id}`}>
        {customerName(customer)}
      </Link>
    ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  {
    title: 'Phone',
    key: 'phone',
    render: (_: unknown, customer: CustomerListItem) => customer.phone ?? '—',
  },
  {
    title: 'Orders',
    key: 'orders_count',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      customer.orders_count === 1
        ? '1 order'
        : `${customer.orders_count} orders`,
  },
  {
    title: 'Amount spent',
    key: 'total_spent',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      money(customer.total_spent),
  },
  {
    title: 'Last order',
    key: 'last_order_on',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      customer.last_order_on ? formatDate(customer.last_order_on) : 'No orders',
  },
  {
    title: 'Tags',
    key: 'tags',
    render: (_: unknown, customer: CustomerListItem) =>
      customer.tags.length > 0
        ? customer.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
        : '—',
  },
];
