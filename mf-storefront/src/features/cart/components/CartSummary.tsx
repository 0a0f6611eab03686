import { Link } from 'react-router-dom';
import type { Cart } from 'shared/cart';
import { formatItemCount, formatMoney } from '../formatters';

export interface CartSummaryProps {
  cart: Cart;
}

/** Item count, subtotal and the way to checkout (a route-relative link, whatever the base path). */
export function CartSummary({ cart }: CartSummaryProps) {
  return (
    <section className="sf-cart-summary" aria-label="Order summary">
      <dl className="sf-cart-summary__list">
        <div>
          <dt>Items</dt>
          <dd>{formatItemCount(cart.item_count)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(cart.subtotal)}</dd>
        </div>
      </dl>
      <Link className="sf-button" to="../checkout">
        Checkout
      </Link>
    </section>
  );
}
