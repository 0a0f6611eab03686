import { Link } from 'shared/router';
import { formatDate } from 'shared/dates';
import { Card, Tag } from 'shared/ui/antd';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import type { CustomerDetail } from 'shared/contracts/customers';
import { money } from '../../../components/money';
import { storePortalPaths } from '../../../paths';
import { paymentLabel } from '../format';

/** Props of OrdersCard. */
export interface OrdersCardProps {
  customer: CustomerDetail;
  base: string;
}

/** The customer's newest orders, each a link to its sales order; the rest are in the sales orders list. */
export function OrdersCard({ customer, base }: OrdersCardProps) {
  const { orders } = customer;
  const more = customer.orders_count - orders.length;
  return (
    <Card title="Orders" size="small">
      {orders.length === 0 ? (
        <p className="rec-muted">
          No orders yet. Orders this customer places on your storefront (with
          their account or as a guest with this email) appear here.
        </p>
      ) : (
        <ul className="customer-list-plain" aria-label="Orders, newest first">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={storePortalPaths.salesOrder(base, order.id)}>
                #{order.order_no}
              </Link>{' '}
              · {formatDate(order.created_on)} · {money(order.total)}{' '}
              <Tag>{statusLabel(SALES_ORDER, order.status)}</Tag>
              <Tag color={order.payment_status === 'paid' ? 'green' : 'orange'}>
                {paymentLabel(order.payment_status)}
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
            {`See all ${customer.orders_count} orders`}
          </Link>
        </p>
      )}
    </Card>
  );
}
