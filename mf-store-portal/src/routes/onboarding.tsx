import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const BillItemsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "billing" */ '../features/bill-items/BillItemsPage'
  ).then((m) => m.BillItemsPage),
);
const AddressStepPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/AddressStepPage'
  ).then((m) => m.AddressStepPage),
);
const CompleteSetupPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/CompleteSetupPage'
  ).then((m) => m.CompleteSetupPage),
);
const ConfirmPlanPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.ConfirmPlanPage),
);
const PlanConfirmedPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.PlanConfirmedPage),
);
const SelectPlanPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.SelectPlanPage),
);
const ConnectPayoutsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PayoutsPages'
  ).then((m) => m.ConnectPayoutsPage),
);
const PayoutsFailedPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PayoutsPages'
  ).then((m) => m.PayoutsFailedPage),
);
const PayPerLocationPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PayPerLocationPage'
  ).then((m) => m.PayPerLocationPage),
);
const PlanPaymentPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPaymentPage'
  ).then((m) => m.PlanPaymentPage),
);
const ServicesStepPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/ServicesStepPage'
  ).then((m) => m.ServicesStepPage),
);
const ConnectShippingPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/ShippingPages'
  ).then((m) => m.ConnectShippingPage),
);
const ShippingDetailPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/ShippingPages'
  ).then((m) => m.ShippingDetailPage),
);
const ShopifyAuthPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/ShopifyAuthPage'
  ).then((m) => m.ShopifyAuthPage),
);
const SignupPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/SignupPage'
  ).then((m) => m.SignupPage),
);
const StoreStepPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/StoreStepPage'
  ).then((m) => m.StoreStepPage),
);

const PlanReturnPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PaymentReturnPages'
  ).then((m) => m.PlanReturnPage),
);
const LocationsReturnPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PaymentReturnPages'
  ).then((m) => m.LocationsReturnPage),
);
const PaymentDetailsReturnPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PaymentReturnPages'
  ).then((m) => m.PaymentDetailsReturnPage),
);

// A new store from sign-up to selling: onboarding, plans, payments set-up.

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
  // The payment providers' return pages: each shows its step's outcome (onboarded or not).
  <Route
    key="plan-return"
    path="plan/middle-page"
    element={<PlanReturnPage />}
  />,
  <Route
    key="locations-return"
    path="store-billing-middle-page"
    element={<LocationsReturnPage />}
  />,
  <Route
    key="payment-return"
    path="middle-page"
    element={<PaymentDetailsReturnPage />}
  />,
];
