import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseKey } from 'shared/contracts/releases';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { ReleaseKeys } from './ReleaseKeys';

// The release keys of the releases page: created and shown once, listed, revoked.

const keyOf = (overrides: Partial<ReleaseKey> = {}): ReleaseKey => ({
  id: 7,
  remote: 'storefront',
  name: 'storefront team',
  prefix: 'rk_Ab12',
  created_by: 'admin@platform.test',
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

const renderKeys = () =>
  renderWithProviders(<ReleaseKeys />, {
    route: '/portal/releases',
    session: sessionFor(ROLES.SUPER_ADMIN),
    tenant: { host: 'app.localhost', storeId: null },
  });

describe('the release keys', () => {
  it('creates a key, shows it once with Copy, and lists it', async () => {
    let keys: ReleaseKey[] = [];
    const api = mockApi({
      'GET /releases/keys': () => ({ body: keys }),
      'POST /releases/keys': () => {
        keys = [keyOf()];
        return { status: 201, body: { ...keyOf(), key: 'rk_Ab12secret' } };
      },
    });
    const user = userEvent.setup();
    renderKeys();
    expect(
      await screen.findByText(
        'No release key yet: create one for each remote team.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(
      2,
    );
    expect(api.callsTo('POST /releases/keys')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Remote'), 'storefront');
    await user.type(
      screen.getByLabelText('Name (the team or pipeline using it)'),
      'storefront team',
    );
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('New release key')).toHaveValue(
      'rk_Ab12secret',
    );
    expect(api.callsTo('POST /releases/keys')[0]?.body).toEqual({
      remote: 'storefront',
      name: 'storefront team',
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('rk_Ab12secret');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(
      await screen.findByRole('row', { name: /storefront team/ }),
    ).toHaveTextContent('rk_Ab12…');
  });

  it('revokes a key only after the confirm', async () => {
    let keys = [keyOf()];
    const api = mockApi({
      'GET /releases/keys': () => ({ body: keys }),
      'DELETE /releases/keys/7': () => {
        keys = [keyOf({ revoked_at: '2026-11-22T08:00:00Z' })];
        return { body: keys[0] };
      },
    });
    const user = userEvent.setup();
    renderKeys();
    await user.click(
      await screen.findByRole('button', {
        name: 'Revoke the key storefront team',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Revoke the key storefront team?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /releases/keys/7')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Revoke the key storefront team' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(
      await screen.findByText('The key storefront team is revoked.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('row', { name: /storefront team/ }),
    ).toHaveTextContent('Revoked');
  });
});
