import { Link } from 'shared/router';
import { ErrorState, PageLoader } from 'shared/ui';
import { useCart } from 'shared/cart';
import { CartLine } from './components/CartLine';
import { CartSummary } from './components/CartSummary';
import { useCartActions } from './hooks';
import './cart.css';
import { useStorefrontT } from '../../i18n/t';

/** The visitor's cart: lines with quantity and Remove, subtotal, and the way to checkout. */
export function CartPage() {
  const t = useStorefrontT();
  const { cart, isLoading, error, retry } = useCart();
  const actions = useCartActions(cart);

  if (isLoading) return <PageLoader label={t('cart.loading')} />;
  if (error) {
    return (
      <ErrorState
        title={t('cart.loadFailed')}
        message={error.message}
        onRetry={retry}
      />
    );
  }

  const items = cart?.items ?? [];
  return (
    <div className="sf-page">
      <h1 className="sf-page__title">{t('cart.title')}</h1>
      {actions.error && (
        <p className="sf-cart-alert" role="alert">
          {t('cart.updateFailed', { message: actions.error.message })}
        </p>
      )}
      {!cart || items.length === 0 ? (
        <div className="sf-cart-empty">
          <p>{t('cart.empty')}</p>
          <Link className="sf-button" to="..">
            {t('cart.shopServices')}
          </Link>
        </div>
      ) : (
        <div className="sf-cart">
          <ul className="sf-cart__lines" aria-label={t('cart.lines')}>
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
              {t('cart.notReady')}{' '}
              <Link to="../request-estimate">{t('cart.requestEstimate')}</Link>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

export default CartPage;
