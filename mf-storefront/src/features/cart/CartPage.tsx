import { Link } from 'react-router-dom';
import { ErrorState, PageLoader } from 'shared/ui';
import { useCart } from 'shared/cart';
import { CartLine } from './components/CartLine';
import { CartSummary } from './components/CartSummary';
import { useCartActions } from './hooks';
import './cart.css';

/** The visitor's cart: lines with quantity and Remove, subtotal, and the way to checkout. */
export function CartPage() {
  const { cart, isLoading, error, retry } = useCart();
  const actions = useCartActions(cart);

  if (isLoading) return <PageLoader label="Loading your cart" />;
  if (error) {
    return (
      <ErrorState
        title="We could not load your cart."
        message={error.message}
        onRetry={retry}
      />
    );
  }

  const items = cart?.items ?? [];
  return (
    <div className="sf-page">
      <h1 className="sf-page__title">Your cart</h1>
      {actions.error && (
        <p className="sf-cart-alert" role="alert">
          We could not update your cart: {actions.error.message}
        </p>
      )}
      {!cart || items.length === 0 ? (
        <div className="sf-cart-empty">
          <p>Your cart is empty.</p>
          <Link className="sf-button" to="..">
            Shop Services
          </Link>
        </div>
      ) : (
        <div className="sf-cart">
          <ul className="sf-cart__lines" aria-label="Cart items">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onQuantityChange={(id, quantity) =>
                  void actions.changeQuantity(id, quantity)
                }
                onRemove={(id) => void actions.removeItem(id)}
              />
            ))}
          </ul>
          <div className="sf-cart__aside">
            <CartSummary cart={cart} />
            <p className="sf-cart__estimate">
              Not ready to pay?{' '}
              <Link to="../request-estimate">Request an estimate</Link>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

export default CartPage;
