import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_VENDOR_MESSAGES } from 'shared/contracts/storeVendors';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// Issue 11: /store-invitation/{uid} on the vendor host, the link of a store's invitation mail.

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
