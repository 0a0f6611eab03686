import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const renderFrame = () =>
  renderWithProviders(<AdminLayout>page</AdminLayout>, {
    route: '/portal/jobs',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', kind: 'store-portal' },
  });

beforeEach(async () => {
  resetShellState();
  mockApi({ 'GET /remote-registry': { body: registryBody } });
  // the declarations the frame's menu and profile entry come from (the signed-in store's), here
  // before it renders
  await loadHostPages('app.localhost', 'store-portal', acmeStore.id);
});

describe('the portal frame', () => {
  it('names the profile button after its visible text and the public-site link by where it leads', async () => {
    const restore = desktopViewport();
    try {
      renderFrame();
      expect(
        screen.getByRole('button', { name: 'Test, profile menu' }),
      ).toHaveTextContent('Test');
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

  it('on a phone the hamburger says whether the menu it controls is open', async () => {
    renderFrame();
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
