import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import {
  acmeStore,
  loginResponseFor,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { onboardingStateAt } from './testing';

const renderAt = (route: string, signedIn = true) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      session: signedIn
        ? sessionFor(ROLES.STORE_OWNER, {
            store: { ...acmeStore, is_onboarding_complete: false },
          })
        : undefined,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('sign-up (/onboarding/welcome)', () => {
  it('keeps what was typed when the address is taken, then opens the store and goes to its first step', async () => {
    const owner = loginResponseFor(ROLES.STORE_OWNER);
    const api = mockApi({
      'POST /onboarding/signup': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: ONBOARDING_MESSAGES.subdomainTaken,
          errors: { subdomain: ONBOARDING_MESSAGES.subdomainTaken },
        },
      },
      'GET /onboarding': { body: onboardingStateAt('store') },
    });
    const user = userEvent.setup();
    renderAt('/onboarding/welcome', false);

    await user.type(await screen.findByLabelText('Store name'), 'Bright Gems');
    await user.type(screen.getByLabelText('Storefront address'), 'acme');
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'Bright');
    await user.type(screen.getByLabelText('Email'), 'nora@bright.test');
    await user.type(screen.getByLabelText('Password'), 'Br1ght-gems');
    await user.click(screen.getByRole('button', { name: 'Create my store' }));

    expect(
      await screen.findAllByText(ONBOARDING_MESSAGES.subdomainTaken),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Store name')).toHaveValue('Bright Gems');

    api.on({
      'POST /onboarding/signup': {
        status: 201,
        body: {
          ...owner,
          store: { ...owner.store!, is_onboarding_complete: false },
        },
      },
    });
    await user.clear(screen.getByLabelText('Storefront address'));
    await user.type(screen.getByLabelText('Storefront address'), 'bright');
    await user.click(screen.getByRole('button', { name: 'Create my store' }));

    expect(
      await screen.findByRole('heading', { name: 'About your store' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /onboarding/signup')[1]?.body).toEqual({
      store_name: 'Bright Gems',
      subdomain: 'bright',
      first_name: 'Nora',
      last_name: 'Bright',
      email: 'nora@bright.test',
      password: 'Br1ght-gems',
    });
    expect(readSession().access).toBe('new-access');
  });
});

describe('onboarding steps', () => {
  it('never shows a step the store has not reached: it goes to the next step instead', async () => {
    mockApi({ 'GET /onboarding': { body: onboardingStateAt('address') } });
    renderAt('/select-plan');
    expect(
      await screen.findByRole('heading', { name: "Your store's address" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 9')).toBeInTheDocument();
  });

  it('saves the chosen plan and goes on to pay it', async () => {
    let state = onboardingStateAt('plan');
    const api = mockApi({
      'GET /onboarding': () => ({ body: state }),
      'PUT /onboarding/plan': () => {
        state = onboardingStateAt('plan_payment', {
          plan_id: 2,
          extra_locations: 2,
          monthly_total: '109.00',
        });
        return { body: state };
      },
    });
    const user = userEvent.setup();
    renderAt('/select-plan');

    await user.click(await screen.findByRole('radio', { name: /^Growth/ }));
    await user.clear(screen.getByLabelText('Extra locations'));
    await user.type(screen.getByLabelText('Extra locations'), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Confirm your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$109.00 a month')).toBeInTheDocument();
    expect(api.callsTo('PUT /onboarding/plan')[0]?.body).toEqual({
      plan_id: 2,
      extra_locations: 2,
    });
  });

  it('opens the failure page when the bank account is refused', async () => {
    mockApi({
      'GET /onboarding': { body: onboardingStateAt('payouts') },
      'POST /onboarding/payouts': {
        status: 400,
        body: {
          code: 'PAYOUTS.FAILED',
          message: ONBOARDING_MESSAGES.payoutsFailed,
          errors: { non_field_errors: ONBOARDING_MESSAGES.payoutsFailed },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/connect-stripe');

    await user.type(
      await screen.findByLabelText('Account holder'),
      'Nora Bright',
    );
    await user.type(screen.getByLabelText('Routing number'), '110000000');
    await user.type(screen.getByLabelText('Account number'), '000111111116');
    await user.click(screen.getByRole('button', { name: 'Connect account' }));

    expect(
      await screen.findByRole('heading', {
        name: 'We could not connect your account',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/connect-stripe',
    );
  });

  it('opens the store at the end and links its storefront', async () => {
    const owner = loginResponseFor(ROLES.STORE_OWNER);
    mockApi({
      'GET /onboarding': { body: onboardingStateAt('complete') },
      'POST /onboarding/complete': {
        body: {
          ...owner,
          store: {
            ...owner.store!,
            url: 'bright-gems.localhost',
            is_onboarding_complete: true,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/complete-setup');

    await user.click(
      await screen.findByRole('button', { name: 'Open my store' }),
    );

    expect(await screen.findByText('Bright Gems is open')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Visit your storefront' }),
    ).toHaveAttribute('href', 'http://bright-gems.localhost/');
    expect(readSession().store?.is_onboarding_complete).toBe(true);
  });
});

const renderPayment = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<StorePortalRoutes basePath="/portal" />}
      />
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route: '/portal/payment',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store payment page (/portal/payment)', () => {
  it("shows a complete store's plan and what was paid", async () => {
    mockApi({
      'GET /onboarding': {
        body: onboardingStateAt('complete', {
          is_onboarding_complete: true,
          next_path: '/portal/location',
          plan_id: 2,
          extra_locations: 1,
          monthly_total: '94.00',
          plan_paid: { brand: 'visa', last4: '4242' },
        }),
      },
    });
    renderPayment();
    expect(
      await screen.findByRole('heading', { name: 'Your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$94.00 a month')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The first month was paid with the visa card ending 4242.',
      ),
    ).toBeInTheDocument();
  });

  it('sends an unfinished store on with its set-up', async () => {
    mockApi({ 'GET /onboarding': { body: onboardingStateAt('shipping') } });
    renderPayment();
    expect(
      await screen.findByRole('heading', { name: 'How do you ship?' }),
    ).toBeInTheDocument();
  });
});
