import type { PaymentTargetOrder } from '../api';
import { carrierName, formatMoney } from '../formatters';
import { OrderLines } from './OrderLines';
import { Totals } from './Totals';
import { useStorefrontT } from '../../../i18n/t';

export interface OrderSummaryProps {
  order: PaymentTargetOrder;
}

/** An order's lines, carrier, insurance and totals. */
export function OrderSummary({ order }: OrderSummaryProps) {
  const t = useStorefrontT();
  const rows = [
    { label: t('orders.subtotal'), value: formatMoney(order.subtotal) },
    {
      label: order.carrier
        ? t('orders.shippingBy', { carrier: carrierName(order.carrier.id) })
        : t('orders.shipping'),
      value: formatMoney(order.shipping),
    },
    ...(order.insurance
      ? [
          {
            label: t('orders.insuranceNamed', { plan: order.insurance.name }),
            value: formatMoney(order.insurance_amount),
          },
        ]
      : []),
    ...(order.discount
      ? [
          {
            label: t('orders.discountNamed', { code: order.discount.code }),
            value: `−${formatMoney(order.discount.amount)}`,
          },
        ]
      : []),
  ];
  return (
    <section className="co-summary" aria-label={t('orders.summary')}>
      <h2 className="co-summary__title">{t('orders.summary')}</h2>
      <OrderLines lines={order.lines} />
      <Totals
        rows={rows}
        total={{ label: t('orders.total'), value: formatMoney(order.total) }}
      />
    </section>
  );
}
