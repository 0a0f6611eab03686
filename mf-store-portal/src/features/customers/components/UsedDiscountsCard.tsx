import { Link } from 'shared/router';
import type { UsedDiscount } from 'shared/contracts/discounts';
import { formatDate } from 'shared/dates';
import { Card } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { storePortalPaths } from '../../../paths';

/** Props of UsedDiscountsCard. */
export interface UsedDiscountsCardProps {
  discounts: UsedDiscount[];
  base: string;
}

/** The discount codes the customer used (spec: customers' "used discount"), each with its sales order. */
export function UsedDiscountsCard({ discounts, base }: UsedDiscountsCardProps) {
  return (
    <Card title="Used discounts" size="small">
      {discounts.length === 0 ? (
        <p className="rec-muted">No discounts used yet.</p>
      ) : (
        <ul
          className="customer-list-plain"
          aria-label="Used discounts, newest first"
        >
          {discounts.map((used) => (
            <li key={used.id}>
              <strong>{used.code}</strong> ·{' '}
              <Link to={storePortalPaths.salesOrder(base, used.order.id)}>
                #{used.order.order_no}
              </Link>{' '}
              · {money(used.amount)} off · {formatDate(used.created_on)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
