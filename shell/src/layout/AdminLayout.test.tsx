import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared/i18n';
import { readSession } from 'shared/session';
import {
  acmeStore,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import { loadHostPages } from '../pages/hostPages';
import { registryBody } from '../testing/fakeFederation';
import { desktopViewport, resetShellState } from '../testing/setup';
import { AdminLayout } from './AdminLayout';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

/**
 * The frame, once the bell remote it loads is drawn: that load resolving after a test's last
 * assertion would update the frame outside act().
 */
async function renderFrame() {
  renderWithProviders(<AdminLayout>page</AdminLayout>, {
    route: '/portal/jobs',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', kind: 'store-portal' },
  });
  await screen.findByText(/^mf_notifications\/NotificationBell /);
}

let api: ReturnType<typeof mockApi>;
beforeEach(async () => {
  resetShellState();
  api = mockApi({
    'GET /remote-registry': { body: registryBody },
    'PUT /portal/profile/language': { body: { language: 'es' } },
  });
  // the declarations the frame's menu and profile entry come from (the signed-in store's), here
  // before it renders
  await loadHostPages('app.localhost', 'store-portal', acmeStore.id);
});

describe('the portal frame', () => {
  it('names the profile button after its visible text and the public-site link by where it leads', async () => {
    const restore = desktopViewport();
    try {
      await renderFrame();
      // named by what it shows (the initial is decoration), with its popup and state
      const profile = screen.getByRole('button', { name: 'Test' });
      expect(profile).toHaveAttribute('aria-haspopup', 'menu');
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(profile);
      expect(profile).toHaveAttribute('aria-expanded', 'true');
      expect(
        await screen.findByRole('menuitem', { name: /Log out/ }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'View store (opens in a new tab)' }),
      ).toHaveTextContent('View store');
      expect(await screen.findByRole('menuitem', { name: /Jobs/ })).toHaveClass(
        'ant-menu-item-selected',
      );
    } finally {
      restore();
    }
  });

  it("holds the page in the one main landmark, the skip link's target", async () => {
    await renderFrame();
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main-content');
    expect(mains[0]).toHaveTextContent('page');
  });

  it('on a phone the hamburger says whether the menu it controls is open', async () => {
    await renderFrame();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute(
      'id',
      hamburger.getAttribute('aria-controls'),
    );
  });
});

describe('the portal language', () => {
  // The frame is still mounted here (Testing Library unmounts it after this hook): its redraw in
  // English, and what it suspends on meanwhile, settle inside act().
  afterEach(() =>
    act(async () => {
      await i18n.changeLanguage('en');
    }),
  );

  it('switches the frame to Spanish at once and remembers the choice on the profile', async () => {
    const restore = desktopViewport();
    try {
      await renderFrame();
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Language' }),
        'es',
      );
      expect(
        await screen.findByRole('link', {
          name: 'Ver tienda (se abre en una pestaña nueva)',
        }),
      ).toHaveTextContent('Ver tienda');
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue(
        'es',
      );
      expect(document.documentElement.lang).toBe('es');
      expect(api.callsTo('PUT /portal/profile/language')).toHaveLength(1);
      expect(api.callsTo('PUT /portal/profile/language')[0]?.body).toEqual({
        language: 'es',
      });
      // a reload starts in it: the session carries the choice
      expect(readSession().user?.language).toBe('es');
    } finally {
      restore();
    }
  });
});
