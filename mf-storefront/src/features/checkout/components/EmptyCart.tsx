import { Link } from 'shared/router';
import { useStorefrontT } from '../../../i18n/t';

export interface EmptyCartProps {
  /** what the visitor wanted to do with the cart: check out or request an estimate */
  action: 'checkout' | 'estimate';
}

/** Nothing to check out: a friendly note and the way back to the services. */
export function EmptyCart({ action }: EmptyCartProps) {
  const t = useStorefrontT();
  return (
    <div className="co-empty">
      <p>{t('checkout.empty')}</p>
      <p>
        {action === 'checkout'
          ? t('checkout.emptyToCheckOut')
          : t('checkout.emptyToEstimate')}
      </p>
      <Link className="co-button" to="..">
        {t('checkout.shopServices')}
      </Link>
    </div>
  );
}
