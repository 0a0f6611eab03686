import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { STAFF_MESSAGES, type PortalProfile } from 'shared/contracts/users';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { ProfilePage } from './ProfilePage';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/store-staff-profile" element={<ProfilePage />} />
    </Routes>,
    {
      route: '/portal/store-staff-profile',
      session: sessionFor(ROLES.STORE_STAFF),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const profile: PortalProfile = {
  id: 13,
  email: 'sam@acme.test',
  first_name: 'Sam',
  last_name: 'Staff',
  phone: null,
  version: 2,
};

describe('the portal profile', () => {
  it('saves name and phone with the version it started from; a stale save keeps what was typed', async () => {
    let current = profile;
    let stale = true;
    const api = mockApi({
      'GET /portal/profile': () => ({ body: current }),
      'PUT /portal/profile': (call) => {
        if (stale) {
          stale = false;
          current = { ...current, version: 3 };
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: STAFF_MESSAGES.profileStale,
              errors: {},
            },
          };
        }
        const body = call.body as PortalProfile;
        current = { ...current, ...body, version: 4 };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const details = await screen.findByRole('form', { name: 'Your details' });
    const first = within(details).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Samuel');
    await user.type(within(details).getByLabelText(/Phone/), 'abc');
    await user.click(
      within(details).getByRole('button', { name: 'Save details' }),
    );
    expect(
      await within(details).findByText('Please enter a valid phone number'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /portal/profile')).toHaveLength(0);

    await user.clear(within(details).getByLabelText(/Phone/));
    await user.type(within(details).getByLabelText(/Phone/), '555 123 4567');
    await user.click(
      within(details).getByRole('button', { name: 'Save details' }),
    );
    expect(
      await within(details).findByText(STAFF_MESSAGES.profileStale),
    ).toBeInTheDocument();
    expect(first).toHaveValue('Samuel');

    await user.click(
      await within(details).findByRole('button', { name: 'Save details' }),
    );
    // One confirmation: the bar's focused note, in the form's words.
    expect(
      await within(details).findByText('Your details are saved.'),
    ).toHaveFocus();
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /portal/profile').map((c) => c.body)).toEqual([
      {
        version: 2,
        first_name: 'Samuel',
        last_name: 'Staff',
        phone: '555 123 4567',
      },
      {
        version: 3,
        first_name: 'Samuel',
        last_name: 'Staff',
        phone: '555 123 4567',
      },
    ]);
    expect(readSession().user?.first_name).toBe('Samuel');
  });

  it('changes the password only with the current one; a wrong current password shows on its field', async () => {
    const api = mockApi({
      'GET /portal/profile': { body: profile },
      'POST /portal/profile/password': (call) =>
        (call.body as { current_password: string }).current_password ===
        'Right1234'
          ? { body: { message: STAFF_MESSAGES.passwordChanged } }
          : {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: STAFF_MESSAGES.currentPassword,
                errors: { current_password: STAFF_MESSAGES.currentPassword },
              },
            },
    });
    const user = userEvent.setup();
    renderPage();

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(
      within(form).getByLabelText(/Current password/),
      'Wrong1234',
    );
    await user.type(within(form).getByLabelText(/^New password/), 'Changed123');
    await user.type(
      within(form).getByLabelText(/Confirm new password/),
      'Changed12',
    );
    await user.click(
      within(form).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(form).findByText('Passwords do not match.'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Confirm new password/), '3');
    await user.click(
      within(form).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(form).findAllByText(STAFF_MESSAGES.currentPassword),
    ).not.toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Current password/));
    await user.type(
      within(form).getByLabelText(/Current password/),
      'Right1234',
    );
    await user.click(
      within(form).getByRole('button', { name: 'Change password' }),
    );
    expect(
      await within(form).findByText(STAFF_MESSAGES.passwordChanged),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/profile/password').at(-1)!.body).toEqual({
      current_password: 'Right1234',
      new_password: 'Changed123',
    });
  });

  it('unsaved details show the Save/Discard bar; DISCARD puts back what was saved', async () => {
    mockApi({ 'GET /portal/profile': { body: profile } });
    const user = userEvent.setup();
    renderPage();

    const details = await screen.findByRole('form', { name: 'Your details' });
    const last = within(details).getByLabelText(/Last name/);
    await user.clear(last);
    await user.type(last, 'Smith');
    const bar = screen.getByRole('region', {
      name: 'Unsaved changes to your details',
    });
    await user.click(within(bar).getByRole('button', { name: 'DISCARD' }));
    expect(last).toHaveValue('Staff');
    expect(
      screen.queryByRole('region', { name: 'Unsaved changes to your details' }),
    ).not.toBeInTheDocument();
  });
});
