import { useLocation, Route, Routes } from 'shared/router';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';
import { renderWithProviders, sessionFor } from 'shared/testing';
import VendorPortalRoutes from '../../routes';

// The onboarding tests' fixtures: the plans, a vendor's registration state, and the vendor portal
// rendered at a path (as the vendor owner, or as a visitor) with the path shown.

export const SENT =
  'Check your inbox: we sent a link to finish creating your account.';
export const PLANS = [
  {
    id: 1,
    name: 'Bench',
    description: 'One jeweller at the bench',
    monthly_price: '19.00',
    users_included: 1,
  },
  {
    id: 2,
    name: 'Workshop',
    description: 'A team of up to 5',
    monthly_price: '49.00',
    users_included: 5,
  },
];
export const fresh = (
  patch: Partial<VendorOnboardingState> = {},
): VendorOnboardingState => ({
  vendor_name: 'Bench & Co',
  is_onboarding_complete: false,
  registration_steps: {
    subscription: false,
    address: false,
    bank_account: false,
  },
  plan: null,
  plan_paid_on: null,
  plan_card_last4: null,
  address: null,
  bank: null,
  ...patch,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
export const renderAt = (route: string, owner = true) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
      </Routes>
      <Where />
    </>,
    {
      route,
      session: owner ? sessionFor(7) : undefined,
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );
