import { mockApi } from 'shared/testing';
import { registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';
import {
  getRegistry,
  parseRegistry,
  lastGoodKey,
  readLastGood,
  resetRegistry,
  revalidateRegistry,
} from './registry';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const HOST = 'acme.localhost';
const down = {
  status: 503,
  body: { code: 'DOWN', message: 'down', errors: {} },
};
const moved = {
  remotes: {
    ...registryBody.remotes,
    storefront: {
      name: 'mf_storefront',
      entry: 'http://localhost:3001/0.2.0/mf-manifest.json',
      version: '0.2.0',
    },
  },
};

beforeEach(() => {
  resetShellState();
  delete window.__PLATFORM_BOOT__;
});

test("the registry's answer is saved per host as this browser's last good set", async () => {
  mockApi({ 'GET /remote-registry': { body: registryBody } });
  const set = await getRegistry(HOST);
  expect(set.storefront?.version).toBe('0.1.0');
  expect(readLastGood(HOST)).toEqual(set);
  expect(readLastGood('globex.localhost')).toBeNull();
});

test('registry down: the last good set this browser saw is used', async () => {
  mockApi({ 'GET /remote-registry': { body: registryBody } });
  await getRegistry(HOST);
  resetRegistry(); // a new page load: the saved set stays, the cache goes
  mockApi({ 'GET /remote-registry': down });
  const set = await getRegistry(HOST);
  expect(set.storePortal).toEqual(parseRegistry(registryBody).storePortal);
  expect(set.notifications?.entry).toBe(
    'http://localhost:3005/mf-manifest.json',
  );
});

test('registry down and nothing saved: every remote shows its fallback', async () => {
  mockApi({ 'GET /remote-registry': down });
  const set = await getRegistry(HOST);
  expect(Object.values(set)).toEqual([null, null, null, null, null]);
});

test('a malformed saved set is ignored', async () => {
  window.localStorage.setItem(lastGoodKey(HOST), '{not json');
  mockApi({ 'GET /remote-registry': down });
  expect((await getRegistry(HOST)).storefront).toBeNull();
});

test('revalidating takes a release that moved a remote; a failed call keeps the set in use', async () => {
  const api = mockApi({ 'GET /remote-registry': { body: registryBody } });
  expect((await getRegistry(HOST)).storefront?.version).toBe('0.1.0');

  api.on({ 'GET /remote-registry': { body: moved } });
  expect((await revalidateRegistry(HOST)).storefront?.version).toBe('0.2.0');
  expect((await getRegistry(HOST)).storefront?.version).toBe('0.2.0');
  expect(readLastGood(HOST)?.storefront?.version).toBe('0.2.0');

  api.on({ 'GET /remote-registry': down });
  expect((await revalidateRegistry(HOST)).storefront?.version).toBe('0.2.0');
  expect(api.callsTo('GET /remote-registry')).toHaveLength(3);
});
