import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_KEY_MESSAGES,
  type VendorApiKey,
  type VendorIntegrations,
} from 'shared/contracts/vendorSetup';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/setting/integrations: the owner's API keys (shown once in full when created,
// then only their last 4 characters; revoked after a confirm) and the payout provider's state.

jest.setTimeout(60_000);

const PATH = '/portal/setting/integrations';
const KEYS = 'vendor/settings/integrations/api-keys';

const keyOf = (over: Partial<VendorApiKey> = {}): VendorApiKey => ({
  id: 1,
  name: 'Shop till',
  last4: 'abcd',
  created_on: '2026-11-02T12:00:00.000Z',
  created_by: 'Felix Fixit',
  ...over,
});
const integrationsOf = (
  keys: VendorApiKey[],
  over: Partial<VendorIntegrations['payouts']> = {},
): VendorIntegrations => ({
  api_keys: keys,
  max_active_keys: 5,
  payouts: {
    stripe_connect: 'not_configured',
    test_provider: {
      status: 'connected',
      kind: 'us',
      account_holder: 'Felix Fixit',
      last4: '6789',
    },
    ...over,
  },
});

describe('integrations', () => {
  it('creates a key, shows it once, then lists only its last 4 characters', async () => {
    const FULL = 'vk_abcdefghijklmnopqrstuvwxyz0123456789ABCDwxyz';
    let keys: VendorApiKey[] = [];
    const api = mockApi({
      'GET /vendor/settings/integrations': () => ({
        body: integrationsOf(keys),
      }),
      [`POST /${KEYS}`]: () => {
        const created = keyOf({ id: 2, name: 'Stock system', last4: 'wxyz' });
        keys = [created];
        return { status: 201, body: { key: FULL, api_key: created } };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    expect(await screen.findByText(/No active keys\./)).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Payouts go to the US bank account of Felix Fixit ending in 6789/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.name)).toBeInTheDocument();
    expect(api.callsTo(`POST /${KEYS}`)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Key name/), 'Stock system');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('API key')).toHaveValue(FULL);
    expect(api.callsTo(`POST /${KEYS}`)[0]!.body).toEqual({
      name: 'Stock system',
    });
    const list = await screen.findByRole('list', { name: 'Active API keys' });
    expect(within(list).getByText('wxyz')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(FULL);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(document.body).not.toHaveTextContent(FULL);
  });

  it('revokes a key after asking; at the limit it offers no new key', async () => {
    let keys = [1, 2, 3, 4, 5].map((id) =>
      keyOf({ id, name: `Key ${id}`, last4: `000${id}` }),
    );
    const api = mockApi({
      'GET /vendor/settings/integrations': () => ({
        body: integrationsOf(keys),
      }),
      [`DELETE /${KEYS}/3`]: () => {
        keys = keys.filter((k) => k.id !== 3);
        return { body: {} };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText(API_KEY_MESSAGES.tooMany),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Revoke the key Key 3' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Revoke the key “Key 3”?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(`DELETE /${KEYS}/3`)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Revoke the key Key 3' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(
      await screen.findByText('The key “Key 3” is revoked.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /${KEYS}/3`)).toHaveLength(1);
    expect(
      await screen.findByRole('button', { name: 'Create key' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the key Key 3' }),
    ).toBeNull();
  });

  it('staff are told only the owner manages it; a failed load offers Retry', async () => {
    mockApi({
      'GET /vendor/settings/integrations': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Not allowed.', errors: {} },
      },
    });
    const { unmount } = renderVendorPortalAt(PATH, ROLES.VENDOR_STAFF);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /vendor/settings/integrations': {
        status: 500,
        body: { code: 'ERROR', message: 'Server down.', errors: {} },
      },
    });
    renderVendorPortalAt(PATH, ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('button', { name: 'Retry' }),
    ).toBeInTheDocument();
  });
});
