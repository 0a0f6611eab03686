import { STORE_VENDOR_MESSAGES } from 'shared/contracts/storeVendors';
import { hashPassword } from '../src/auth/passwords';
import { INVITATION_EMAIL_MESSAGES } from '../src/areas/vendors/storeVendorsInvitations';
import { listOutbox } from '../src/mail';
import {
  createTestApi,
  DEMO_PASSWORD,
  type Json,
  type TestApi,
} from './helpers';
import { callerOf } from './vendorFixtures';

// A store's invitation of a vendor is for the email it was sent to. A vendor owner of
// another email cannot accept it (403, the link stays usable, nothing is linked); the invited
// email's owner can, whatever its case. A new vendor signs up through the link with that email
// only (another one: 400 on `email`; an email that already has a vendor account: 400; nothing is
// made): the vendor and its owner are made, logged in, and linked to the store.

let api: TestApi;
let owner: string;
let fixit: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  fixit = (await api.login('owner@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  });

/** Invites `email` to Acme; answers the mailed link's uid. */
async function invite(email: string): Promise<string> {
  const created = await call('POST', '/portal/vendor-invitations', owner, {
    email,
  });
  expect(created.status).toBe(201);
  const [mail] = await listOutbox(api.db, { to: email, limit: 1 });
  const match = /\/store-invitation\/([A-Za-z0-9_-]{43})/.exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no link in ${mail?.text}`);
  return match[1]!;
}

/** A vendor not linked to Acme, with its owner `email`; answers the owner's access token. */
async function vendorOwner(name: string, email: string): Promise<string> {
  const [vendor] = await api.db.query<{ id: number }>(
    'INSERT INTO vendors (name) VALUES ($1) RETURNING id',
    [name],
  );
  await api.db.query(
    `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, vendor_id)
     VALUES ('vendor', $1, $2, 'Vera', 'Vendor', 7, $3)`,
    [email, await hashPassword(DEMO_PASSWORD), vendor!.id],
  );
  return (await api.login(email, 'vendor')).access;
}

const linkedTo = async (search: string) =>
  (await call('GET', `/portal/vendors?search=${search}`, owner)).body
    .results as Json[];

describe('an invitation is for its email', () => {
  it('refuses a vendor owner of another email (403) and keeps the link for the invited one', async () => {
    const bolt = await vendorOwner('Bolt Repairs', 'owner@bolt.test');
    const uid = await invite('OWNER@Bolt.test');
    const refused = await call(
      'POST',
      `/store-invitations/${uid}/accept`,
      fixit,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      INVITATION_EMAIL_MESSAGES.otherEmail.replaceAll(
        '{email}',
        'OWNER@Bolt.test',
      ),
    );
    expect((await anonymous('GET', `/store-invitations/${uid}`)).status).toBe(
      200,
    );
    expect(await linkedTo('bolt')).toEqual([]);

    const accepted = await call(
      'POST',
      `/store-invitations/${uid}/accept`,
      bolt,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(STORE_VENDOR_MESSAGES.accepted);
    expect(await linkedTo('bolt')).toMatchObject([{ name: 'Bolt Repairs' }]);
  });

  it('lets a new vendor sign up through the link with the invited email only', async () => {
    const uid = await invite('owner@spark.test');
    const signup = {
      vendor_name: 'Spark Fixers',
      first_name: 'Sam',
      last_name: 'Spark',
      email: 'someone-else@spark.test',
      password: 'Spark-fix3r',
    };
    const other = await anonymous(
      'POST',
      `/store-invitations/${uid}/signup`,
      signup,
    );
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({
      email: INVITATION_EMAIL_MESSAGES.signupEmail.replace(
        '{email}',
        'owner@spark.test',
      ),
    });
    const unknown = await anonymous(
      'POST',
      `/store-invitations/${'B'.repeat(43)}/signup`,
      { ...signup, email: 'owner@spark.test' },
    );
    expect(unknown.status).toBe(404);
    const none = await api.db.query(
      "SELECT 1 FROM vendors WHERE name = 'Spark Fixers'",
    );
    expect(none).toEqual([]);
    expect((await anonymous('GET', `/store-invitations/${uid}`)).status).toBe(
      200,
    );

    const made = await anonymous('POST', `/store-invitations/${uid}/signup`, {
      ...signup,
      email: 'Owner@Spark.test',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      access: expect.any(String),
      user: {
        first_name: 'Sam',
        vendor: { name: 'Spark Fixers' },
        role: { role_id: 7 },
      },
      registration_steps: { subscription: false },
    });
    expect(await linkedTo('spark')).toMatchObject([
      { name: 'Spark Fixers', is_active: true },
    ]);
    expect((await anonymous('GET', `/store-invitations/${uid}`)).status).toBe(
      404,
    );
    const again = await anonymous('POST', `/store-invitations/${uid}/signup`, {
      ...signup,
      email: 'owner@spark.test',
    });
    expect(again.status).toBe(404);
  });

  it('sends an email that already has a vendor account to log in', async () => {
    await vendorOwner('Volt Works', 'owner@volt.test');
    const uid = await invite('owner@volt.test');
    const taken = await anonymous('POST', `/store-invitations/${uid}/signup`, {
      vendor_name: 'Volt Again',
      first_name: 'Vic',
      last_name: 'Volt',
      email: 'owner@volt.test',
      password: 'Volt-w0rks',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({
      email: INVITATION_EMAIL_MESSAGES.accountExists,
    });
    expect((await anonymous('GET', `/store-invitations/${uid}`)).status).toBe(
      200,
    );
  });
});
