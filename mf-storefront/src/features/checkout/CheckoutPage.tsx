import { Navigate } from 'shared/router';
import { useCart } from 'shared/cart';
import { ErrorState, PageLoader } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd/core';
import { CheckoutForm } from './components/CheckoutForm';
import { EmptyCart } from './components/EmptyCart';
import {
  useCanCheckout,
  useCustomerDetails,
  useInsurancePlans,
  useShippingRates,
} from './hooks';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

function CheckoutContent() {
  const t = useStorefrontT();
  const cart = useCart();
  const shipping = useShippingRates();
  const insurance = useInsurancePlans();
  const customer = useCustomerDetails();

  const error = cart.error ?? shipping.error ?? insurance.error;
  if (error) {
    return (
      <ErrorState
        title={t('checkout.loadFailed')}
        message={error.message}
        onRetry={() => {
          cart.retry();
          shipping.retry();
          insurance.retry();
        }}
      />
    );
  }
  if (cart.isLoading) return <PageLoader label={t('checkout.loadingCart')} />;
  if (!cart.cart || cart.cart.items.length === 0)
    return <EmptyCart action="checkout" />;
  if (!shipping.rates || !insurance.plans || customer.isLoading)
    return <PageLoader label={t('checkout.loading')} />;

  return (
    <CheckoutForm
      cart={cart.cart}
      rates={shipping.rates}
      plans={insurance.plans}
      addresses={customer.addresses}
      profile={customer.profile}
    />
  );
}

/** /checkout: customers, or guests who chose 'Continue as guest'; anyone else logs in first. */
export default function CheckoutPage() {
  const t = useStorefrontT();
  const canCheckout = useCanCheckout();
  if (!canCheckout) return <Navigate to="../checkout-login" replace />;
  return (
    <AntdTheme>
      <div className="co-page">
        <h1 className="co-page__title">{t('checkout.title')}</h1>
        <CheckoutContent />
      </div>
    </AntdTheme>
  );
}
