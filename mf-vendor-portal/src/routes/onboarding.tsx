import type { ReactElement } from 'react';
import { Route } from 'shared/router';
import { lazyPage } from 'shared/ui';

const AddressDetailPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/DetailPages'
  ).then((m) => m.AddressDetailPage),
);
const BankDetailPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/DetailPages'
  ).then((m) => m.BankDetailPage),
);
const PayoutsSetPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/DetailPages'
  ).then((m) => m.PayoutsSetPage),
);
const SetupCompletePage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/DetailPages'
  ).then((m) => m.SetupCompletePage),
);
const ConfirmPlanPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.ConfirmPlanPage),
);
const PlanPaidPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.PlanPaidPage),
);
const SelectPlanPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.SelectPlanPage),
);
const WelcomePage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/PlanPages'
  ).then((m) => m.WelcomePage),
);
const CreateAccountPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/SignupPages'
  ).then((m) => m.CreateAccountPage),
);
const SignupPage = lazyPage(() =>
  import(
    /* webpackChunkName: "onboarding" */ '../features/onboarding/SignupPages'
  ).then((m) => m.SignupPage),
);

// A new vendor from sign-up to its portal: the vendor's set-up paths.

/** This area's <Route> elements, relative to the mount point ('' on vendor hosts). */
export const onboardingRoutes = (): ReactElement[] => [
  <Route key="signup" path="signup" element={<SignupPage />} />,
  <Route
    key="create-account"
    path="create-account"
    element={<CreateAccountPage />}
  />,
  <Route key="welcome" path="welcome" element={<WelcomePage />} />,
  <Route key="selectplan" path="selectplan" element={<SelectPlanPage />} />,
  <Route key="confirmplan" path="confirmplan" element={<ConfirmPlanPage />} />,
  <Route key="middle_page" path="middle_page" element={<PlanPaidPage />} />,
  <Route
    key="address-detail"
    path="address-detail"
    element={<AddressDetailPage />}
  />,
  <Route key="bank-detail" path="bank-detail" element={<BankDetailPage />} />,
  <Route
    key="stripe-middle-page"
    path="stripe-middle-page"
    element={<PayoutsSetPage />}
  />,
  <Route
    key="setup-complete"
    path="setup-complete"
    element={<SetupCompletePage />}
  />,
];
