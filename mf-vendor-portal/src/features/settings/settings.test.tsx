import { screen, within } from '@testing-library/react';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// The owner's settings hub, from the workshop's record (the plan, billing and payment
// pages are features/billing's).

const RECORD: VendorOnboardingState = {
  vendor_name: 'Fixit Workshop',
  is_onboarding_complete: true,
  registration_steps: { subscription: true, address: true, bank_account: true },
  plan: {
    id: 2,
    name: 'Workshop',
    description: 'A team of up to 5',
    monthly_price: '49.00',
    users_included: 5,
  },
  plan_paid_on: '2026-11-20T10:00:00.000Z',
  plan_card_last4: '4242',
  address: {
    id: 9001,
    name: 'Fixit Workshop',
    address_line1: '400 Bench Lane',
    address_line2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62702',
    phone: null,
    is_default: true,
    version: 1,
  },
  bank: { kind: 'us', account_holder: 'Felix Fixit', last4: '6789' },
};

const renderAt = (route: string, role = 7) => renderVendorPortalAt(route, role);

describe('vendor settings', () => {
  it('the hub shows what each setting holds and links to it', async () => {
    mockApi({ 'GET /vendor/onboarding': { body: RECORD } });
    renderAt('/portal/settings');
    const list = await screen.findByRole('list', { name: 'Settings' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'AddressesDefault: 400 Bench Lane, Springfield',
      'PlanWorkshop, $49.00 a month',
      'BillingYour next bill and the platform’s invoices to you',
      'InvoicesPayment terms, tax id and footer of your invoices',
      'Payment and payoutsPayouts to the account ending 6789',
      'IntegrationsAPI keys and payouts',
      'Workshop profileYour workshop’s business profile',
      'Sales order importThe sales orders you imported',
      'Bill itemsExtra items to bill a store for',
    ]);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/portal/setting/address',
      '/portal/setting/plan',
      '/portal/setting/billing',
      '/portal/setting/invoice',
      '/portal/setting/payment',
      '/portal/setting/integrations',
      '/portal/setting/setup-vendor',
      '/portal/setting/import-salesorders',
      '/portal/addbillitems',
    ]);
  });

  it('tells staff the settings are the owner’s', async () => {
    mockApi({
      'GET /vendor/onboarding': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You do not have permission to perform this action.',
          errors: {},
        },
      },
    });
    renderAt('/portal/settings', 8);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
  });

  it('/portal/vendor-profile shows the user’s own profile, for staff too', async () => {
    mockApi({
      'GET /portal/profile': {
        body: {
          id: 6,
          email: 'staff@fixit.test',
          first_name: 'Tara',
          last_name: 'Tech',
          phone: null,
          version: 1,
        },
      },
    });
    renderAt('/portal/vendor-profile', 8);
    expect(
      await screen.findByRole('heading', { name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('staff@fixit.test')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Tara');
  });
});
