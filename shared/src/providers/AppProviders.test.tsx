import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { themeFor } from 'shared/providers';
import { useTenant } from 'shared/tenant';
import {
  acmeStoreSettings,
  mockApi,
  plainWhiteLabel,
  renderWithProviders,
} from 'shared/testing';

test('theme tokens from store settings, with spec defaults', () => {
  expect(themeFor(null).token).toEqual({
    colorPrimary: '#204a48',
    colorBgLayout: '#faf9f7',
  });
  const t = themeFor(
    {
      ...acmeStoreSettings,
      button_color: '#111111',
      background_color: '#222222',
      font_color: '#333333',
      border_color: '#444444',
    },
    { ...plainWhiteLabel, is_custom_font_style: true, font_style: 'Lato' },
  ).token;
  expect(t).toEqual({
    colorPrimary: '#111111',
    colorBgLayout: '#222222',
    colorText: '#333333',
    colorBorder: '#444444',
    fontFamily: "'Lato', sans-serif",
  });
});

function Probe() {
  const tenant = useTenant();
  const { data, error } = useSWR<{ name: string }>(['stores/1']);
  return (
    <p>
      {tenant.host}:{tenant.kind}:{data?.name ?? error?.message ?? 'loading'}
    </p>
  );
}

test('tenant seeded and SWR uses the shared fetcher', async () => {
  mockApi({ 'GET /stores/1': { body: { name: 'Acme' } } });
  renderWithProviders(<Probe />, {
    tenant: { host: 'app.localhost', kind: 'store-portal' },
  });
  expect(
    await screen.findByText('app.localhost:store-portal:Acme'),
  ).toBeInTheDocument();
});
