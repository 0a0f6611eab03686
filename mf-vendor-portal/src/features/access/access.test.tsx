import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// The vendor host's home page and its password reset (the shared access pages, on the
// vendor side: /auth/vendor/* and paths without /portal).

const NEUTRAL =
  'If an account exists for this email, we sent a link to reset the password.';
const KEY = 'Ng';
const TOKEN = 'b'.repeat(43);

const renderAt = (route: string, role?: number) =>
  renderVendorPortalAt(route, role);

describe('the vendor home page', () => {
  it('shows a visitor the way in: log in, or a new password', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: "Your workshop's portal" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      screen.getByRole('link', { name: 'Forgot password?' }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(
      screen.getByRole('link', { name: 'Sign up your workshop' }),
    ).toHaveAttribute('href', '/signup');
  });

  it('sends a signed-in vendor user to the dashboard', async () => {
    mockApi({
      'GET /vendors/me': {
        body: {
          id: 1,
          name: 'Fixit Workshop',
          owner: { first_name: 'Felix', last_name: 'Fixit' },
        },
      },
    });
    renderAt('/', 7);
    expect(await screen.findByText(/Fixit Workshop/)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "Your workshop's portal" }),
    ).not.toBeInTheDocument();
  });
});

describe('the vendor password reset', () => {
  it('the login page links to it; the request goes to the vendor side and shows the inbox page', async () => {
    const api = mockApi({
      'POST /auth/vendor/forgot-password': { body: { message: NEUTRAL } },
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(
      await screen.findByRole('link', { name: 'Forgot password?' }),
    );
    await user.type(await screen.findByLabelText('Email'), 'staff@fixit.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL);
    expect(
      screen.getByRole('link', { name: 'Back to log in' }),
    ).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /auth/vendor/forgot-password')[0]?.body).toEqual({
      email: 'staff@fixit.test',
    });
  });

  it('sets the new password through the vendor side and offers the vendor login', async () => {
    const api = mockApi({
      [`GET /auth/vendor/reset-password/${KEY}/${TOKEN}`]: {
        body: { valid: true, email: 'staff@fixit.test' },
      },
      'POST /auth/vendor/reset-password': {
        body: { message: 'Your password has been reset.' },
      },
    });
    const user = userEvent.setup();
    renderAt(`/reset-password/${KEY}/${TOKEN}`);
    expect(await screen.findByText('For staff@fixit.test')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'N3w-vendor-pass');
    await user.type(
      screen.getByLabelText('Confirm the new password'),
      'N3w-vendor-pass',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('link', {
        name: 'Log in with your new password',
      }),
    ).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /auth/vendor/reset-password')[0]?.body).toEqual({
      key: KEY,
      token: TOKEN,
      password: 'N3w-vendor-pass',
    });
  });

  it('says when a link is used or expired, and offers a new one', async () => {
    mockApi({
      [`GET /auth/vendor/reset-password/${KEY}/${TOKEN}`]: {
        status: 400,
        body: {
          code: 'RESET_LINK_INVALID',
          message: 'This password reset link is invalid or has expired.',
          errors: {},
        },
      },
    });
    renderAt(`/reset-password/${KEY}/${TOKEN}`);
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ask for a new link' }),
    ).toHaveAttribute('href', '/forgot-password');
  });
});
