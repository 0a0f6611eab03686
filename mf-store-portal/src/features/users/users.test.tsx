import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { staffMember, staffPageOf } from './staffFixtures';
import { UsersPage } from './UsersPage';

const renderPage = (
  role: number = ROLES.STORE_OWNER,
  route = '/portal/users',
) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/users" element={<UsersPage />} />
    </Routes>,
    {
      route,
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const invited = staffMember({
  id: 22,
  email: 'omar@acme.test',
  first_name: '',
  last_name: '',
  status: 'invited',
  locations: [],
});

describe('the store team (/portal/users)', () => {
  it('lists the staff with status in words and their locations, and searches on the server', async () => {
    const api = mockApi({
      'GET /stores/1/staff': (call) => ({
        body: staffPageOf(
          call.query.search === 'omar' ? [invited] : [staffMember(), invited],
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage();

    const nina = await screen.findByRole('row', { name: /Nina North/ });
    expect(within(nina).getByText('Active')).toBeInTheDocument();
    expect(within(nina).getByText('Acme Downtown')).toBeInTheDocument();
    expect(
      within(nina).getByRole('link', { name: 'Nina North' }),
    ).toHaveAttribute('href', '/portal/users/21');
    const omar = screen.getByRole('row', { name: /omar@acme.test/ });
    expect(within(omar).getByText('Invited')).toBeInTheDocument();
    expect(within(omar).getByText('No access yet')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search staff' }),
      'omar{Enter}',
    );
    expect(
      await screen.findByRole('row', { name: /omar@acme.test/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('row', { name: /Nina North/ }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/staff').at(-1)!.query).toMatchObject({
      search: 'omar',
      page: '1',
    });
  });

  it('invites by email: the address is checked, the api’s refusal shows on the field, success says where it went', async () => {
    const api = mockApi({
      'GET /stores/1/staff': { body: staffPageOf([]) },
      'POST /stores/1/staff/invitations': (call) =>
        (call.body as { email: string }).email === 'owner@acme.test'
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: 'This email already belongs to an account.',
                errors: { email: 'This email already belongs to an account.' },
              },
            }
          : { status: 201, body: invited },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'No staff yet. Invite the first member of your team.',
      ),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Invite staff member' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Invite a staff member',
    });
    const email = within(dialog).getByLabelText(/Email/);
    await user.type(email, 'not-an-email');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /stores/1/staff/invitations')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'owner@acme.test');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await within(dialog).findAllByText(
        'This email already belongs to an account.',
      ),
    ).not.toHaveLength(0);
    expect(email).toHaveValue('owner@acme.test');

    await user.clear(email);
    await user.type(email, 'omar@acme.test');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await screen.findByText('Invitation sent to omar@acme.test.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('POST /stores/1/staff/invitations').at(-1)!.body,
    ).toEqual({
      email: 'omar@acme.test',
    });
  });

  it('refuses a staff member who opens the URL, without asking the api', async () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_STAFF);
    expect(
      screen.getByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
