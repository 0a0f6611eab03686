import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Route } from 'shared/router';
import { PageLoader } from 'shared/ui';
import { useStorefrontT } from '../../i18n/t';

// Each page is its own chunk and brings antd with it (ADR 0002): the home stays antd-free.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const CreateAccountPage = lazy(() => import('./pages/CreateAccountPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const CheckInboxPage = lazy(() => import('./pages/CheckInboxPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const CheckoutLoginPage = lazy(() => import('./pages/CheckoutLoginPage'));
const MyAccountPage = lazy(() => import('./pages/MyAccountPage'));
const FeedbackPage = lazy(() => import('./pages/FeedbackPage'));
const QuoteLinkPage = lazy(() => import('./quotes/QuoteLinkPage'));

/** The loader while an account page's code arrives, in the page's language. */
function AccountLoader() {
  const t = useStorefrontT();
  return <PageLoader label={t('account.loading')} />;
}

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<AccountLoader />}>
    <Page />
  </Suspense>
);

/**
 * Account routes: login, create account, password reset, check inbox, checkout login,
 * My Account and feedback, as `<Route>` elements for the storefront's route table.
 */
export function accountRoutes() {
  return (
    <>
      <Route path="login" element={page(LoginPage)} />
      <Route path="create-account" element={page(CreateAccountPage)} />
      <Route path="forgot-password" element={page(ForgotPasswordPage)} />
      <Route path="check-inbox" element={page(CheckInboxPage)} />
      <Route
        path="reset-password/:key/:token"
        element={page(ResetPasswordPage)}
      />
      <Route path="checkout-login" element={page(CheckoutLoginPage)} />
      <Route path="myaccount/*" element={page(MyAccountPage)} />
      <Route path="feedback/:token" element={page(FeedbackPage)} />
      <Route path="estimate/:token" element={page(QuoteLinkPage)} />
    </>
  );
}
