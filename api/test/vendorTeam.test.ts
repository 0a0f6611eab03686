import { type Json, type TestApi, createTestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// My Team: the vendor owner invites a staff member by mail (email + name), the person
// signs up through the link on the vendor host and is logged in; the owner re-sends or withdraws
// an invitation, deactivates (the next request is refused) and reactivates. Staff 403, another
// vendor's ids 404, bad input 400, a dead link 404 with its own message.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
beforeAll(async () => {
  api = await createTestApi({ publicUrl: { scheme: 'http', port: 3500 } });
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9931, 'owner@rival-team.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  });
const PASSWORD = 'Welcome123';

const invite = (email: string, token = owner) =>
  call('POST', '/vendor/users/invitations', token, {
    email,
    first_name: 'Nina',
    last_name: 'North',
  });

/** The sign-up link of the newest mail to `to`. */
async function linkFor(to: string) {
  const outbox = await anonymous(
    'GET',
    `/dev/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
  );
  const mail = outbox.body.results[0] as Json;
  const match = /(http:\/\/[^\s/]+)\/staff-signup\/(\d+)\/([0-9a-f-]{36})/.exec(
    mail.text,
  );
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { origin: match[1], vendorId: Number(match[2]), uuid: match[3]! };
}

const signup = (uuid: string, extra: object = {}, vendorId = 1) =>
  anonymous('POST', `/auth/vendor/staff-signup/${vendorId}/${uuid}`, {
    first_name: 'Nina',
    last_name: 'North',
    phone: '555 123 4567',
    password: PASSWORD,
    ...extra,
  });

const idOf = async (email: string) =>
  (
    await call(
      'GET',
      `/vendor/users?search=${encodeURIComponent(email)}`,
      owner,
    )
  ).body.results[0].id as number;

describe('vendor team', () => {
  it('lists the team with search, status tabs, sorting and paging; the owner only', async () => {
    const all = await call('GET', '/vendor/users', owner);
    expect(all.status).toBe(200);
    expect(all.body.results.map((m: Json) => [m.email, m.role])).toEqual([
      ['owner@fixit.test', 'owner'],
      ['staff@fixit.test', 'staff'],
    ]);
    expect(all.body.status_counts).toMatchObject({ all: 2, active: 2 });
    const sorted = await call(
      'GET',
      '/vendor/users?ordering=-email&page_size=1&page=1',
      owner,
    );
    expect(sorted.body).toMatchObject({ count: 2, page_size: 1 });
    expect(sorted.body.results[0].email).toBe('staff@fixit.test');
    const found = await call('GET', '/vendor/users?search=tara', owner);
    expect(found.body.results.map((m: Json) => m.email)).toEqual([
      'staff@fixit.test',
    ]);

    const refused = await call('GET', '/vendor/users', staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only the owner of the workshop manages its team.',
    );
    const bad = await call('GET', '/vendor/users?status=gone&page=0', owner);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'status']);
    // Rival's owner sees only Rival's team.
    const theirs = await call('GET', '/vendor/users', rival);
    expect(theirs.body.results.map((m: Json) => m.email)).toEqual([
      'owner@rival-team.test',
    ]);
  });

  it('invite → mail on the vendor host → sign-up logs in; the link works once', async () => {
    const bad = await call('POST', '/vendor/users/invitations', owner, {
      email: 'nope',
      first_name: 'N1',
      last_name: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Please enter a valid email address',
      first_name: 'Please enter 2 to 30 letters and spaces only',
      last_name: 'This field is required.',
    });
    expect((await invite('tara-two@fixit.test', staff)).status).toBe(403);

    const invited = await invite('nina@fixit.test');
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'nina@fixit.test',
      first_name: 'Nina',
      role: 'staff',
      status: 'invited',
      invitation_expires_on: expect.any(String),
    });
    const taken = await invite('NINA@fixit.test');
    expect(taken.status).toBe(400);
    expect(taken.body.errors.email).toBe(
      'This email already belongs to an account.',
    );

    const link = await linkFor('nina@fixit.test');
    expect(link.origin).toBe('http://vendor.localhost:3500');
    expect(link.vendorId).toBe(1);
    const info = await anonymous(
      'GET',
      `/auth/vendor/staff-signup/1/${link.uuid}`,
    );
    expect(info).toEqual({
      status: 200,
      body: {
        email: 'nina@fixit.test',
        first_name: 'Nina',
        last_name: 'North',
        vendor_name: 'Fixit Workshop',
      },
    });
    // Another vendor's id in the link does not open it; nor does a made-up token.
    expect(
      (await anonymous('GET', `/auth/vendor/staff-signup/9931/${link.uuid}`))
        .status,
    ).toBe(404);
    const unknown = await anonymous(
      'GET',
      '/auth/vendor/staff-signup/1/not-a-token',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This invitation link is not valid.');

    const weak = await signup(link.uuid, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);

    const done = await signup(link.uuid, { first_name: 'Nina Maria' });
    expect(done.status).toBe(201);
    expect(done.body.access).toEqual(expect.any(String));
    const again = await signup(link.uuid);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      code: 'INVITATION_USED',
      message:
        'This invitation has already been used. Log in with your email and password.',
    });
    const login = await anonymous('POST', '/auth/vendor/login', {
      email: 'nina@fixit.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.role.role_id).toBe(8);
    const list = await call('GET', '/vendor/users?search=nina', owner);
    expect(list.body.results[0]).toMatchObject({
      first_name: 'Nina Maria',
      status: 'active',
      invitation_expires_on: null,
    });
  });

  it('deactivates (the next request is refused) and reactivates; never the owner; stale 409', async () => {
    await invite('piet@fixit.test');
    const { uuid } = await linkFor('piet@fixit.test');
    const piet = (await signup(uuid)).body.access as string;
    expect((await call('GET', '/vendor/work-orders', piet)).status).toBe(200);
    const id = await idOf('piet@fixit.test');
    const member = (await call('GET', '/vendor/users?search=piet', owner)).body
      .results[0];

    const stale = await call('POST', `/vendor/users/${id}/deactivate`, owner, {
      version: member.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(member.version);
    const off = await call('POST', `/vendor/users/${id}/deactivate`, owner, {
      version: member.version,
    });
    expect(off.body.status).toBe('deactivated');
    expect((await call('GET', '/vendor/work-orders', piet)).status).toBe(401);
    const relogin = await anonymous('POST', '/auth/vendor/login', {
      email: 'piet@fixit.test',
      password: PASSWORD,
    });
    expect(relogin.status).toBe(401);
    const deactivated = await call(
      'GET',
      '/vendor/users?status=deactivated',
      owner,
    );
    expect(deactivated.body.count).toBe(1);

    const on = await call('POST', `/vendor/users/${id}/reactivate`, owner, {
      version: off.body.version,
    });
    expect(on.body.status).toBe('active');

    const ownerId = await idOf('owner@fixit.test');
    const kept = await call(
      'POST',
      `/vendor/users/${ownerId}/deactivate`,
      owner,
      { version: 1 },
    );
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe(
      'The owner of the workshop cannot be deactivated.',
    );
    // Another vendor's user ids are not found; Rival cannot touch Fixit's staff.
    expect(
      (
        await call('POST', `/vendor/users/${id}/deactivate`, rival, {
          version: on.body.version,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/vendor/users/9931/deactivate', owner, {
          version: 1,
        })
      ).status,
    ).toBe(404);
  });
});
