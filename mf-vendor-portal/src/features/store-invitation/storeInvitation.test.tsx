import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_VENDOR_MESSAGES } from 'shared/contracts/storeVendors';
import { ROLES } from 'shared/permissions';
import { loginResponseFor, mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /store-invitation/{uid} on the vendor host, the link of a store's invitation mail.

const UID = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';
const LINK = `/store-invitations/${UID}`;
const INFO = {
  store_name: 'Acme Jewelers',
  email: 'owner@fixit.test',
  expires_on: '2026-03-09T10:00:00.000Z',
};

describe('a store’s invitation (/store-invitation/{uid})', () => {
  it('shows the store to the vendor owner, who accepts it', async () => {
    const api = mockApi({
      [`GET ${LINK}`]: { body: INFO },
      [`POST ${LINK}/accept`]: {
        body: {
          message: STORE_VENDOR_MESSAGES.accepted,
          store_name: 'Acme Jewelers',
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(`/store-invitation/${UID}`, ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'Acme Jewelers invites you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('owner@fixit.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(STORE_VENDOR_MESSAGES.accepted),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${LINK}/accept`)).toHaveLength(1);
    expect(api.callsTo(`POST ${LINK}/decline`)).toHaveLength(0);
  });

  it('says clearly when the link is used, expired or unknown', async () => {
    mockApi({
      [`GET ${LINK}`]: {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: STORE_VENDOR_MESSAGES.invitationInvalid,
          errors: {},
        },
      },
    });
    renderVendorPortalAt(`/store-invitation/${UID}`, ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText(STORE_VENDOR_MESSAGES.invitationInvalid),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
  });

  it('tells the owner of another email that the invitation is not theirs', async () => {
    const refusal =
      'This invitation was sent to owner@fixit.test, not to the email of your account. Log in with the vendor account of owner@fixit.test to accept it, or ask the store to invite your email.';
    mockApi({
      [`GET ${LINK}`]: { body: INFO },
      [`POST ${LINK}/accept`]: {
        status: 403,
        body: { code: 'FORBIDDEN', message: refusal, errors: {} },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(`/store-invitation/${UID}`, ROLES.VENDOR_OWNER);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('lets a visitor log in to answer, or sign up with the invited email (another is refused on the field)', async () => {
    let accepted = false;
    const api = mockApi({
      [`GET ${LINK}`]: { body: INFO },
      [`POST ${LINK}/signup`]: (call) => {
        const body = call.body as { email: string };
        if (body.email !== INFO.email)
          return {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Please correct the errors below.',
              errors: {
                email: `Please use the email this invitation was sent to: ${INFO.email}.`,
              },
            },
          };
        accepted = true;
        return { status: 201, body: loginResponseFor(ROLES.VENDOR_OWNER) };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(`/store-invitation/${UID}`);
    expect(
      await screen.findByRole('heading', { name: 'Acme Jewelers invites you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Log in to answer' }),
    ).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/store-invitation/${UID}`)}`,
    );
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue(INFO.email);
    await user.type(screen.getByLabelText(/Workshop name/), 'Fixit Two');
    await user.type(screen.getByLabelText(/First name/), 'Finn');
    await user.type(screen.getByLabelText(/Last name/), 'Fixer');
    await user.clear(email);
    await user.type(email, 'finn@elsewhere.test');
    await user.type(screen.getByLabelText(/^Password/), 'Fixit-tw0');
    const submit = screen.getByRole('button', {
      name: 'Create account and accept',
    });
    await user.click(submit);
    expect(await screen.findByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining(
        `Please use the email this invitation was sent to: ${INFO.email}.`,
      ),
    );
    expect(screen.getByLabelText(/Workshop name/)).toHaveValue('Fixit Two');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), INFO.email);
    await user.click(submit);
    expect(
      await screen.findByText(STORE_VENDOR_MESSAGES.accepted),
    ).toBeInTheDocument();
    expect(accepted).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Set up your workshop' }),
    ).toHaveAttribute('href', '/welcome');
    expect(api.callsTo(`POST ${LINK}/signup`).at(-1)!.body).toEqual({
      vendor_name: 'Fixit Two',
      first_name: 'Finn',
      last_name: 'Fixer',
      email: INFO.email,
      password: 'Fixit-tw0',
    });
  });

  it('refuses vendor staff: only the owner answers', async () => {
    const api = mockApi({});
    renderVendorPortalAt(`/store-invitation/${UID}`, ROLES.VENDOR_STAFF);
    expect(
      await screen.findByText(
        "Only the vendor's owner can answer a store's invitation.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET ${LINK}`)).toHaveLength(0);
  });
});
