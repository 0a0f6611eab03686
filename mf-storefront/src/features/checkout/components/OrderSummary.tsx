import type { Order } from '../api';
import { carrierName, formatMoney } from '../formatters';
import { OrderLines } from './OrderLines';
import { Totals } from './Totals';

export interface OrderSummaryProps {
  order: Order;
}

/** An order's lines, carrier, insurance and totals. */
export function OrderSummary({ order }: OrderSummaryProps) {
  const rows = [
    { label: 'Subtotal', value: formatMoney(order.subtotal) },
    {
      label: order.carrier
        ? `Shipping (${carrierName(order.carrier.id)})`
        : 'Shipping',
      value: formatMoney(order.shipping),
    },
    ...(order.insurance
      ? [
          {
            label: `Insurance (${order.insurance.name})`,
            value: formatMoney(order.insurance_amount),
          },
        ]
      : []),
  ];
  return (
    <section className="co-summary" aria-label="Order summary">
      <h2 className="co-summary__title">Order summary</h2>
      <OrderLines lines={order.lines} />
      <Totals
        rows={rows}
        total={{ label: 'Total', value: formatMoney(order.total) }}
      />
    </section>
  );
}
