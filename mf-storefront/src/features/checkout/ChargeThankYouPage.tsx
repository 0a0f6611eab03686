import { Link, Navigate, useParams } from 'shared/router';
import { useTenant } from 'shared/tenant';
import { chargeItemName } from '../../text/customerText';
import { formatMoney } from './formatters';
import { TokenState } from './components/TokenState';
import { usePaymentTarget } from './hooks';
import { paymentPath, thankYouPath, trackOrderPath } from './paths';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

/** /thank-you/:id (id = the charge's public token): an additional or extra charge was paid. */
export default function ChargeThankYouPage() {
  const t = useStorefrontT();
  const { id } = useParams();
  const { target, error, retry } = usePaymentTarget(id);
  const tracks = useTenant().storeSettings?.is_order_tracking_enabled !== false;
  if (!target)
    return <TokenState what="payment" error={error} onRetry={retry} />;
  // An order's own token belongs to the order's thank-you page, which names the order's amount.
  if (target.kind === 'order')
    return <Navigate to={thankYouPath('order', target.token)} replace />;
  const kind = target.kind;
  const amount = formatMoney(target.amount);
  const reason = target.reason?.trim();
  const item = chargeItemName(target.work_order, target.order);
  if (target.status !== 'paid') {
    return (
      <div className="co-page co-thanks">
        <h1 className="co-page__title">{t('links.chargeUnpaid')}</h1>
        <Link className="co-button" to={paymentPath(target.kind, target.token)}>
          {t('links.pay', { amount })}
        </Link>
      </div>
    );
  }
  return (
    <div className="co-page co-thanks">
      <h1 className="co-page__title">{t('links.paymentThanks')}</h1>
      <p className="co-thanks__lead">
        {reason
          ? t(`links.receivedFor.${kind}`, { amount, reason })
          : t(`links.received.${kind}`, { amount })}
      </p>
      <div className="co-order-number" aria-label={t('links.orderNumber')}>
        <span>{t('links.orderNumber')}</span>
        <strong>{target.order_no}</strong>
      </div>
      <dl className="co-facts">
        {target.reason && (
          <div>
            <dt>{t('links.reason')}</dt>
            <dd>{target.reason}</dd>
          </div>
        )}
        {item && (
          <div>
            <dt>{t('links.for')}</dt>
            <dd>{item}</dd>
          </div>
        )}
      </dl>
      {tracks && (
        // The link's holder proves the order with its email: a charge's answer carries no tracking token.
        <Link className="co-button" to={trackOrderPath(target.order_no)}>
          {t('links.trackThis')}
        </Link>
      )}
    </div>
  );
}
