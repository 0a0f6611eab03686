import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RemoteRelease } from 'shared/contracts/releases';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { storefrontRelease } from '../testFixtures';
import { RemoteCard } from './RemoteCard';

// A remote's card: pinning a store found by a server-side search, removing a pin.

const acme = { id: 1, name: 'Acme Jewelers', url: 'acme.localhost' };
const globex = { id: 2, name: 'Globex Jewelry', url: 'globex.localhost' };
const storePage = (results: (typeof acme)[]) => ({
  results: results.map((s) => ({
    ...s,
    is_active: true,
    is_onboarding_complete: true,
    owner_email: null,
  })),
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: {},
});

/** The card as the page shows it: the roll-out the last change answered, and the page's notice. */
function Harness({ initial }: { initial: RemoteRelease }) {
  const [notice, setNotice] = useState('');
  return (
    <>
      <p role="status">{notice}</p>
      <RemoteCard release={initial} onDone={setNotice} />
    </>
  );
}

const renderCard = (release: RemoteRelease) =>
  renderWithProviders(<Harness initial={release} />, {
    route: '/portal/releases',
    session: sessionFor(ROLES.SUPER_ADMIN),
    tenant: { host: 'app.localhost', storeId: null },
  });

describe('a remote’s card', () => {
  it('pins a store found by a server-side search', async () => {
    const api = mockApi({
      'GET /admin/stores': (call) => ({
        body: storePage(call.query.search === 'glob' ? [globex] : [acme]),
      }),
      'PUT /releases/storefront/pins/2': {
        body: storefrontRelease({
          pins: [{ store: { id: 2, name: globex.name }, version: '1.2.0' }],
        }),
      },
    });
    const user = userEvent.setup();
    renderCard(storefrontRelease());
    await user.click(screen.getByRole('button', { name: 'Pin a store' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Search stores'));
    await user.paste('glob');
    const store = within(dialog).getByLabelText('Store');
    await within(store).findByRole('option', {
      name: 'Globex Jewelry (globex.localhost)',
    });
    await user.selectOptions(store, 'Globex Jewelry (globex.localhost)');
    expect(api.callsTo('GET /admin/stores').at(-1)?.query.search).toBe('glob');
    await user.selectOptions(within(dialog).getByLabelText('Version'), '1.2.0');
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Globex tries the new gallery',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pin store' }));
    expect(
      await screen.findByText(
        'The store is pinned to its version of the Storefront.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /releases/storefront/pins/2')[0]?.body).toEqual({
      version: '1.2.0',
      reason: 'Globex tries the new gallery',
    });
  });

  it('searches the stores once typing pauses, not at each key', async () => {
    const api = mockApi({
      'GET /admin/stores': (call) => ({
        body: storePage(call.query.search === 'globex' ? [globex] : [acme]),
      }),
    });
    const user = userEvent.setup();
    renderCard(storefrontRelease());
    await user.click(screen.getByRole('button', { name: 'Pin a store' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Search stores'), 'globex');
    expect(
      await within(within(dialog).getByLabelText('Store')).findByRole(
        'option',
        { name: 'Globex Jewelry (globex.localhost)' },
      ),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /admin/stores').map((call) => call.query.search),
    ).toEqual(['', 'globex']);
  });

  it('removes a pin only after the confirm', async () => {
    const api = mockApi({
      'PUT /releases/storefront/pins/1': { body: storefrontRelease() },
    });
    const user = userEvent.setup();
    renderCard(
      storefrontRelease({
        pins: [{ store: { id: 1, name: acme.name }, version: '1.2.0' }],
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove the pin of Acme Jewelers' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Remove the pin of Acme Jewelers?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /releases/storefront/pins/1')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Remove the pin of Acme Jewelers' }),
    );
    const again = await screen.findByRole('dialog');
    await user.type(
      within(again).getByLabelText('Reason (kept in the audit log)'),
      'Done testing',
    );
    await user.click(within(again).getByRole('button', { name: 'Remove pin' }));
    expect(
      await screen.findByText('Acme Jewelers is no longer pinned.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /releases/storefront/pins/1')[0]?.body).toEqual({
      version: null,
      reason: 'Done testing',
    });
  });
});
