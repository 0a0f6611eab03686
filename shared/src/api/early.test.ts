import { api, type EarlyRequest } from 'shared/api';
import { emptySession, replaceSession } from 'shared/session';
import { mockApi, sessionFor } from 'shared/testing';

const URL_OF_LIST =
  'http://localhost/api/v1/stores/1/portal-services?is_customer_side=true&is_partial=true';
// jsdom has no Response: what shared/api reads of one
const answer = (body: unknown) =>
  Promise.resolve({
    status: 200,
    text: async () => JSON.stringify(body),
  } as Response);

const page = window as { __PLATFORM_BOOT__?: unknown };
function bootData(data: Record<string, EarlyRequest>) {
  page.__PLATFORM_BOOT__ = { data };
}

afterEach(() => {
  delete page.__PLATFORM_BOOT__;
  replaceSession(emptySession());
});

const getList = () =>
  api.get('stores/1/portal-services', {
    query: { is_customer_side: 'true', is_partial: 'true' },
  });

test("the boot script's answer serves the first GET of that URL; the next one asks the api", async () => {
  bootData({ [URL_OF_LIST]: { access: null, response: answer(['early']) } });
  const m = mockApi({
    'GET /stores/1/portal-services': { status: 200, body: ['fresh'] },
  });
  await expect(getList()).resolves.toEqual(['early']);
  expect(m.calls).toHaveLength(0);
  await expect(getList()).resolves.toEqual(['fresh']);
  expect(m.calls).toHaveLength(1);
});

test('an early answer sent with another token (or none) is not used', async () => {
  replaceSession({ ...emptySession(), ...sessionFor(4), access: 'mine' });
  bootData({ [URL_OF_LIST]: { access: null, response: answer(['guest']) } });
  mockApi({
    'GET /stores/1/portal-services': { status: 200, body: ['signed-in'] },
  });
  await expect(getList()).resolves.toEqual(['signed-in']);
});

test('a failed early request is sent again', async () => {
  bootData({
    [URL_OF_LIST]: {
      access: null,
      response: Promise.reject(new TypeError('Failed to fetch')),
    },
  });
  const m = mockApi({
    'GET /stores/1/portal-services': { status: 200, body: ['again'] },
  });
  await expect(getList()).resolves.toEqual(['again']);
  expect(m.calls).toHaveLength(1);
});
