import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { onboardingStateAt } from './testing';

const OPEN_STORE = onboardingStateAt('complete', {
  is_onboarding_complete: true,
  next_path: '/portal/location',
  plan_id: 2,
  extra_locations: 1,
  monthly_total: '94.00',
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route: '/pay-per-location',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

async function payFor(count: string, number: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Locations to add');
  await user.clear(field);
  await user.type(field, count);
  await user.type(screen.getByLabelText('Name on card'), 'Nora Bright');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay and add' }));
}

describe('add locations (/pay-per-location)', () => {
  it('pays for more locations and shows the new monthly price', async () => {
    const api = mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      'POST /onboarding/extra-locations': {
        body: { ...OPEN_STORE, extra_locations: 3, monthly_total: '124.00' },
      },
    });
    renderPage();
    expect(
      await screen.findByText(/each more is \$15\.00 a month/),
    ).toBeInTheDocument();

    await payFor('2', '4242 4242 4242 4242');

    expect(
      await screen.findByText('Added. Your plan is now $124.00 a month.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /onboarding/extra-locations')[0]?.body).toEqual({
      count: 2,
      card: {
        name: 'Nora Bright',
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
      },
    });
  });

  it('tells a declined card beside the card number and keeps what was typed', async () => {
    mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      'POST /onboarding/extra-locations': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Your card was declined.',
          errors: { 'card.number': 'Your card was declined.' },
        },
      },
    });
    renderPage();

    await payFor('1', '4000 0000 0000 0002');

    expect(
      await screen.findByLabelText('Card number'),
    ).toHaveAccessibleDescription('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue(
      '4000 0000 0000 0002',
    );
  });
});
