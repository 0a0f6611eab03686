import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import type { TeamMember, TeamPage } from 'shared/contracts/vendorTeam';
import { renderVendorPortalAt } from '../../testing/renderAt';

// My Team: /portal/users (the team table: status tabs, search, actions asked first) and
// /portal/user/add (the invitation form); vendor staff are told the pages are the owner's.

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 6,
  email: 'staff@fixit.test',
  first_name: 'Tara',
  last_name: 'Tech',
  phone: null,
  role: 'staff',
  status: 'active',
  invitation_expires_on: null,
  version: 2,
  ...over,
});
const OWNER = member({
  id: 5,
  email: 'owner@fixit.test',
  first_name: 'Felix',
  last_name: 'Fixit',
  role: 'owner',
});
const TARA = member({});
const OMAR = member({
  id: 31,
  email: 'omar@fixit.test',
  first_name: 'Omar',
  last_name: 'Oak',
  status: 'invited',
  invitation_expires_on: '2026-12-02T10:00:00+00:00',
  version: 1,
});
const pageOf = (results: TeamMember[]): TeamPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: {
    all: results.length,
    active: results.filter((m) => m.status === 'active').length,
    invited: results.filter((m) => m.status === 'invited').length,
    deactivated: 0,
  },
});

/** The seats answer every page of the team asks for. */
const SEATS = {
  'GET /vendor/users/seats': {
    body: { used: 3, included: 5, plan_name: 'Workshop' },
  },
};

describe('My Team (/portal/users)', () => {
  it('lists the team, searches and filters on the server, and deactivates after asking', async () => {
    let deactivated = false;
    const api = mockApi({
      ...SEATS,
      'GET /vendor/users': (call) => ({
        body:
          call.query.status === 'invited' || call.query.search === 'omar'
            ? pageOf([OMAR])
            : pageOf([
                OWNER,
                deactivated ? { ...TARA, status: 'deactivated' } : TARA,
                OMAR,
              ]),
      }),
      'POST /vendor/users/6/deactivate': () => {
        deactivated = true;
        return { body: { ...TARA, status: 'deactivated', version: 3 } };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/users', ROLES.VENDOR_OWNER);

    const tara = await screen.findByRole('row', { name: /Tara Tech/ });
    expect(within(tara).getByText('Active')).toBeInTheDocument();
    const felix = screen.getByRole('row', { name: /Felix Fixit/ });
    expect(within(felix).getByText('Owner')).toBeInTheDocument();
    expect(within(felix).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Invited (1)' }),
    ).toBeInTheDocument();

    await user.click(
      within(tara).getByRole('button', { name: 'Deactivate Tara Tech' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Tara Tech?');
    await user.click(
      within(dialog).getByRole('button', { name: 'Deactivate' }),
    );
    expect(
      await screen.findByText('Tara Tech is deactivated.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/users/6/deactivate')[0]!.body).toEqual({
      version: 2,
    });
    expect(
      await screen.findByRole('button', { name: 'Reactivate Tara Tech' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Invited (1)' }));
    expect(
      await screen.findByRole('button', { name: 'Re-send Omar Oak' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Tara Tech/ })).toBeNull();
    expect(api.callsTo('GET /vendor/users').at(-1)!.query).toMatchObject({
      status: 'invited',
      page: '1',
    });
  });

  it('withdraws an invitation with the spec’s confirm text; a refusal says why', async () => {
    const api = mockApi({
      ...SEATS,
      'GET /vendor/users': { body: pageOf([OWNER, OMAR]) },
      'DELETE /vendor/users/31/invitation': {
        status: 409,
        body: {
          code: 'STAFF_JOINED',
          message:
            'This person has already signed up: there is no open invitation.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/users', ROLES.VENDOR_OWNER);
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw Omar Oak' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'This person has already signed up: there is no open invitation.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /vendor/users/31/invitation')).toHaveLength(1);
  });

  it('says what to do when nobody matches', async () => {
    mockApi({ ...SEATS, 'GET /vendor/users': { body: pageOf([]) } });
    renderVendorPortalAt('/portal/users?search=zed', ROLES.VENDOR_OWNER);
    expect(await screen.findByText(/Nobody here yet/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Invite a team member' }),
    ).toHaveAttribute('href', '/portal/user/add');
  });

  it('tells vendor staff the page is the owner’s, without asking the api', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/users', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/My Team is the owner’s page/)).toBeInTheDocument();
    expect(api.callsTo('GET /vendor/users')).toHaveLength(0);
  });
});

describe('invite a team member (/portal/user/add)', () => {
  it('checks the spec’s rules, shows the api’s refusal on the field, then lands on the list', async () => {
    const api = mockApi({
      ...SEATS,
      'GET /vendor/users': { body: pageOf([OWNER, OMAR]) },
      'POST /vendor/users/invitations': (call) =>
        (call.body as { email: string }).email === 'owner@fixit.test'
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: 'This email already belongs to an account.',
                errors: { email: 'This email already belongs to an account.' },
              },
            }
          : { status: 201, body: OMAR },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/user/add', ROLES.VENDOR_OWNER);

    await user.type(await screen.findByLabelText(/First name/), 'O1');
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Please enter 2 to 30 letters and spaces only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/users/invitations')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Omar');
    await user.type(screen.getByLabelText(/Last name/), 'Oak');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'owner@fixit.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    // On the field (and in the form's banner); what was typed stays.
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'This email already belongs to an account.',
      ),
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Omar');

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'omar@fixit.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation sent to omar@fixit.test.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/users/invitations').at(-1)!.body).toEqual({
      first_name: 'Omar',
      last_name: 'Oak',
      email: 'omar@fixit.test',
    });
    expect(
      screen.getByRole('heading', { name: 'My Team' }),
    ).toBeInTheDocument();
  });
});
