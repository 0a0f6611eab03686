import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import { SiteNotFoundPage } from './SiteNotFoundPage';

afterEach(() => act(() => setLanguage('en')));

const LANDING = {
  stores: [
    { name: 'Acme Jewelers', host: 'acme.localhost', is_active: true },
    { name: 'Initech Repairs', host: 'initech.localhost', is_active: false },
  ],
  store_portal_host: 'app.localhost',
  vendor_portal_host: 'vendor.localhost',
  password: 'Passw0rd!',
  accounts: [
    {
      email: 'admin@platform.test',
      who: 'super admin',
      host: 'app.localhost',
      path: '/portal/login',
    },
  ],
};

test("an unknown store reads the spec's 'This site does not exist', then Spanish", () => {
  const api = mockApi({});
  render(<SiteNotFoundPage hostname="nowhere.example.com" />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'This site does not exist' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('This site does not exist');
  expect(api.calls).toHaveLength(0);

  act(() => setLanguage('es'));

  expect(
    screen.getByRole('heading', { level: 1, name: 'Este sitio no existe' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Este sitio no existe');
});

test('plain localhost in development lists the demo stores, portals and logins', async () => {
  mockApi({ 'GET /dev-landing': { body: LANDING } });
  render(<SiteNotFoundPage hostname="localhost" />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Platform demo' }),
  ).toBeInTheDocument();
  const origin = `${window.location.protocol}//`;
  expect(screen.getByRole('link', { name: 'Acme Jewelers' })).toHaveAttribute(
    'href',
    `${origin}acme.localhost`,
  );
  expect(screen.getByText(/inactive store/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Store portal' })).toHaveAttribute(
    'href',
    `${origin}app.localhost/portal/login`,
  );
  expect(screen.getByRole('link', { name: 'Vendor portal' })).toHaveAttribute(
    'href',
    `${origin}vendor.localhost/login`,
  );
  expect(
    screen.getByRole('link', { name: 'Log in as admin@platform.test' }),
  ).toHaveAttribute('href', `${origin}app.localhost/portal/login`);
  expect(screen.getByText('Passw0rd!')).toBeInTheDocument();
});

test("plain localhost in production (404) keeps 'This site does not exist'", async () => {
  mockApi({});
  render(<SiteNotFoundPage hostname="localhost" />);
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'This site does not exist',
    }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Platform demo')).toBeNull();
});
