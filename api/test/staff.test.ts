import { STAFF_MESSAGES } from 'shared/contracts/users';
import { type Json, type TestApi, createTestApi } from './helpers';

// The owner invites a staff member by mail, the person signs up through the link, the
// owner edits their permissions (effective on their next request), deactivates and reactivates.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi({ publicUrl: { scheme: 'http', port: 3500 } });
  owner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const PASSWORD = 'Welcome123';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => api.request({ method, url: `/api/v1${url}`, token, payload });

const invite = (email: string, token = owner) =>
  call('POST', '/stores/1/staff/invitations', token, { email });

/** The sign-up link of the newest mail to `to`, read the way a developer does. */
async function linkFor(to: string) {
  const outbox = await call(
    'GET',
    `/dev/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
  );
  const mail = outbox.body.results[0] as Json;
  const match = /(http:\/\/[^\s/]+)\/staff-signup\/(\d+)\/([0-9a-f-]{36})/.exec(
    mail.text,
  );
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { origin: match[1], storeId: Number(match[2]), uuid: match[3]! };
}

const signup = (uuid: string, extra: object = {}) =>
  call('POST', '/staff-signup', undefined, {
    store_id: 1,
    uuid,
    first_name: 'Nina',
    last_name: 'New',
    phone: '555 123 4567',
    password: PASSWORD,
    ...extra,
  });

const SALES_ORDERS_AT_1 = {
  global_permissions: [],
  locations_permissions: [
    {
      location_id: 1,
      permissions: [{ module_id: 5, permissions: [1, 2, 3], is_enable: 1 }],
    },
  ],
};

it('invite → mail on the portal host → sign-up logs in; the link works once', async () => {
  const invited = await invite('nina@acme.test');
  expect(invited.status).toBe(201);
  expect(invited.body).toMatchObject({
    email: 'nina@acme.test',
    status: 'invited',
    locations: [],
  });
  const link = await linkFor('nina@acme.test');
  expect(link.origin).toBe('http://app.localhost:3500');
  expect(link.storeId).toBe(1);

  const info = await call('GET', `/staff-signup/1/${link.uuid}`);
  expect(info).toEqual({
    status: 200,
    body: { email: 'nina@acme.test', store_name: expect.any(String) },
  });
  // Another store's id in the link does not open it.
  expect((await call('GET', `/staff-signup/2/${link.uuid}`)).status).toBe(404);

  const bad = await signup(link.uuid, { first_name: 'N1', password: 'short' });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors).sort()).toEqual([
    'first_name',
    'password',
  ]);

  const done = await signup(link.uuid);
  expect(done.status).toBe(201);
  expect(done.body.access).toEqual(expect.any(String));
  expect(done.body.role.role_id).toBe(3);

  const again = await signup(link.uuid);
  expect(again.status).toBe(410);
  expect(again.body.message).toBe(STAFF_MESSAGES.invitationUsed);
  const login = await call('POST', '/auth/portal/login', undefined, {
    email: 'nina@acme.test',
    password: PASSWORD,
  });
  expect(login.status).toBe(200);

  const list = await call('GET', '/stores/1/staff?search=nina', owner);
  expect(list.body.count).toBe(1);
  expect(list.body.status_counts).toEqual({ active: 1 });
  expect(list.body.results[0]).toMatchObject({
    first_name: 'Nina',
    status: 'active',
  });
});

it('a permission change takes effect on the staff member’s next request; a stale save is 409', async () => {
  await invite('piet@acme.test');
  const { uuid } = await linkFor('piet@acme.test');
  const staff = (await signup(uuid)).body.access as string;
  const id = (await call('GET', '/stores/1/staff?search=piet', owner)).body
    .results[0].id as number;
  expect((await call('GET', '/sales-orders', staff)).status).toBe(403);

  const member = (await call('GET', `/stores/1/staff/${id}`, owner)).body;
  const saved = await call('PUT', `/stores/1/staff/${id}/permissions`, owner, {
    version: member.version,
    stores_permissions: SALES_ORDERS_AT_1,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.locations).toEqual([{ id: 1, name: expect.any(String) }]);
  // Same access token as before: the api reads the current permissions.
  expect((await call('GET', '/sales-orders', staff)).status).toBe(200);
  expect((await call('GET', '/stores/1/staff', staff)).status).toBe(403);

  const stale = await call('PUT', `/stores/1/staff/${id}/permissions`, owner, {
    version: member.version,
    stores_permissions: { global_permissions: [], locations_permissions: [] },
  });
  expect(stale.status).toBe(409);
  expect(stale.body.message).toBe(STAFF_MESSAGES.stale);
  expect(stale.body.current.version).toBe(saved.body.version);
  expect((await call('GET', '/sales-orders', staff)).status).toBe(200);

  // Another store's location is refused and nothing changes.
  const foreign = await call(
    'PUT',
    `/stores/1/staff/${id}/permissions`,
    owner,
    {
      version: saved.body.version,
      stores_permissions: {
        global_permissions: [],
        locations_permissions: [{ location_id: 99999, permissions: [] }],
      },
    },
  );
  expect(foreign.status).toBe(400);
  expect(foreign.body.errors).toEqual({
    'locations_permissions.0.location_id': STAFF_MESSAGES.unknownLocation,
  });

  // Deactivated: the very next request is refused, and so is a new login.
  const off = await call('POST', `/stores/1/staff/${id}/deactivate`, owner, {
    version: saved.body.version,
  });
  expect(off.body.status).toBe('deactivated');
  expect((await call('GET', '/sales-orders', staff)).status).toBe(401);
  const on = await call('POST', `/stores/1/staff/${id}/reactivate`, owner, {
    version: off.body.version,
  });
  expect(on.body.status).toBe('active');
});

it('re-send replaces the link; withdraw ends it; an expired link says so', async () => {
  await invite('omar@acme.test');
  const first = await linkFor('omar@acme.test');
  const id = (
    await call('GET', '/stores/1/staff?status=invited', owner)
  ).body.results.find((m: Json) => m.email === 'omar@acme.test').id as number;
  const member = (await call('GET', `/stores/1/staff/${id}`, owner)).body;
  const resent = await call('POST', `/stores/1/staff/${id}/invitation`, owner, {
    version: member.version,
  });
  expect(resent.status).toBe(200);
  const second = await linkFor('omar@acme.test');
  expect(second.uuid).not.toBe(first.uuid);
  expect(
    (await call('GET', `/staff-signup/1/${first.uuid}`)).body.message,
  ).toBe(STAFF_MESSAGES.invitationRevoked);

  await api.db.query(
    `UPDATE staff_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND revoked_at IS NULL`,
    [id],
  );
  expect(
    (await call('GET', `/staff-signup/1/${second.uuid}`)).body,
  ).toMatchObject({
    code: 'INVITATION_EXPIRED',
    message: STAFF_MESSAGES.invitationExpired,
  });

  expect(
    await call('DELETE', `/stores/1/staff/${id}/invitation`, owner),
  ).toEqual({
    status: 200,
    body: { message: STAFF_MESSAGES.invitationWithdrawn },
  });
  expect((await call('GET', `/stores/1/staff/${id}`, owner)).status).toBe(404);
  expect(
    (await call('GET', `/staff-signup/1/${second.uuid}`)).body.message,
  ).toBe(STAFF_MESSAGES.invitationRevoked);
});

it('refuses bad input, a taken email, staff, and another store’s staff', async () => {
  const bad = await invite('not an email');
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({ email: expect.any(String) });
  const taken = await invite('OWNER@acme.test');
  expect(taken.status).toBe(400);
  expect(taken.body.errors.email).toBe(STAFF_MESSAGES.emailTaken);

  const sam = (await api.login('staff@acme.test')).access;
  expect((await invite('x@acme.test', sam)).status).toBe(403);
  const globex = (await api.login('owner@globex.test')).access;
  expect((await call('GET', '/stores/1/staff', globex)).status).toBe(403);
  // Sam (user 3) is Acme's: Globex's owner asking about its own store does not find him.
  expect((await call('GET', '/stores/2/staff/3', globex)).status).toBe(404);
  expect(
    (
      await call('PUT', '/stores/2/staff/3/permissions', globex, {
        version: 1,
        stores_permissions: {
          global_permissions: [],
          locations_permissions: [],
        },
      })
    ).status,
  ).toBe(404);
});

it('lists the demo team with statuses in counts and locations by name, filtered by status', async () => {
  const all = await call('GET', '/stores/1/staff?page_size=100', owner);
  const byEmail = Object.fromEntries(
    all.body.results.map((m: Json) => [m.email, m]),
  );
  expect(byEmail['staff@acme.test']).toMatchObject({
    status: 'active',
    locations: [{ id: 1, name: 'Acme Downtown' }],
  });
  expect(byEmail['dana@acme.test']).toMatchObject({ status: 'deactivated' });
  expect(all.body.status_counts.deactivated).toBeGreaterThanOrEqual(1);
  const off = await call('GET', '/stores/1/staff?status=deactivated', owner);
  expect(off.body.results.every((m: Json) => m.status === 'deactivated')).toBe(
    true,
  );
  expect(off.body.count).toBe(off.body.status_counts.deactivated);
  // Deactivated: the demo password does not let Dana in.
  const login = await call('POST', '/auth/portal/login', undefined, {
    email: 'dana@acme.test',
    password: 'Passw0rd!',
  });
  expect(login.status).toBe(401);
});
