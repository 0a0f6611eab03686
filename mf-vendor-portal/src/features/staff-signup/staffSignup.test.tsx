import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /staff-signup/{vendor_id}/{uuid} on the vendor host, the link of My Team's mail.

const UUID = '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f';
const LINK = `/auth/vendor/staff-signup/1/${UUID}`;
const EMPTY_PAGE = {
  results: [],
  count: 0,
  page: 1,
  page_size: 1,
  status_counts: {},
};

describe('vendor staff sign-up (/staff-signup/{vendor_id}/{uuid})', () => {
  it('checks the form by the spec’s rules, then logs the person in on their home', async () => {
    const api = mockApi({
      [`GET ${LINK}`]: {
        body: {
          email: 'nina@fixit.test',
          first_name: 'Nina',
          last_name: 'North',
          vendor_name: 'Fixit Workshop',
        },
      },
      [`POST ${LINK}`]: {
        status: 201,
        body: loginResponseFor(ROLES.VENDOR_STAFF),
      },
      'GET /vendors/me': {
        body: {
          id: 1,
          name: 'Fixit Workshop Home',
          owner: { first_name: 'Felix', last_name: 'Fixit' },
        },
      },
      'GET /vendor/work-orders': { body: EMPTY_PAGE },
      'GET /vendor/sales-orders': { body: EMPTY_PAGE },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(`/staff-signup/1/${UUID}`);

    expect(
      await screen.findByRole('heading', { name: 'Join Fixit Workshop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('nina@fixit.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Nina');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(
        'Use at least 8 characters with a letter and a digit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${LINK}`)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Welcome123');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Welcome123');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    // Their home: the vendor portal's dashboard.
    expect(
      await screen.findByRole('heading', { name: 'Fixit Workshop Home' }),
    ).toBeInTheDocument();
    expect(readSession().role?.role_id).toBe(ROLES.VENDOR_STAFF);
    expect(api.callsTo(`POST ${LINK}`)[0]!.body).toEqual({
      first_name: 'Nina',
      last_name: 'North',
      phone: null,
      password: 'Welcome123',
    });
  });

  it('a used link says so and offers the login page instead of the form', async () => {
    mockApi({
      [`GET ${LINK}`]: {
        status: 404,
        body: {
          code: 'INVITATION_USED',
          message:
            'This invitation has already been used. Log in with your email and password.',
          errors: {},
        },
      },
    });
    renderVendorPortalAt(`/staff-signup/1/${UUID}`);
    expect(
      await screen.findByText(
        'This invitation has already been used. Log in with your email and password.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to the login page' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });
});
