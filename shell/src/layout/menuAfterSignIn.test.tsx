import { screen, within } from '@testing-library/react';
import type { RemotePages } from 'shared/contracts/pages';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { loadHostPages } from '../pages/hostPages';
import { registryBody } from '../testing/fakeFederation';
import { FAKE_PAGES, manifestWith } from '../testing/fakePages';
import { desktopViewport, resetShellState } from '../testing/setup';
import { AdminLayout } from './AdminLayout';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

// A store-portal version pinned to the signed-in store: one more page in its menu.
const PINNED: RemotePages = {
  ...FAKE_PAGES.storePortal,
  pages: [
    ...FAKE_PAGES.storePortal.pages,
    {
      path: 'reports',
      login: true,
      menu: {
        label: { key: 'menu.reports', text: 'Reports' },
        icon: 'file-text',
        order: 135,
        roles: ['STORE_OWNER'],
      },
    },
  ],
};

const pinnedBody = {
  remotes: {
    ...registryBody.remotes,
    storePortal: {
      ...registryBody.remotes.storePortal,
      entry: 'http://localhost:3002/pinned/mf-manifest.json',
      version: '0.2.0',
      manifest: manifestWith(PINNED),
    },
  },
};

beforeEach(() => resetShellState());

test('after a sign-in within the tab the menu is the one the registry names for the signed-in store', async () => {
  const api = mockApi({
    'GET /remote-registry': (call) => ({
      body: call.query.store_id ? pinnedBody : registryBody,
    }),
  });
  // signed out (the portal's login page): the declarations of the signed-out registry answer
  await loadHostPages('app.localhost', 'store-portal');
  expect(api.callsTo('GET /remote-registry')).toHaveLength(1);

  // the owner signs in within the same tab: no page load in between
  const restore = desktopViewport();
  try {
    const session = sessionFor(4);
    renderWithProviders(<AdminLayout>page</AdminLayout>, {
      route: '/portal/jobs',
      session,
      tenant: { host: 'app.localhost', kind: 'store-portal' },
    });
    const menu = await screen.findByRole('menu', { name: 'Main navigation' });
    expect(
      await within(menu).findByRole('menuitem', { name: /Reports/ }),
    ).toBeInTheDocument();
    const asked = api.callsTo('GET /remote-registry');
    expect(asked.at(-1)?.query.store_id).toBe(String(session.store?.id));
  } finally {
    restore();
  }
});
