import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { RemoteRelease } from 'shared/contracts/releases';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type MockHandler,
} from 'shared/testing';
import { ReleasesPage } from './ReleasesPage';
import {
  auditEntry,
  auditPageOf,
  emptyRelease,
  storefrontRelease,
} from './testFixtures';

// The super admin's roll-out page (/portal/releases): the remotes' cards and their changes.

const renderPage = (role: number = ROLES.SUPER_ADMIN) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/releases" element={<ReleasesPage />} />
    </Routes>,
    {
      route: '/portal/releases',
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

/** The api of the page: the overview answers `release` (changed by the handlers), plus the rest. */
function mockReleases(
  current: { release: RemoteRelease },
  handlers: Record<string, MockHandler> = {},
) {
  return mockApi({
    'GET /releases': () => ({
      body: {
        remotes: [current.release, emptyRelease('notifications')],
      },
    }),
    'GET /releases/audit': { body: auditPageOf([auditEntry()]) },
    'GET /releases/keys': { body: [] },
    ...handlers,
  });
}

const storefront = () => screen.findByRole('region', { name: 'Storefront' });

describe('the releases page (/portal/releases)', () => {
  it('shows what each remote serves, its versions, and says how to publish a first version', async () => {
    const current = {
      release: storefrontRelease({
        canary: { version: '1.2.0', share: 5 },
        pins: [{ store: { id: 1, name: 'Acme Jewelers' }, version: '1.2.0' }],
      }),
    };
    mockReleases(current);
    renderPage();
    const card = await storefront();
    expect(
      within(card).getByText('5 % of the stores', { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Acme Jewelers: 1.2.0')).toBeInTheDocument();
    const versions = within(card).getByRole('table', {
      name: 'Versions of the Storefront',
    });
    const row = within(versions).getByRole('row', { name: /1\.2\.0/ });
    expect(within(row).getByText('Canary')).toBeInTheDocument();
    expect(within(row).getByText('sha256-digest-of-1.2.0')).toBeInTheDocument();
    expect(
      within(versions).getByRole('row', { name: /0\.0\.0/ }),
    ).toHaveTextContent('Local build');

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(notifications).toHaveTextContent(
      'No versions published yet: run npm run release -w mf-notifications',
    );
    expect(
      within(notifications).queryByRole('button', { name: 'Rollback' }),
    ).not.toBeInTheDocument();
  });

  it('rolls back only after the confirm and a reason, and shows the new default', async () => {
    const current = {
      release: storefrontRelease({
        default_version: '1.2.0',
        serving_version: '1.2.0',
      }),
    };
    const api = mockReleases(current, {
      'POST /releases/storefront/rollback': () => {
        current.release = storefrontRelease();
        return { body: current.release };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await storefront();
    await user.click(within(card).getByRole('button', { name: 'Rollback' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Roll back the Storefront?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(
      await within(dialog).findByText('Say why you make this change.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /releases/storefront/rollback')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Checkout errors',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(
      await screen.findByText('The Storefront serves 1.1.0 by default now.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /releases/storefront/rollback')[0]?.body).toEqual({
      reason: 'Checkout errors',
    });
    // The summary's first definition is the default version.
    expect(
      within(await storefront()).getAllByRole('definition')[0],
    ).toHaveTextContent('1.1.0');
  });

  it('keeps what was typed and shows the api’s refusal', async () => {
    const current = { release: storefrontRelease() };
    mockReleases(current, {
      'POST /releases/storefront/rollback': {
        status: 409,
        body: {
          code: 'conflict',
          message: 'There is no earlier good version to roll back to.',
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await storefront()).getByRole('button', { name: 'Rollback' }),
    );
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(
      'Reason (kept in the audit log)',
    );
    await user.type(reason, 'Broken images');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no earlier good version to roll back to.',
    );
    expect(reason).toHaveValue('Broken images');
  });

  it('starts a canary with a step button and switches a version off after the confirm', async () => {
    const current = { release: storefrontRelease() };
    const api = mockReleases(current, {
      'PUT /releases/storefront/canary': (call) => {
        const body = call.body as { version: string; share: number };
        current.release = storefrontRelease({ canary: body });
        return { body: current.release };
      },
      'PUT /releases/storefront/kill-switch': () => {
        current.release = storefrontRelease({ killed_versions: ['1.2.0'] });
        return { body: current.release };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await storefront();
    await user.click(
      within(card).getByRole('button', { name: 'Start canary' }),
    );
    let dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Version'), '1.2.0');
    await user.click(within(dialog).getByRole('button', { name: '25 %' }));
    expect(
      within(dialog).getByLabelText('Share of the stores (%)'),
    ).toHaveValue(25);
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'First stores',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Start canary' }),
    );
    expect(
      await screen.findByText(
        'The canary of the Storefront serves 1.2.0 to 25 % of the stores.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /releases/storefront/canary')[0]?.body).toEqual({
      version: '1.2.0',
      share: 25,
      reason: 'First stores',
    });

    await user.click(
      within(card).getByRole('button', { name: 'Switch off Storefront 1.2.0' }),
    );
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Switch off Storefront 1.2.0?'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Crashes on Safari',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Switch off' }),
    );
    expect(
      await screen.findByText('Storefront 1.2.0 is switched off.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /releases/storefront/kill-switch')[0]?.body,
    ).toEqual({
      version: '1.2.0',
      killed: true,
      reason: 'Crashes on Safari',
    });
  });

  it('says when the releases cannot load, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /releases': () =>
        fail
          ? { status: 500, body: { code: 'error', message: 'Database down' } }
          : { body: { remotes: [storefrontRelease()] } },
      'GET /releases/audit': { body: auditPageOf([]) },
      'GET /releases/keys': { body: [] },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('We could not load the releases.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await storefront()).toBeInTheDocument();
  });

  it('is refused to store owners, without asking the api', async () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
