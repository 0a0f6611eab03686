import { Link } from 'shared/router';
import type { Cart } from 'shared/cart';
import { formatItemCount, formatMoney } from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

export interface CartSummaryProps {
  cart: Cart;
}

/** Item count, subtotal and the way to checkout (a route-relative link, whatever the base path). */
export function CartSummary({ cart }: CartSummaryProps) {
  const t = useStorefrontT();
  return (
    <section className="sf-cart-summary" aria-label={t('cart.summary')}>
      <dl className="sf-cart-summary__list">
        <div>
          <dt>{t('cart.items')}</dt>
          <dd>{formatItemCount(cart.item_count)}</dd>
        </div>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatMoney(cart.subtotal)}</dd>
        </div>
      </dl>
      <Link className="sf-button" to="../checkout">
        {t('cart.checkout')}
      </Link>
    </section>
  );
}
