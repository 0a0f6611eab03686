import { Link } from 'react-router-dom';
import { formatDate } from 'shared/dates';
import type { Charge } from '../api';
import {
  chargePaymentPath,
  formatMoney,
  requestedByLabel,
} from '../formatters';

export interface ChargeListProps {
  charges: Charge[];
}

/** Additional and extra charges of an order: who asked, why, and a Pay link while unpaid. */
export function ChargeList({ charges }: ChargeListProps) {
  if (charges.length === 0) return null;
  return (
    <section aria-label="Additional charges">
      <h3>Additional charges</h3>
      <ul className="sf-cart__lines">
        {charges.map((charge) => (
          <li key={charge.id} className="sf-order-line">
            <div>
              <strong>{charge.reason}</strong>
              <p className="sf-order__choices">
                {requestedByLabel(charge)}
                {charge.work_order &&
                  ` · Item ${charge.work_order.item_number}`}
                {' · '}
                {formatDate(charge.created_on)}
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
        ))}
      </ul>
    </section>
  );
}
