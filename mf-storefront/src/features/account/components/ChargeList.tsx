import { Link } from 'react-router-dom';
import type { Order } from 'shared/contracts';
import { formatOrderDate } from 'shared/dates';
import { chargeItemName } from '../../../text/customerText';
import {
  chargePaymentPath,
  formatMoney,
  requestedByLabel,
} from '../formatters';

export interface ChargeListProps {
  order: Pick<Order, 'order_no' | 'lines' | 'charges'>;
}

/** Additional and extra charges of an order: who asked, why, and a Pay link while unpaid. */
export function ChargeList({ order }: ChargeListProps) {
  const { charges } = order;
  if (charges.length === 0) return null;
  return (
    <section aria-label="Additional charges">
      <h3>Additional charges</h3>
      <ul className="sf-cart__lines">
        {charges.map((charge) => {
          const item = chargeItemName(charge.work_order, order);
          return (
            <li key={charge.id} className="sf-order-line">
              <div>
                <strong>{charge.reason}</strong>
                <p className="sf-order__choices">
                  {requestedByLabel(charge)}
                  {item && ` · ${item}`}
                  {' · '}
                  {formatOrderDate(charge.created_on)}
                </p>
              </div>
              <strong>{formatMoney(charge.amount)}</strong>
              {charge.status === 'unpaid' ? (
                <Link
                  className="sf-button"
                  to={chargePaymentPath(charge)}
                  aria-label={`Pay ${formatMoney(charge.amount)} for ${charge.reason}`}
                >
                  Pay
                </Link>
              ) : (
                <span>Paid</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
