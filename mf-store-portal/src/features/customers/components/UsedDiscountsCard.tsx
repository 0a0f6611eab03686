import { Link } from 'shared/router';
import type { UsedDiscount } from 'shared/contracts/discounts';
import { formatDate } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { storePortalPaths } from '../../../paths';
import { useStorePortalT } from '../../../i18n/t';

/** Props of UsedDiscountsCard. */
export interface UsedDiscountsCardProps {
  discounts: UsedDiscount[];
  base: string;
}

/** The discount codes the customer used (spec: customers' "used discount"), each with its sales order. */
export function UsedDiscountsCard({ discounts, base }: UsedDiscountsCardProps) {
  const t = useStorePortalT();
  return (
    <Card title={t('customer.usedDiscounts')} size="small">
      {discounts.length === 0 ? (
        <p className="rec-muted">{t('customer.noDiscounts')}</p>
      ) : (
        <ul className="customer-list-plain" aria-label={t('customer.usedList')}>
          {discounts.map((used) => (
            <li key={used.id}>
              <strong>{used.code}</strong> ·{' '}
              <Link to={storePortalPaths.salesOrder(base, used.order.id)}>
                #{used.order.order_no}
              </Link>{' '}
              · {t('customer.off', { amount: money(used.amount) })} ·{' '}
              {formatDate(used.created_on)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
