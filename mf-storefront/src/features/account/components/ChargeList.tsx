import { Link } from 'shared/router';
import type { Order } from 'shared/contracts';
import { formatDateIntl } from 'shared/i18n';
import { chargeItemName } from '../../../text/customerText';
import {
  chargePaymentPath,
  formatMoney,
  requestedByLabel,
} from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

export interface ChargeListProps {
  order: Pick<Order, 'order_no' | 'lines' | 'charges'>;
}

/** Additional and extra charges of an order: who asked, why, and a Pay link while unpaid. */
export function ChargeList({ order }: ChargeListProps) {
  const t = useStorefrontT();
  const { charges } = order;
  if (charges.length === 0) return null;
  return (
    <section aria-label={t('myAccount.charges.title')}>
      <h3>{t('myAccount.charges.title')}</h3>
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
                  {formatDateIntl(charge.created_on, 'date')}
                </p>
              </div>
              <strong>{formatMoney(charge.amount)}</strong>
              {charge.status === 'unpaid' ? (
                <Link
                  className="sf-button"
                  to={chargePaymentPath(charge)}
                  aria-label={t('myAccount.charges.payFor', {
                    amount: formatMoney(charge.amount),
                    reason: charge.reason,
                  })}
                >
                  {t('myAccount.charges.pay')}
                </Link>
              ) : (
                <span>{t('myAccount.charges.paid')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
