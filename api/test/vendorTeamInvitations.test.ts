import { type Json, type TestApi, createTestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// My Team's invitations: the owner re-sends one (the old link stops working) or
// withdraws it (the invited person leaves the team); an expired link says so (404 with its code).

let api: TestApi;
let owner: string;
let rival: string;
beforeAll(async () => {
  api = await createTestApi({ publicUrl: { scheme: 'http', port: 3500 } });
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
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

const idOf = async (email: string) =>
  (
    await call(
      'GET',
      `/vendor/users?search=${encodeURIComponent(email)}`,
      owner,
    )
  ).body.results[0].id as number;

describe('vendor team invitations', () => {
  it('re-send replaces the link; withdraw ends it; an expired link says so', async () => {
    await invite('omar@fixit.test');
    const first = await linkFor('omar@fixit.test');
    const id = await idOf('omar@fixit.test');
    const member = (await call('GET', '/vendor/users?status=invited', owner))
      .body.results[0];
    expect(member.id).toBe(id);
    const resent = await call('POST', `/vendor/users/${id}/invitation`, owner, {
      version: member.version,
    });
    expect(resent.status).toBe(200);
    const second = await linkFor('omar@fixit.test');
    expect(second.uuid).not.toBe(first.uuid);
    expect(
      (await anonymous('GET', `/auth/vendor/staff-signup/1/${first.uuid}`)).body
        .code,
    ).toBe('INVITATION_REVOKED');

    await api.db.query(
      `UPDATE vendor_staff_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND revoked_at IS NULL`,
      [id],
    );
    const expired = await anonymous(
      'GET',
      `/auth/vendor/staff-signup/1/${second.uuid}`,
    );
    expect(expired).toMatchObject({
      status: 404,
      body: {
        code: 'INVITATION_EXPIRED',
        message:
          'This invitation has expired. Ask the owner of the workshop to send a new one.',
      },
    });

    expect(
      (await call('DELETE', `/vendor/users/${id}/invitation`, rival)).status,
    ).toBe(404);
    expect(
      await call('DELETE', `/vendor/users/${id}/invitation`, owner),
    ).toEqual({
      status: 200,
      body: { message: 'The invitation was withdrawn.' },
    });
    expect(
      (await call('GET', '/vendor/users?search=omar', owner)).body.count,
    ).toBe(0);
    expect(
      (await anonymous('GET', `/auth/vendor/staff-signup/1/${second.uuid}`))
        .body.code,
    ).toBe('INVITATION_REVOKED');
    // A signed-up person has no invitation to withdraw.
    const tara = await idOf('staff@fixit.test');
    expect(
      (await call('DELETE', `/vendor/users/${tara}/invitation`, owner)).status,
    ).toBe(409);
  });
});
