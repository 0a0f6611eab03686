import { Link } from 'react-router-dom';
import { useCart } from 'shared/cart';
import { CartLines } from './components/CartLines';
import './checkout.css';

/** /request-estimate: the call to action for an estimate of the cart's services (no antd). */
export default function RequestEstimatePage() {
  const { cart } = useCart();
  const items = cart?.items ?? [];
  return (
    <div className="co-page co-cta">
      <h1 className="co-page__title">Request an estimate</h1>
      <p>
        Not ready to pay yet? Ask the store for an estimate of the services in
        your cart. The store reviews what you chose, and sends you a quote with
        the final price and timing. Nothing is charged until you accept it.
      </p>
      {items.length > 0 ? (
        <>
          <CartLines items={items} />
          <Link className="co-button" to="../estimate-checkout">
            Request an estimate
          </Link>
        </>
      ) : (
        <>
          <p>
            Your cart is empty: add the services you would like an estimate for
            first.
          </p>
          <Link className="co-button" to="..">
            Shop Services
          </Link>
        </>
      )}
    </div>
  );
}
