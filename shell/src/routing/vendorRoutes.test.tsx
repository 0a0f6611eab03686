import { screen } from '@testing-library/react';
import { sessionFor } from 'shared/testing';
import { fakeFederation } from '../testing/fakeFederation';
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

describe('vendor host', () => {
  test('public paths render the vendor portal at the root in the plain layout', async () => {
    renderHost('vendor', '/login');
    expect(
      await screen.findByText('mf_vendor_portal/Routes base= path=/login'),
    ).toBeInTheDocument();
    expect(profileButton()).not.toBeInTheDocument();
  });
  test('/portal/* requires a vendor login, else /login', async () => {
    renderHost('vendor', '/portal/dashboard', sessionFor(4));
    expect(
      await screen.findByText('mf_vendor_portal/Routes base= path=/login'),
    ).toBeInTheDocument();
  });
  test('vendor owner: admin layout with the sidebar both remotes declare; staff see fewer entries', async () => {
    const { unmount } = renderHost(
      'vendor',
      '/portal/dashboard',
      sessionFor(7),
    );
    expect(
      await screen.findByText(
        'mf_vendor_portal/Routes base= path=/portal/dashboard',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Desk',
      'Services',
      'Crew',
    ]);
    unmount();
    renderHost('vendor', '/portal/dashboard', sessionFor(8));
    expect(
      await screen.findByText(
        'mf_vendor_portal/Routes base= path=/portal/dashboard',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Desk',
    ]);
  });
  test('a vendor owner with registration steps to do goes to the first of them, in the spec’s order', async () => {
    const owner = (steps: Record<string, boolean>) => ({
      ...sessionFor(7),
      registrationSteps: {
        subscription: true,
        address: true,
        bank_account: true,
        ...steps,
      },
    });
    const { unmount: leaveFirst } = renderHost(
      'vendor',
      '/portal/dashboard',
      owner({ subscription: false, bank_account: false }),
    );
    expect(
      await screen.findByText('mf_vendor_portal/Routes base= path=/selectplan'),
    ).toBeInTheDocument();
    leaveFirst();
    const { unmount: leaveSecond } = renderHost(
      'vendor',
      '/portal/workorders',
      owner({ address: false, bank_account: false }),
    );
    expect(
      await screen.findByText(
        'mf_vendor_portal/Routes base= path=/address-detail',
      ),
    ).toBeInTheDocument();
    leaveSecond();
    renderHost('vendor', '/portal/dashboard', owner({ bank_account: false }));
    expect(
      await screen.findByText(
        'mf_vendor_portal/Routes base= path=/bank-detail',
      ),
    ).toBeInTheDocument();
  });
  test.each(['/portal/services', '/portal/services/3'])(
    '%s (declared by the service builder for this host) → the service builder at /portal, in the admin layout, for the vendor owner',
    async (path) => {
      renderHost('vendor', path, sessionFor(7));
      expect(
        await screen.findByText(
          `mf_service_builder/Routes base=/portal path=${path}`,
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('menuitem', { name: /Services$/ }),
      ).toBeInTheDocument();
      expect(fakeFederation.loaded).toEqual(
        expect.not.arrayContaining(['mf_vendor_portal/Routes']),
      );
    },
  );
  test('vendor staff get the refusal the page declares, in the admin layout', async () => {
    renderHost('vendor', '/portal/services', sessionFor(8));
    expect(
      await screen.findByRole('heading', { name: 'Owners only' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ask the owner of your workshop.'),
    ).toBeInTheDocument();
    expect(profileButton()).toBeInTheDocument();
    expect(fakeFederation.loaded).not.toContain('mf_service_builder/Routes');
  });
  test('the owner’s services need a vendor login', async () => {
    renderHost('vendor', '/portal/services/3', sessionFor(4));
    expect(
      await screen.findByText('mf_vendor_portal/Routes base= path=/login'),
    ).toBeInTheDocument();
  });
  test('a page the service builder declares for the store host only is the vendor portal’s here', async () => {
    renderHost('vendor', '/portal/service-builder/3', sessionFor(7));
    expect(
      await screen.findByText(
        'mf_vendor_portal/Routes base= path=/portal/service-builder/3',
      ),
    ).toBeInTheDocument();
    expect(fakeFederation.loaded).not.toContain('mf_service_builder/Routes');
  });
});
