import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import type { TeamMember, TeamPage } from 'shared/contracts/vendorTeam';
import { renderVendorPortalAt } from '../../testing/renderAt';

// The plan's seats on My Team: the count ("3 of 5 seats used"), the way to a larger plan
// once every seat is taken, and the api's refusal of an invitation or a reactivation past them.

const FULL =
  'All seats of your Bench plan are taken (1 of 1: active people and open invitations). Change your plan to add more people.';
const refusal = {
  status: 409,
  body: { code: 'PLAN.SEATS', message: FULL, errors: {} },
};
const FELIX: TeamMember = {
  id: 5,
  email: 'owner@fixit.test',
  first_name: 'Felix',
  last_name: 'Fixit',
  phone: null,
  role: 'owner',
  status: 'active',
  invitation_expires_on: null,
  version: 1,
};
const FRED: TeamMember = {
  ...FELIX,
  id: 9,
  email: 'fred@fixit.test',
  first_name: 'Fred',
  last_name: 'Former',
  role: 'staff',
  status: 'deactivated',
};
const pageOf = (results: TeamMember[]): TeamPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: { all: results.length, active: 1, deactivated: 1 },
});

describe('My Team’s seats', () => {
  it('shows the seats used of the plan; with a free seat, no call to change plan', async () => {
    mockApi({
      'GET /vendor/users': { body: pageOf([FELIX, FRED]) },
      'GET /vendor/users/seats': {
        body: { used: 3, included: 5, plan_name: 'Workshop' },
      },
    });
    renderVendorPortalAt('/portal/users', ROLES.VENDOR_OWNER);
    const seats = await screen.findByRole('region', { name: 'Seats' });
    expect(seats).toHaveTextContent('3 of 5 seats used on the Workshop plan.');
    expect(within(seats).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when every seat is taken, links to the plan; a reactivation past them is refused with the api’s words', async () => {
    const api = mockApi({
      'GET /vendor/users': { body: pageOf([FELIX, FRED]) },
      'GET /vendor/users/seats': {
        body: { used: 1, included: 1, plan_name: 'Bench' },
      },
      'POST /vendor/users/9/reactivate': refusal,
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/users', ROLES.VENDOR_OWNER);
    const seats = await screen.findByRole('region', { name: 'Seats' });
    expect(seats).toHaveTextContent('1 of 1 seat used on the Bench plan.');
    expect(
      within(seats).getByRole('link', { name: 'Change plan' }),
    ).toHaveAttribute('href', '/portal/setting/plan');
    await user.click(
      await screen.findByRole('button', { name: 'Reactivate Fred Former' }),
    );
    expect(await screen.findByText(FULL)).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/users/9/reactivate')).toHaveLength(1);
  });

  it('an invitation past the seats is refused: the form says so, keeps what was typed and the count is asked again', async () => {
    const api = mockApi({
      'GET /vendor/users/seats': {
        body: { used: 1, included: 1, plan_name: 'Bench' },
      },
      'POST /vendor/users/invitations': refusal,
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/user/add', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('region', { name: 'Seats' }),
    ).toHaveTextContent('1 of 1 seat used');
    await user.type(screen.getByLabelText(/First name/), 'Nina');
    await user.type(screen.getByLabelText(/Last name/), 'North');
    await user.type(screen.getByLabelText(/Email/), 'nina@fixit.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(FULL)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('nina@fixit.test');
    await waitFor(() =>
      expect(api.callsTo('GET /vendor/users/seats')).toHaveLength(2),
    );
  });
});
