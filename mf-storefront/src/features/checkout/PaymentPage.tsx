import { useParams } from 'shared/router';
import { AntdTheme } from 'shared/ui/antd/core';
import { ChargeBanner } from './components/ChargeBanner';
import { OrderSummary } from './components/OrderSummary';
import { PaymentPanel } from './components/PaymentPanel';
import { TokenState } from './components/TokenState';
import { formatMoney } from './formatters';
import { usePaymentConfig, usePaymentTarget } from './hooks';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

function PaymentContent({ token }: { token: string }) {
  const { target, error, isLoading, retry } = usePaymentTarget(token);
  const t = useStorefrontT();
  const payment = usePaymentConfig();

  if (isLoading || !target || !payment.config) {
    return (
      <TokenState
        what="payment"
        error={isLoading ? undefined : (error ?? payment.error)}
        onRetry={() => {
          retry();
          payment.retry();
        }}
      />
    );
  }

  return (
    <div className="co-page">
      <h1 className="co-page__title">{t(`orders.payTitle.${target.kind}`)}</h1>
      <dl className="co-facts">
        <div>
          <dt>{t('orders.orderNumber')}</dt>
          <dd>{target.order_no}</dd>
        </div>
        <div>
          <dt>{t('orders.amountDue')}</dt>
          <dd>{formatMoney(target.amount)}</dd>
        </div>
      </dl>
      <ChargeBanner target={target} />
      <div className="co-layout">
        <div className="co-layout__main">
          <PaymentPanel target={target} config={payment.config} />
        </div>
        <OrderSummary order={target.order} />
      </div>
    </div>
  );
}

/** /checkout/payment/:gutter, /additional-payment/:gutter and /extra-charge-payment/:gutter. */
export default function PaymentPage() {
  const { gutter = '' } = useParams();
  return (
    <AntdTheme>
      <PaymentContent token={gutter} />
    </AntdTheme>
  );
}
