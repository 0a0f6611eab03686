import { Link } from 'shared/router';
import { useCart } from 'shared/cart';
import { CartLines } from './components/CartLines';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

/** /request-estimate: the call to action for an estimate of the cart's services (no antd). */
export default function RequestEstimatePage() {
  const t = useStorefrontT();
  const { cart } = useCart();
  const items = cart?.items ?? [];
  return (
    <div className="co-page co-cta">
      <h1 className="co-page__title">{t('orders.estimateTitle')}</h1>
      <p>{t('orders.estimateIntro')}</p>
      {items.length > 0 ? (
        <>
          <CartLines items={items} />
          <Link className="co-button" to="../estimate-checkout">
            {t('orders.estimateTitle')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('orders.estimateEmpty')}</p>
          <Link className="co-button" to="..">
            {t('orders.shopServices')}
          </Link>
        </>
      )}
    </div>
  );
}
