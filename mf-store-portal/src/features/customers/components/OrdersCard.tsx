import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { Card, Tag } from 'shared/ui/antd';
import type { CustomerDetail } from 'shared/contracts/customers';
import { money } from '../../../components/money';
import { storePortalPaths } from '../../../paths';
import { useStorePortalT } from '../../../i18n/t';

/** Props of OrdersCard. */
export interface OrdersCardProps {
  customer: CustomerDetail;
  base: string;
}

/** The customer's newest orders, each a link to its sales order; the rest are in the sales orders list. */
export function OrdersCard({ customer, base }: OrdersCardProps) {
  const t = useStorePortalT();
  const { orders } = customer;
  const more = customer.orders_count - orders.length;
  return (
    <Card title={t('customer.orders')} size="small">
      {orders.length === 0 ? (
        <p className="rec-muted">{t('customer.noOrders')}</p>
      ) : (
        <ul
          className="customer-list-plain"
          aria-label={t('customer.ordersList')}
        >
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={storePortalPaths.salesOrder(base, order.id)}>
                #{order.order_no}
              </Link>{' '}
              · {formatDate(order.created_on)} · {money(order.total)}{' '}
              <Tag>
                {t(`salesOrders.statuses.${order.status}`, {
                  defaultValue: order.status,
                })}
              </Tag>
              <Tag color={order.payment_status === 'paid' ? 'green' : 'orange'}>
                {t(`salesOrders.payments.${order.payment_status}`, {
                  defaultValue: order.payment_status,
                })}
              </Tag>
              {order.location && (
                <span className="rec-muted"> {order.location.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p>
          <Link
            to={`${storePortalPaths.salesOrders(base)}?search=${encodeURIComponent(customer.email)}`}
          >
            {t('customer.seeAll', { count: customer.orders_count })}
          </Link>
        </p>
      )}
    </Card>
  );
}
