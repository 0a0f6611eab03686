import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { STAFF_MESSAGES } from 'shared/contracts/users';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { LOCATIONS, staffMember } from './staffFixtures';
import { StaffMemberPage } from './StaffMemberPage';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/users/:id" element={<StaffMemberPage />} />
      <Route path="/portal/users" element={<p>The team list</p>} />
    </Routes>,
    {
      route: '/portal/users/21',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const CUSTOMERS_VIEW_EVERYWHERE = {
  global_permissions: [{ module_id: 3, permissions: [3], is_enable: 1 }],
  locations_permissions: [
    {
      location_id: 1,
      permissions: [{ module_id: 5, permissions: [1, 2, 3], is_enable: 1 }],
    },
  ],
};

describe('a staff member’s page (/portal/users/:id)', () => {
  it('shows the current levels per location and saves a change with the version it started from', async () => {
    let member = staffMember();
    const api = mockApi({
      'GET /stores/1/staff/21': () => ({ body: member }),
      'GET /locations': { body: LOCATIONS },
      'PUT /stores/1/staff/21/permissions': (call) => {
        const body = call.body as {
          stores_permissions: typeof member.stores_permissions;
        };
        member = {
          ...member,
          stores_permissions: body.stores_permissions,
          version: 4,
        };
        return { body: member };
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Nina North' }),
    ).toBeInTheDocument();
    const scope = screen.getByLabelText('Permissions for');
    await user.selectOptions(scope, 'Acme Downtown');
    expect(
      screen.getByRole('combobox', { name: 'Sales orders, Acme Downtown' }),
    ).toHaveValue('edit');

    await user.selectOptions(scope, 'All locations');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Customers, all locations' }),
      'View',
    );
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    // One confirmation: the bar's focused note, in the page's words.
    expect(await screen.findByText(/Permissions saved/)).toHaveFocus();
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/staff/21/permissions')[0]!.body).toEqual({
      version: 3,
      stores_permissions: CUSTOMERS_VIEW_EVERYWHERE,
    });
    expect(
      screen.queryByRole('button', { name: 'SAVE' }),
    ).not.toBeInTheDocument();
  });

  it('a stale save says so, keeps the choice made here, and the next SAVE sends the new version', async () => {
    let member = staffMember();
    let stale = true;
    const api = mockApi({
      'GET /stores/1/staff/21': () => ({ body: member }),
      'GET /locations': { body: LOCATIONS },
      'PUT /stores/1/staff/21/permissions': () => {
        if (stale) {
          stale = false;
          member = { ...member, version: 7 };
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: STAFF_MESSAGES.stale,
              errors: {},
            },
          };
        }
        return { body: { ...member, version: 8 } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const customers = await screen.findByRole('combobox', {
      name: 'Customers, all locations',
    });
    await user.selectOptions(customers, 'View');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText(STAFF_MESSAGES.stale)).toBeInTheDocument();
    expect(customers).toHaveValue('view');
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(/Permissions saved/)).toBeInTheDocument();
    const saves = api.callsTo('PUT /stores/1/staff/21/permissions');
    expect(saves.map((c) => (c.body as { version: number }).version)).toEqual([
      3, 7,
    ]);
  });

  it('deactivates only after the confirm dialog', async () => {
    let member = staffMember();
    const api = mockApi({
      'GET /stores/1/staff/21': () => ({ body: member }),
      'GET /locations': { body: LOCATIONS },
      'POST /stores/1/staff/21/deactivate': () => {
        member = { ...member, status: 'deactivated', version: 4 };
        return { body: member };
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deactivate Nina North?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /stores/1/staff/21/deactivate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog', {
      name: 'Deactivate Nina North?',
    });
    await user.click(within(again).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByRole('button', { name: 'Reactivate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(api.callsTo('POST /stores/1/staff/21/deactivate')[0]!.body).toEqual({
      version: 3,
    });
  });

  it('an invitation can be sent again, or withdrawn after the confirm dialog (back to the list)', async () => {
    let member = staffMember({
      first_name: '',
      last_name: '',
      email: 'omar@acme.test',
      status: 'invited',
      locations: [],
    });
    const api = mockApi({
      'GET /stores/1/staff/21': () => ({ body: member }),
      'GET /locations': { body: LOCATIONS },
      'POST /stores/1/staff/21/invitation': () => {
        member = { ...member, version: 4 };
        return { body: member };
      },
      'DELETE /stores/1/staff/21/invitation': {
        body: { message: 'The invitation was withdrawn.' },
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Re-send invitation' }),
    );
    expect(
      await screen.findByText('A new invitation was sent to omar@acme.test.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /stores/1/staff/21/invitation')[0]!.body).toEqual({
      version: 3,
    });

    await user.click(
      screen.getByRole('button', { name: 'Withdraw invitation' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The team list')).toBeInTheDocument();
    expect(api.callsTo('DELETE /stores/1/staff/21/invitation')).toHaveLength(1);
  });
});
