import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { Tag, type TableColumnsType } from 'shared/ui/antd';
import type { CustomerListItem } from 'shared/contracts/customers';
import { money } from '../../components/money';
import type { Translate } from '../../i18n/t';
import { customerName } from './format';

/** The customers table's columns; the name opens the customer. `base` is the portal's path, `t` the page's translate. */
export const customerColumns = (
  base: string,
  t: Translate,
): TableColumnsType<CustomerListItem> => [
  {
    title: t('customers.name'),
    key: 'name',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) => (
      <Link to={`${base}/customer/${customer.id}`}>
        {customerName(customer)}
      </Link>
    ),
  },
  {
    title: t('customers.email'),
    dataIndex: 'email',
    key: 'email',
    sorter: true,
  },
  {
    title: t('customers.phone'),
    key: 'phone',
    render: (_: unknown, customer: CustomerListItem) => customer.phone ?? '—',
  },
  {
    title: t('customers.orders'),
    key: 'orders_count',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      t('customers.orderCount', { count: customer.orders_count }),
  },
  {
    title: t('customers.amountSpent'),
    key: 'total_spent',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      money(customer.total_spent),
  },
  {
    title: t('customers.lastOrder'),
    key: 'last_order_on',
    sorter: true,
    render: (_: unknown, customer: CustomerListItem) =>
      customer.last_order_on
        ? formatDate(customer.last_order_on)
        : t('customers.noOrders'),
  },
  {
    title: t('customers.tags'),
    key: 'tags',
    render: (_: unknown, customer: CustomerListItem) =>
      customer.tags.length > 0
        ? customer.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
        : '—',
  },
];
