import { screen } from '@testing-library/react';
import { LEVELS, MODULES } from 'shared/permissions';
import { emptySession, type Session } from 'shared/session';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { FAKE_PAGES } from '../testing/fakePages';
import { loadHostPages } from '../pages/hostPages';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { desktopViewport, resetShellState } from '../testing/setup';
import { AdminLayout } from './AdminLayout';
import { headerCapabilities } from './capabilities';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const perms = (locationGrant: number[]) =>
  roleRecord(3, {
    global_permissions: [
      {
        module_id: MODULES.DASHBOARD,
        permissions: [LEVELS.VIEW],
        is_enable: 1,
      },
    ],
    locations_permissions: [
      {
        location_id: 7,
        permissions: [
          {
            module_id: MODULES.SALES_ORDER,
            permissions: locationGrant,
            is_enable: 1,
          },
        ],
      },
    ],
  });
const session = (partial: Partial<Session>): Session => ({
  ...emptySession(),
  ...partial,
});

describe('headerCapabilities', () => {
  test('bell: non-super-admin with sales-order create on any location', () => {
    expect(headerCapabilities(session(sessionFor(4))).showBell).toBe(true);
    expect(headerCapabilities(session(sessionFor(5))).showBell).toBe(false);
    expect(
      headerCapabilities(
        session(sessionFor(3, { role: perms([LEVELS.CREATE]) })),
      ).showBell,
    ).toBe(true);
    expect(
      headerCapabilities(session(sessionFor(3, { role: perms([LEVELS.VIEW]) })))
        .showBell,
    ).toBe(false);
    expect(headerCapabilities(session({})).showBell).toBe(false);
  });
  test('public site link hidden for super admin; profile paths; name or Not Found', () => {
    const mounted = [
      {
        remote: 'storePortal' as const,
        base: '/portal',
        pages: FAKE_PAGES.storePortal,
      },
    ];
    const owner = headerCapabilities(session(sessionFor(4)), mounted);
    expect(owner.publicSiteUrl).toBe('http://acme.localhost');
    // the profile page the mounted remote declares for the role
    expect(owner.profilePath).toBe('/portal/me');
    expect(owner).toMatchObject({ displayName: 'Test', initial: 'T' });
    expect(
      headerCapabilities(session(sessionFor(3)), mounted).profilePath,
    ).toBe('/portal/me');
    expect(headerCapabilities(session(sessionFor(3))).profilePath).toBeNull();
    expect(
      headerCapabilities(session(sessionFor(5, { store: sessionFor(4).store })))
        .publicSiteUrl,
    ).toBeNull();
    expect(
      headerCapabilities(session(sessionFor(5)), mounted).profilePath,
    ).toBeNull();
    const nameless = headerCapabilities(
      session(
        sessionFor(4, {
          user: { id: 1, first_name: null, last_name: null, vendor: null },
        }),
      ),
    );
    expect(nameless).toMatchObject({ displayName: 'Not Found', initial: null });
  });
});

describe('bell slot in the admin header', () => {
  let restore: () => void;
  beforeEach(async () => {
    resetShellState();
    restore = desktopViewport();
    mockApi({ 'GET /remote-registry': { body: registryBody } });
    // the declarations the frame's menu and profile entry come from, here before it renders
    await loadHostPages('app.localhost', 'store-portal');
  });
  afterEach(() => restore());

  const renderAs = (s: Partial<Session>) =>
    renderWithProviders(<AdminLayout>page</AdminLayout>, {
      route: '/portal/location',
      session: s,
      tenant: { host: 'app.localhost', kind: 'store-portal' },
    });

  test('shown (and only the bell remote loaded) for a store owner', async () => {
    renderAs(sessionFor(4));
    expect(
      await screen.findByText(
        'mf_notifications/NotificationBell base=- path=/portal/location',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View store/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(fakeFederation.loaded).toEqual([
      'mf_notifications/NotificationBell',
    ]);
  });
  test('hidden for super admin and for staff without sales-order create', async () => {
    const { unmount } = renderAs(sessionFor(5));
    // the frame is drawn (its menu settles) before the bell is looked for
    expect(await screen.findByRole('menuitem')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-slot')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /View store/ }),
    ).not.toBeInTheDocument();
    unmount();
    renderAs(sessionFor(3, { role: perms([LEVELS.VIEW]) }));
    expect(await screen.findByRole('menuitem')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-slot')).not.toBeInTheDocument();
    expect(fakeFederation.loaded).toEqual([]);
  });
});
