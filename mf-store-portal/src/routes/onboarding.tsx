import type { ReactElement } from 'react';
import { Navigate, Route } from 'shared/router';
import { ONBOARDING_RESUME_PATH } from 'shared/contracts/onboarding';
import { BillItemsPage } from '../features/bill-items/BillItemsPage';
import { AddressStepPage } from '../features/onboarding/AddressStepPage';
import { CompleteSetupPage } from '../features/onboarding/CompleteSetupPage';
import {
  ConfirmPlanPage,
  PlanConfirmedPage,
  SelectPlanPage,
} from '../features/onboarding/PlanPages';
import {
  ConnectPayoutsPage,
  PayoutsFailedPage,
} from '../features/onboarding/PayoutsPages';
import { PayPerLocationPage } from '../features/onboarding/PayPerLocationPage';
import { PlanPaymentPage } from '../features/onboarding/PlanPaymentPage';
import { ServicesStepPage } from '../features/onboarding/ServicesStepPage';
import {
  ConnectShippingPage,
  ShippingDetailPage,
} from '../features/onboarding/ShippingPages';
import { ShopifyAuthPage } from '../features/onboarding/ShopifyAuthPage';
import { SignupPage } from '../features/onboarding/SignupPage';
import { StoreStepPage } from '../features/onboarding/StoreStepPage';

// A new store from sign-up to selling: onboarding, plans, payments set-up (issue 11).

/** The payment providers' return pages: the onboarding resumes at the store's next step. */
const RETURN_PATHS = [
  'plan/middle-page',
  'store-billing-middle-page',
  'middle-page',
];

/** This area's <Route> elements, relative to the mount point (paths like 'users' or 'onboarding/welcome'). */
export const onboardingRoutes = (): ReactElement[] => [
  <Route key="signup" path="onboarding/welcome" element={<SignupPage />} />,
  <Route key="store" path="onboarding/store" element={<StoreStepPage />} />,
  <Route key="services" path="store-welcome" element={<ServicesStepPage />} />,
  <Route key="address" path="store-address" element={<AddressStepPage />} />,
  <Route
    key="shipping"
    path="connect-shipping"
    element={<ConnectShippingPage />}
  />,
  <Route
    key="shipping-detail"
    path="store-shipping-detail"
    element={<ShippingDetailPage />}
  />,
  <Route key="plan" path="select-plan" element={<SelectPlanPage />} />,
  <Route
    key="confirm-plan"
    path="confirm-plan"
    element={<ConfirmPlanPage />}
  />,
  <Route
    key="plan-confirmed"
    path="store-confirmplan"
    element={<PlanConfirmedPage />}
  />,
  <Route
    key="payouts"
    path="connect-stripe"
    element={<ConnectPayoutsPage />}
  />,
  <Route
    key="payouts-failed"
    path="failed-stripe-onboarding"
    element={<PayoutsFailedPage />}
  />,
  <Route
    key="complete"
    path="complete-setup"
    element={<CompleteSetupPage />}
  />,
  <Route key="shopify" path="shopify-auth" element={<ShopifyAuthPage />} />,
  <Route
    key="pay-per-location"
    path="pay-per-location"
    element={<PayPerLocationPage />}
  />,
  <Route key="addbillitems" path="addbillitems" element={<BillItemsPage />} />,
  // /portal/payment (the store portal's mount is '/portal').
  <Route key="payment" path="payment" element={<PlanPaymentPage />} />,
  ...RETURN_PATHS.map((path) => (
    <Route
      key={path}
      path={path}
      element={<Navigate to={ONBOARDING_RESUME_PATH} replace />}
    />
  )),
];
