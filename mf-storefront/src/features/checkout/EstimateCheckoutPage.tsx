import { useCart } from 'shared/cart';
import { ErrorState, PageLoader } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd';
import { EmptyCart } from './components/EmptyCart';
import { EstimateForm } from './components/EstimateForm';
import { useCustomerDetails } from './hooks';
import './checkout.css';

function EstimateContent() {
  const { cart, isLoading, error, retry } = useCart();
  const customer = useCustomerDetails();
  if (error)
    return (
      <ErrorState
        title="We could not load your cart."
        message={error.message}
        onRetry={retry}
      />
    );
  if (isLoading || customer.isLoading)
    return <PageLoader label="Loading your cart" />;
  if (!cart || cart.items.length === 0) return <EmptyCart action="estimate" />;
  return <EstimateForm cart={cart} profile={customer.profile} />;
}

/** /estimate-checkout: contact details and notes, then POST /estimates for the cart's lines. */
export default function EstimateCheckoutPage() {
  return (
    <AntdTheme>
      <div className="co-page">
        <h1 className="co-page__title">Request an estimate</h1>
        <EstimateContent />
      </div>
    </AntdTheme>
  );
}
