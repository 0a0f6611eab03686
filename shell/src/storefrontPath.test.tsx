// The storefront's first load must not pull antd (ADR 0002): every module the shell imports eagerly
// is loaded here with antd made unloadable, then the storefront frame and its states are rendered.
// (shared/testing is not used: its renderWithProviders wraps tests in AntdTheme.)
import { render, screen } from '@testing-library/react';
import type { StoreSettings } from 'shared/tenant';
import { ShellApp } from './ShellApp';
import { registryBody } from './testing/fakeFederation';
import { resetShellState } from './testing/setup';

jest.mock('antd', () => {
  throw new Error('antd must not load on the storefront path');
});
jest.mock('@ant-design/icons', () => {
  throw new Error('@ant-design/icons must not load on the storefront path');
});
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('./testing/federationMock').federationMock,
);

const settings: Partial<StoreSettings> = {
  store_id: 1,
  is_active: true,
  top_bar_text: 'Free engraving this week',
  store: { name: 'Acme Jewelers', first_name: 'Olivia', website_url: null },
};
const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, body });
const inactive = { code: 'STORE.INACTIVE', message: 'inactive', errors: {} };

function boot(host: string, status: number, body: unknown) {
  window.__PLATFORM_BOOT__ = {
    host,
    registry: answer(200, registryBody),
    whiteLabel: answer(status, status === 200 ? null : body),
    storeSettings: answer(status, body),
  };
}

beforeEach(() => resetShellState());
afterEach(() => {
  delete window.__PLATFORM_BOOT__;
  window.history.pushState({}, '', '/');
});

test('storefront home: frame and remote render without antd', async () => {
  boot('acme.localhost', 200, settings);
  render(<ShellApp hostname="acme.localhost" />);
  expect(
    await screen.findByText('mf_storefront/Routes base= path=/'),
  ).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    'Free engraving this week',
  );
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by');
});

test('inactive store and unknown site render without antd', async () => {
  boot('initech.localhost', 403, inactive);
  const { unmount } = render(<ShellApp hostname="initech.localhost" />);
  expect(
    await screen.findByRole('heading', {
      name: 'This store is currently inactive',
    }),
  ).toBeInTheDocument();
  unmount();
  boot('nowhere.localhost', 404, { code: 'STORE.NOT_FOUND' });
  render(<ShellApp hostname="nowhere.localhost" />);
  expect(
    await screen.findByRole('heading', { name: 'This site does not exist' }),
  ).toBeInTheDocument();
});
