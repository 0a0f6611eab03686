import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEVELS, MODULES } from 'shared/permissions';
import { roleRecord, sessionFor } from 'shared/testing';
import { PLATFORM_NAME } from '../layout/platform';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { renderHost } from '../testing/renderHost';
import { desktopViewport, resetShellState } from '../testing/setup';
import { profileButton } from '../testing/profileButton';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

let restoreViewport: () => void;
beforeEach(() => {
  resetShellState();
  restoreViewport = desktopViewport();
});
afterEach(() => restoreViewport());

describe('storefront host', () => {
  test('every path goes to the storefront remote at the root, in the customer layout', async () => {
    renderHost('storefront', '/cart');
    expect(
      await screen.findByText('mf_storefront/Routes base= path=/cart'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Powered by ${PLATFORM_NAME}`)).toBeInTheDocument();
    expect(fakeFederation.loaded).toEqual(['mf_storefront/Routes']);
    expect(fakeFederation.registered.map((r) => r.name)).toContain(
      'mf_storefront',
    );
  });
});

describe('store-portal host', () => {
  test('public access paths render the store portal in the plain layout', async () => {
    renderHost('store-portal', '/portal/login');
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/login',
      ),
    ).toBeInTheDocument();
    expect(profileButton()).not.toBeInTheDocument();
    expect(fakeFederation.loaded).toEqual(['mf_store_portal/Routes']);
  });
  test('/portal/* requires login', async () => {
    renderHost('store-portal', '/portal/location');
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/login',
      ),
    ).toBeInTheDocument();
  });
  test('a customer session is not a portal login', async () => {
    renderHost('store-portal', '/portal/location', sessionFor(1));
    expect(await screen.findByText(/path=\/portal\/login/)).toBeInTheDocument();
  });
  test('/portal/* in the admin layout for a store owner, with the menu its remote declares', async () => {
    renderHost('store-portal', '/portal/location', sessionFor(4));
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/location',
      ),
    ).toBeInTheDocument();
    expect(profileButton()).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Jobs',
      'Overview',
      'Ledger',
    ]);
  });
  test('store staff see only the entries declared for them', async () => {
    renderHost('store-portal', '/portal/location', sessionFor(3));
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/location',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Jobs',
    ]);
  });
  test('a page declared for some roles is not found for others', async () => {
    renderHost('store-portal', '/portal/ledger', sessionFor(3));
    expect(
      await screen.findByText('This page does not exist'),
    ).toBeInTheDocument();
    expect(fakeFederation.loaded).not.toContain('mf_store_portal/Routes');
  });
  test('declared public pages and public paths need no login', async () => {
    const { unmount } = renderHost('store-portal', '/portal/welcome');
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/welcome',
      ),
    ).toBeInTheDocument();
    unmount();
    renderHost('store-portal', '/portal/join/abc');
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/join/abc',
      ),
    ).toBeInTheDocument();
  });
  test('the store portal is off (no declaration): only the login path is public', async () => {
    // React reports the error the remote's boundary catches: the fault under test
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHost('store-portal', '/portal/welcome', undefined, {
      remotes: { ...registryBody.remotes, storePortal: null },
    });
    expect(
      await screen.findByText('The store portal is currently unavailable'),
    ).toBeInTheDocument();
    // behind the login it would have been: the plain layout, no admin frame
    expect(profileButton()).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
  test('/ → /portal/login when logged out, /portal/location when logged in', async () => {
    const { unmount } = renderHost('store-portal', '/');
    expect(await screen.findByText(/path=\/portal\/login/)).toBeInTheDocument();
    unmount();
    renderHost('store-portal', '/', sessionFor(4));
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/location',
      ),
    ).toBeInTheDocument();
  });
  test('the super admin lands on the stores list', async () => {
    renderHost('store-portal', '/', sessionFor(5));
    expect(
      await screen.findByText(
        'mf_store_portal/Routes base=/portal path=/portal/stores',
      ),
    ).toBeInTheDocument();
  });
  test('its public paths render the store portal at the root', async () => {
    renderHost('store-portal', '/join/abc');
    expect(
      await screen.findByText('mf_store_portal/Routes base= path=/join/abc'),
    ).toBeInTheDocument();
  });
  test('unknown paths show the not-found page', async () => {
    renderHost('store-portal', '/nope');
    expect(
      await screen.findByText('This page does not exist'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Go to Homepage' }),
    ).toBeInTheDocument();
    expect(fakeFederation.loaded).toEqual([]);
  });
  test('/portal/service-builder/* → service builder, needing the service view permission it declares', async () => {
    renderHost('store-portal', '/portal/service-builder/12', sessionFor(4));
    expect(
      await screen.findByText(
        'mf_service_builder/Routes base=/portal/service-builder path=/portal/service-builder/12',
      ),
    ).toBeInTheDocument();
  });
  test('service builder without the service permission is not found', async () => {
    const role = roleRecord(3, {
      global_permissions: [
        {
          module_id: MODULES.DASHBOARD,
          permissions: [LEVELS.VIEW],
          is_enable: 1,
        },
      ],
      locations_permissions: [],
    });
    renderHost(
      'store-portal',
      '/portal/service-builder/12',
      sessionFor(3, { role }),
    );
    expect(
      await screen.findByText('This page does not exist'),
    ).toBeInTheDocument();
  });
});

describe('skip link', () => {
  test.each([
    ['the plain layout', '/portal/login', undefined],
    ['the admin layout', '/portal/jobs', sessionFor(4)],
  ])(
    'is the first stop of %s and moves focus into <main>',
    async (_layout, route, session) => {
      renderHost('store-portal', route, session);
      expect(await screen.findByText(/mf_store_portal\/Routes/)).toBeVisible();

      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      await userEvent.keyboard('{Enter}');

      const main = screen.getByRole('main');
      expect(main).toHaveFocus();
      expect(main).toHaveTextContent(/mf_store_portal\/Routes/);
    },
  );
});
