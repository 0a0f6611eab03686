import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ApiError } from 'shared/api';
import type { AdminStore } from 'shared/contracts/access';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { DetailError } from '../components/DetailError';
import { AuthenticatePage } from '../features/access/AuthenticatePage';
import { StoresPage } from '../features/admin/StoresPage';
import { ReleasesPage } from '../features/releases/ReleasesPage';
import {
  auditEntry,
  auditPageOf,
  emptyRelease,
  storefrontRelease,
} from '../features/releases/testFixtures';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// The super admin's stores list, its activate question, the releases page, and the detail pages' not-found and
// not-allowed states, rendered in the pseudo-locale, show no English of their own.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

test('the stores list and its activate question show no untranslated text', async () => {
  const stores: AdminStore[] = [
    {
      id: 1,
      name: 'Acme Jewelers',
      url: 'acme.localhost',
      is_active: true,
      is_onboarding_complete: true,
      owner_email: 'owner@acme.test',
    },
    {
      id: 3,
      name: 'Initech Repairs',
      url: 'initech.localhost',
      is_active: false,
      is_onboarding_complete: true,
      owner_email: null,
    },
  ];
  mockApi({
    'GET /admin/stores': {
      body: {
        results: stores,
        count: 2,
        page: 1,
        page_size: 10,
        status_counts: { all: 2 },
      },
    },
  });
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/portal/stores" element={<StoresPage />} />
    </Routes>,
    {
      route: '/portal/stores',
      session: sessionFor(ROLES.SUPER_ADMIN),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  await screen.findByText('Initech Repairs');
  expect(untranslatedTexts(container, stringsOf(stores))).toEqual([]);

  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: /Initech Repairs/ }));
  const dialog = await screen.findByRole('dialog');
  expect(untranslatedTexts(dialog, stringsOf(stores))).toEqual([]);
});

test("a record page's not-found and not-allowed states show no untranslated text", () => {
  for (const noun of [
    'sales order',
    'estimate',
    'invoice',
    'work order',
    'customer',
  ] as const)
    for (const status of [404, 403, 500]) {
      const message = 'The api says why.';
      const error = new ApiError(status, { code: 'X', message });
      const { container, unmount } = renderWithProviders(
        <DetailError noun={noun} error={error} onRetry={() => undefined} />,
      );
      expect(untranslatedTexts(container, [message])).toEqual([]);
      unmount();
    }
});

test('the releases page, a change dialog and the release keys show no untranslated text', async () => {
  const release = storefrontRelease({
    canary: { version: '1.2.0', share: 5 },
    pins: [{ store: { id: 1, name: 'Acme Jewelers' }, version: '1.2.0' }],
  });
  const audit = auditPageOf([auditEntry()]);
  const keys = [
    {
      id: 1,
      name: 'Storefront team',
      remote: 'storefront',
      prefix: 'rk_ab12',
      created_at: '2026-11-01T09:00:00.000Z',
      created_by: 'admin@platform.test',
      last_used_at: null,
      revoked_at: null,
    },
  ];
  mockApi({
    'GET /releases': {
      body: { remotes: [release, emptyRelease('notifications')] },
    },
    'GET /releases/audit': { body: audit },
    'GET /releases/keys': { body: keys },
  });
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/portal/releases" element={<ReleasesPage />} />
    </Routes>,
    {
      route: '/portal/releases',
      session: sessionFor(ROLES.SUPER_ADMIN),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  await screen.findByText('Storefront team');
  await screen.findAllByText('1.2.0', { exact: false });
  // the publish command names the package, in every language
  const data = stringsOf([
    release,
    audit,
    keys,
    'npm run release -w',
    'mf-notifications',
  ]);
  expect(untranslatedTexts(container, data)).toEqual([]);

  await userEvent.setup().click(screen.getAllByRole('button')[0]!);
  const dialog = await screen.findByRole('dialog');
  expect(untranslatedTexts(dialog, data)).toEqual([]);
});

test("opening a store's portal, refused to anyone but the super admin, shows no untranslated text", async () => {
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/authenticate/:id" element={<AuthenticatePage />} />
    </Routes>,
    {
      route: '/authenticate/1',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  await screen.findByRole('alert');
  expect(untranslatedTexts(container, [])).toEqual([]);
});
