import { useCart } from 'shared/cart';
import { ErrorState, PageLoader } from 'shared/ui';
import { AntdTheme } from 'shared/ui/antd/core';
import { EmptyCart } from './components/EmptyCart';
import { EstimateForm } from './components/EstimateForm';
import { useCustomerDetails } from './hooks';
import './checkout.css';
import { useStorefrontT } from '../../i18n/t';

function EstimateContent() {
  const t = useStorefrontT();
  const { cart, isLoading, error, retry } = useCart();
  const customer = useCustomerDetails();
  if (error)
    return (
      <ErrorState
        title={t('estimate.loadFailed')}
        message={error.message}
        onRetry={retry}
      />
    );
  if (isLoading || customer.isLoading)
    return <PageLoader label={t('estimate.loading')} />;
  if (!cart || cart.items.length === 0) return <EmptyCart action="estimate" />;
  return <EstimateForm cart={cart} profile={customer.profile} />;
}

/** /estimate-checkout: contact details and notes, then POST /estimates for the cart's lines. */
export default function EstimateCheckoutPage() {
  const t = useStorefrontT();
  return (
    <AntdTheme>
      <div className="co-page">
        <h1 className="co-page__title">{t('estimate.title')}</h1>
        <EstimateContent />
      </div>
    </AntdTheme>
  );
}
