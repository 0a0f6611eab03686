import { Navigate } from 'react-router-dom';
import { useCart } from 'shared/cart';
import { ErrorState, PageLoader } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd';
import { CheckoutForm } from './components/CheckoutForm';
import { EmptyCart } from './components/EmptyCart';
import {
  useCanCheckout,
  useCustomerDetails,
  useInsurancePlans,
  useShippingRates,
} from './hooks';
import './checkout.css';

function CheckoutContent() {
  const cart = useCart();
  const shipping = useShippingRates();
  const insurance = useInsurancePlans();
  const customer = useCustomerDetails();

  const error = cart.error ?? shipping.error ?? insurance.error;
  if (error) {
    return (
      <ErrorState
        title="We could not load the checkout."
        message={error.message}
        onRetry={() => {
          cart.retry();
          shipping.retry();
          insurance.retry();
        }}
      />
    );
  }
  if (cart.isLoading) return <PageLoader label="Loading your cart" />;
  if (!cart.cart || cart.cart.items.length === 0)
    return <EmptyCart action="check out" />;
  if (!shipping.rates || !insurance.plans || customer.isLoading)
    return <PageLoader label="Loading the checkout" />;

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
  const canCheckout = useCanCheckout();
  if (!canCheckout) return <Navigate to="../checkout-login" replace />;
  return (
    <AntdTheme>
      <div className="co-page">
        <h1 className="co-page__title">Checkout</h1>
        <CheckoutContent />
      </div>
    </AntdTheme>
  );
}
