import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { STAFF_MESSAGES } from 'shared/contracts/users';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi, renderWithProviders } from 'shared/testing';
import { StaffSignupPage } from './StaffSignupPage';

const UUID = '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/staff-signup/:vendor_id/:uuid"
        element={<StaffSignupPage />}
      />
      <Route path="/portal/location" element={<h1>Locations</h1>} />
    </Routes>,
    {
      route: `/staff-signup/1/${UUID}`,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('staff sign-up (/staff-signup/{store_id}/{uuid})', () => {
  it('checks the form by the spec’s rules, then signs the person in and lands on their home', async () => {
    const api = mockApi({
      [`GET /staff-signup/1/${UUID}`]: {
        body: { email: 'nina@acme.test', store_name: 'Acme Jewelers' },
      },
      'POST /staff-signup': {
        status: 201,
        body: loginResponseFor(ROLES.STORE_STAFF),
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Join Acme Jewelers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('nina@acme.test')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'N1');
    await user.type(screen.getByLabelText(/Last name/), 'North');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('Please enter 2 to 30 letters and spaces only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Use at least 8 characters with a letter and a digit.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /staff-signup')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Nina');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Welcome123');
    await user.type(screen.getByLabelText(/Confirm password/), 'Welcome123');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
    expect(readSession().role?.role_id).toBe(ROLES.STORE_STAFF);
    expect(api.callsTo('POST /staff-signup')[0]!.body).toEqual({
      store_id: 1,
      uuid: UUID,
      first_name: 'Nina',
      last_name: 'North',
      phone: null,
      password: 'Welcome123',
    });
  });

  it('a used link says so and offers the login page instead of the form', async () => {
    mockApi({
      [`GET /staff-signup/1/${UUID}`]: {
        status: 410,
        body: {
          code: 'INVITATION_USED',
          message: STAFF_MESSAGES.invitationUsed,
          errors: {},
        },
      },
    });
    renderPage();
    expect(
      await screen.findByText(STAFF_MESSAGES.invitationUsed),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to the login page' }),
    ).toHaveAttribute('href', '/portal/login');
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });
});
