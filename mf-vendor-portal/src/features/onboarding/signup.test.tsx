import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi } from 'shared/testing';
import { fresh, renderAt, SENT } from './testing';

// A new vendor signs up and opens the mailed link.

describe('vendor sign-up', () => {
  it('checks the form in the page, then says a link was mailed whatever the email', async () => {
    const api = mockApi({
      'POST /vendor-signup': { body: { message: SENT } },
    });
    const user = userEvent.setup();
    renderAt('/signup', false);
    await user.type(
      await screen.findByLabelText('Workshop name'),
      'Bench & Co',
    );
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'New');
    await user.type(screen.getByLabelText('Email'), 'nora@bench.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findAllByText(
        'Use at least 8 characters with a letter and a digit.',
      ),
    ).not.toHaveLength(0);
    expect(api.callsTo('POST /vendor-signup')).toHaveLength(0);
    expect(screen.getByLabelText('Workshop name')).toHaveValue('Bench & Co');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Bench-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByText('nora@bench.test')).toBeInTheDocument();
    expect(api.callsTo('POST /vendor-signup')[0]?.body).toEqual({
      vendor_name: 'Bench & Co',
      first_name: 'Nora',
      last_name: 'New',
      email: 'nora@bench.test',
      password: 'Bench-pass-1',
    });
  });

  it('the mailed link creates the account with one click, signs the owner in and welcomes them', async () => {
    const token = 'c'.repeat(43);
    const api = mockApi({
      'POST /vendor-signup/confirm': {
        status: 201,
        body: {
          ...loginResponseFor(7),
          registration_steps: {
            subscription: false,
            address: false,
            bank_account: false,
          },
        },
      },
      'GET /vendor/onboarding': { body: fresh() },
    });
    const user = userEvent.setup();
    renderAt(`/create-account?token=${token}`, false);
    await user.click(
      await screen.findByRole('button', { name: 'Create my workshop account' }),
    );
    expect(
      await screen.findByText('Three steps set up Bench & Co:'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/welcome');
    expect(api.callsTo('POST /vendor-signup/confirm')[0]?.body).toEqual({
      token,
    });
    expect(readSession().registrationSteps).toEqual({
      subscription: false,
      address: false,
      bank_account: false,
    });
    expect(
      screen.getByRole('link', { name: 'Start with a plan' }),
    ).toHaveAttribute('href', '/selectplan');
  });

  it('says when the link is used or expired, and offers to sign up again', async () => {
    mockApi({
      'POST /vendor-signup/confirm': {
        status: 400,
        body: {
          code: 'SIGNUP_LINK_INVALID',
          message:
            'This sign-up link is invalid or has expired. Sign up again to get a new one.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderAt(`/create-account?token=${'d'.repeat(43)}`, false);
    await user.click(
      await screen.findByRole('button', { name: 'Create my workshop account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-up link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
