import {
  INSURANCE_MESSAGES,
  type InsurancePlan,
} from 'shared/contracts/insurancePlans';
import { vendorManagementAudience } from '../src/areas/vendors/vendorManagementLive';
import { createTestApi, type Json, type TestApi } from './helpers';
import { openSocket, type TestSocket } from './pushClient';

// The spec's "selected" insurance: Acme's owner marks which offered plan is the store's
// selected one (the storefront's active insurance). One per store, only an offered plan; switching it
// off or deleting it leaves none. Every change reaches the store's other open vendors pages live
// (Acme's owner, user 2; Acme's staff member lacks vendor management and hears nothing).

let api: TestApi;
let wsUrl: string;
const tokens = { owner: '', staff: '', globex: '' };
const ids = { full: 0, basic: 0, off: 0, globex: 0 };
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  tokens.owner = (await api.login('owner@acme.test')).access;
  tokens.staff = (await api.login('staff@acme.test')).access;
  tokens.globex = (await api.login('owner@globex.test')).access;
  const add = async (token: string, name: string, isActive = true) =>
    (
      await call('POST', '/portal/insurance-plans', token, {
        name,
        cover: 'price',
        amount: '10',
        is_active: isActive,
      })
    ).body.id as number;
  ids.full = await add(tokens.owner, 'Full cover');
  ids.basic = await add(tokens.owner, 'Basic cover');
  ids.off = await add(tokens.owner, 'Old cover', false);
  ids.globex = await add(tokens.globex, 'Globex cover');
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload !== undefined ? { payload } : {}),
  });
const select = (id: unknown, token = tokens.owner) =>
  call('PUT', '/portal/insurance-plans/selected', token, { id } as Json);
const plans = async (token = tokens.owner): Promise<InsurancePlan[]> =>
  (await call('GET', '/portal/insurance-plans', token)).body;
const selectedNames = async () =>
  (await plans()).filter((p) => p.is_selected).map((p) => p.name);
const offered = async () =>
  (await api.request({ method: 'GET', url: '/api/v1/insurances?store_id=1' }))
    .body;

async function subscribe(channel: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(wsUrl);
  const res = await call('POST', '/push/auth', token, {
    socket_id: socket.socketId,
    channel_name: channel,
  });
  socket.send('pusher:subscribe', { channel, auth: res.body.auth });
  expect((await socket.next()).event).toBe(
    'pusher_internal:subscription_succeeded',
  );
  return socket;
}

describe('the store’s selected insurance plan', () => {
  it('selects one plan: the list puts it first and the storefront answers it as the active one', async () => {
    const res = await select(ids.basic);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      name: 'Basic cover',
      is_selected: true,
    });
    expect(await selectedNames()).toEqual(['Basic cover']);
    const storefront = await offered();
    expect(storefront).toEqual([
      expect.objectContaining({ name: 'Basic cover', is_selected: true }),
      expect.objectContaining({ name: 'Full cover', is_selected: false }),
    ]);
  });

  it('switching is one action: the new plan is selected and the old one no longer is', async () => {
    const res = await select(ids.full);
    expect(res.status).toBe(200);
    expect(res.body.map((p: InsurancePlan) => [p.name, p.is_selected])).toEqual(
      [
        ['Full cover', true],
        ['Basic cover', false],
        ['Old cover', false],
      ],
    );
  });

  it('the database itself keeps one selected plan per store and only an offered one', async () => {
    await expect(
      api.db.query('UPDATE insurances SET is_selected = true WHERE id = $1', [
        ids.basic,
      ]),
    ).rejects.toThrow();
    await expect(
      api.db.query('UPDATE insurances SET is_active = false WHERE id = $1', [
        ids.full,
      ]),
    ).rejects.toThrow();
    expect(await selectedNames()).toEqual(['Full cover']);
  });

  it('refuses a plan that is not offered (409), another store’s plan (404) and bad input (400), changing nothing', async () => {
    const before = await plans();
    const off = await select(ids.off);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(INSURANCE_MESSAGES.notOffered);
    const theirs = await select(ids.globex);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(INSURANCE_MESSAGES.notFound);
    for (const payload of [{ id: 'one' }, { id: 1.5 }, {}]) {
      const res = await call(
        'PUT',
        '/portal/insurance-plans/selected',
        tokens.owner,
        payload,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: expect.any(Object),
      });
    }
    expect(await plans()).toEqual(before);
    // Globex's own plan stays unselected, and Acme's staff member (no vendor management) is refused.
    expect((await plans(tokens.globex))[0]!.is_selected).toBe(false);
    expect((await select(ids.basic, tokens.staff)).status).toBe(403);
  });

  it('null selects none; switching the selected plan off or deleting it leaves none selected', async () => {
    expect((await select(null)).status).toBe(200);
    expect(await selectedNames()).toEqual([]);

    await select(ids.basic);
    const edit = await call(
      'PUT',
      `/portal/insurance-plans/${ids.basic}`,
      tokens.owner,
      { name: 'Basic cover', cover: 'price', amount: '10', is_active: false },
    );
    expect(edit.body).toMatchObject({ is_active: false, is_selected: false });
    expect(await selectedNames()).toEqual([]);

    await select(ids.full);
    const removed = await call(
      'DELETE',
      `/portal/insurance-plans/${ids.full}`,
      tokens.owner,
    );
    expect(removed.status).toBe(200);
    expect(await selectedNames()).toEqual([]);
    expect(await offered()).toEqual([]);
  });
});

describe('live changes of the insurance plans', () => {
  it('the store’s users who may view vendor management are the audience', async () => {
    expect(await vendorManagementAudience(api.db, 1)).toEqual([2]);
  });

  it('a change reaches the owner’s other open pages, and nobody else’s', async () => {
    const owner = await subscribe('private-user-2', tokens.owner);
    const staff = await subscribe('private-user-3', tokens.staff);
    const added = await call('POST', '/portal/insurance-plans', tokens.owner, {
      name: 'Live cover',
      cover: 'rate',
      amount: '3',
      is_active: true,
    });
    expect(await owner.next()).toMatchObject({
      event: 'record-changed',
      channel: 'private-user-2',
      data: { record: 'insurance_plan', id: added.body.id, status: 'saved' },
    });
    await select(added.body.id);
    expect(await owner.next()).toMatchObject({
      data: { record: 'insurance_plan', id: added.body.id, status: 'selected' },
    });
    await call(
      'DELETE',
      `/portal/insurance-plans/${added.body.id}`,
      tokens.owner,
    );
    expect(await owner.next()).toMatchObject({
      data: { record: 'insurance_plan', id: added.body.id, status: 'deleted' },
    });
    await staff.expectNothingPending();
    owner.ws.close();
    staff.ws.close();
  });
});
