import { act, screen } from '@testing-library/react';
import type { RemoteRoutesProps } from 'shared/contracts';
import { mountStandalone, resolveStandaloneTenant } from 'shared/dev';
import { useTenant } from 'shared/tenant';
import { acmeStoreSettings, mockApi } from 'shared/testing';

function Probe({ basePath }: RemoteRoutesProps) {
  const tenant = useTenant();
  return (
    <p>
      {basePath}|{tenant.kind}|{tenant.storeId}
    </p>
  );
}

test('a store host resolves to its store through store-settings', async () => {
  const api = mockApi({ 'GET /store-settings': { body: acmeStoreSettings } });
  const tenant = await resolveStandaloneTenant('acme.localhost');
  expect(tenant).toMatchObject({
    kind: 'storefront',
    storeId: acmeStoreSettings.store_id,
  });
  expect(api.callsTo('GET /store-settings')[0]?.query).toEqual({
    store_url: 'acme.localhost',
  });
});

test('an unknown host still mounts, with no store', async () => {
  mockApi({
    'GET /store-settings': { status: 404, body: { code: 'STORE.NOT_FOUND' } },
  });
  expect(await resolveStandaloneTenant('app.localhost')).toMatchObject({
    kind: 'store-portal',
    storeId: null,
  });
});

test('mounts the remote under its base path with the store colours applied', async () => {
  mockApi({
    'GET /store-settings': {
      body: { ...acmeStoreSettings, button_color: '#123456' },
    },
  });
  document.body.innerHTML = '<div id="root"></div>';
  window.history.pushState({}, '', '/portal/location');
  await act(() => mountStandalone({ routes: Probe, basePath: '/portal' }));
  expect(
    await screen.findByText(`/portal|storefront|${acmeStoreSettings.store_id}`),
  ).toBeInTheDocument();
  expect(document.documentElement.style.getPropertyValue('--wl-button')).toBe(
    '#123456',
  );
});
