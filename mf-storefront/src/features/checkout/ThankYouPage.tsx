import { Link, useParams } from 'shared/router';
import { formatDateIntl } from 'shared/i18n';
import { useTenant } from 'shared/tenant';
import { OrderSummary } from './components/OrderSummary';
import { TokenState } from './components/TokenState';
import { useOrderByToken } from './hooks';
import { paymentPath, trackOrderPath } from './paths';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

/** /thankyou/:id (id = the order's public token): the paid order, its number and how to track it. */
export default function ThankYouPage() {
  const t = useStorefrontT();
  const { id } = useParams();
  const { order, error, retry } = useOrderByToken(id);
  const tracks = useTenant().storeSettings?.is_order_tracking_enabled !== false;
  if (!order) return <TokenState what="order" error={error} onRetry={retry} />;
  // paid, and possibly refunded since: the payment was received
  const paid = order.payment_status !== 'unpaid';
  const address = order.shipping_address;
  return (
    <div className="co-page co-thanks">
      <h1 className="co-page__title">{t('orders.thanks')}</h1>
      <p className="co-thanks__lead">
        {paid ? t('orders.paymentReceived') : t('orders.paymentOpen')}{' '}
        {t('orders.sentTo', { email: order.contact.email })}
      </p>
      <div className="co-order-number" aria-label={t('orders.orderNumber')}>
        <span>{t('orders.orderNumber')}</span>
        <strong>{order.order_no}</strong>
      </div>
      {tracks && <p>{t('orders.keepNumber')}</p>}
      <dl className="co-facts">
        <div>
          <dt>{t('orders.placed')}</dt>
          <dd>{formatDateIntl(order.created_on, 'date')}</dd>
        </div>
        {order.paid_on && (
          <div>
            <dt>{t('orders.paid')}</dt>
            <dd>{formatDateIntl(order.paid_on, 'date')}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{t('orders.shipTo')}</dt>
            <dd>
              {[
                address.address_line1,
                address.address_line2,
                address.city,
                address.state,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <OrderSummary order={order} />
      {!paid && (
        <Link className="co-button" to={paymentPath('order', order.token)}>
          {t('orders.payNow')}
        </Link>
      )}{' '}
      {tracks && (
        <Link
          className="co-button"
          to={trackOrderPath(order.order_no, order.tracking_token)}
        >
          {t('orders.trackThis')}
        </Link>
      )}
    </div>
  );
}
