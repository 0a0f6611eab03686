import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from 'shared/router';
import { PageLoader } from 'shared/ui';

// Every page is its own chunk (declared once, at module scope): the antd pages among them load antd
// only when visited, never with the storefront's first load (ADR 0002).
const CheckoutPage = lazy(() => import('./CheckoutPage'));
const PaymentPage = lazy(() => import('./PaymentPage'));
const MiddlePage = lazy(() => import('./MiddlePage'));
const ThankYouPage = lazy(() => import('./ThankYouPage'));
const ChargeThankYouPage = lazy(() => import('./ChargeThankYouPage'));
const RequestEstimatePage = lazy(() => import('./RequestEstimatePage'));
const EstimateCheckoutPage = lazy(() => import('./EstimateCheckoutPage'));
const EstimateThankYouPage = lazy(() => import('./EstimateThankYouPage'));

const page = (Page: ComponentType) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
  </Suspense>
);

/**
 * Checkout, payment, thank-you, estimate and middle-page routes, as `<Route>` elements for
 * the storefront's route table: called as a function so `<Routes>` sees the routes themselves.
 */
export function checkoutRoutes() {
  return (
    <>
      <Route path="checkout" element={page(CheckoutPage)} />
      <Route path="checkout/payment/:gutter" element={page(PaymentPage)} />
      <Route path="additional-payment/:gutter" element={page(PaymentPage)} />
      <Route path="extra-charge-payment/:gutter" element={page(PaymentPage)} />
      <Route path="middle_page" element={page(MiddlePage)} />
      <Route path="extra-middle-page" element={page(MiddlePage)} />
      <Route path="thankyou/:id" element={page(ThankYouPage)} />
      <Route path="thank-you/:id" element={page(ChargeThankYouPage)} />
      <Route path="request-estimate" element={page(RequestEstimatePage)} />
      <Route path="estimate-checkout" element={page(EstimateCheckoutPage)} />
      <Route
        path="estimate/thank-you/:id"
        element={page(EstimateThankYouPage)}
      />
    </>
  );
}
