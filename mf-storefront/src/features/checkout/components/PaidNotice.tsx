import { Link } from 'shared/router';
import type { PaymentTarget } from '../api';
import { thankYouPath } from '../paths';
import { useStorefrontT } from '../../../i18n/t';

export interface PaidNoticeProps {
  target: Pick<PaymentTarget, 'kind' | 'token' | 'order_no'>;
}

/** The order or charge is already paid: nothing to pay twice, and the way to its confirmation. */
export function PaidNotice({ target }: PaidNoticeProps) {
  const t = useStorefrontT();
  return (
    <div className="co-empty" role="status">
      <p>
        {target.kind === 'order' ? t('links.orderPaid') : t('links.chargePaid')}
      </p>
      <Link className="co-button" to={thankYouPath(target.kind, target.token)}>
        {t('links.viewConfirmation')}
      </Link>
    </div>
  );
}
