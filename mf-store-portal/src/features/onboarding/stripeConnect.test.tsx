import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { ROLES } from 'shared/permissions';
import {
  acmeStore,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { leavePortal } from './leavePortal';
import { onboardingStateAt } from './testing';

// jsdom cannot load another site: the one function that leaves the portal is replaced.
jest.mock('./leavePortal', () => ({ leavePortal: jest.fn() }));

const AT_PAYOUTS = onboardingStateAt('payouts', { payouts_provider: 'stripe' });
const LINK = 'https://connect.stripe.com/setup/e/acct_1/abc';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER, {
        store: { ...acmeStore, is_onboarding_complete: false },
      }),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('/connect-stripe with Stripe configured', () => {
  afterEach(() => jest.mocked(leavePortal).mockReset());

  it('sends the owner to Stripe’s onboarding link instead of asking for a bank account', async () => {
    const api = mockApi({
      'GET /onboarding': { body: AT_PAYOUTS },
      'POST /onboarding/payouts/stripe-link': { body: { url: LINK } },
    });
    renderAt('/connect-stripe');

    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Connect with Stripe' }),
      );

    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(api.callsTo('POST /onboarding/payouts/stripe-link')).toHaveLength(1);
    expect(leavePortal).toHaveBeenCalledWith(LINK);
  });

  it('says why when no link can be made, and stays on the page', async () => {
    mockApi({
      'GET /onboarding': { body: AT_PAYOUTS },
      'POST /onboarding/payouts/stripe-link': {
        status: 409,
        body: {
          code: 'PAYOUTS.NOT_CONFIGURED',
          message: ONBOARDING_MESSAGES.stripeNotConfigured,
          errors: {},
        },
      },
    });
    renderAt('/connect-stripe');

    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Connect with Stripe' }),
      );

    expect(
      await screen.findByText(ONBOARDING_MESSAGES.stripeNotConfigured),
    ).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('back from Stripe with a ready account, goes on to the last step', async () => {
    const done = onboardingStateAt('complete', {
      payouts_provider: 'stripe',
      payouts_last4: '6789',
    });
    let state = AT_PAYOUTS;
    const api = mockApi({
      'GET /onboarding': () => ({ body: state }),
      'POST /onboarding/payouts/stripe-return': () => {
        state = done;
        return { body: done };
      },
    });
    renderAt('/connect-stripe?stripe=return');

    expect(
      await screen.findByRole('heading', { name: "You're ready to sell" }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /onboarding/payouts/stripe-return')).toHaveLength(
      1,
    );
  });

  it('back from Stripe before the account is ready, opens the failure page with a retry', async () => {
    mockApi({
      'GET /onboarding': { body: AT_PAYOUTS },
      'POST /onboarding/payouts/stripe-return': {
        status: 409,
        body: {
          code: 'PAYOUTS.INCOMPLETE',
          message: ONBOARDING_MESSAGES.stripeIncomplete,
          errors: {},
        },
      },
    });
    renderAt('/connect-stripe?stripe=return');

    expect(
      await screen.findByRole('heading', {
        name: 'We could not connect your account',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      ONBOARDING_MESSAGES.stripeIncomplete,
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/connect-stripe',
    );
  });
});
