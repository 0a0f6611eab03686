import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { AppProviders } from 'shared/providers';
import { useTenant } from 'shared/tenant';
import { mockApi, renderWithProviders, testTenant } from 'shared/testing';

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

test('AppProviders renders no antd wrapper (antd comes with AntdTheme only)', () => {
  const { container } = render(
    <AppProviders tenant={testTenant()} swr={{ provider: () => new Map() }}>
      <p>plain</p>
    </AppProviders>,
  );
  expect(container.innerHTML).toBe('<p>plain</p>');
});
