import { STORE_VENDOR_MESSAGES } from 'shared/contracts/storeVendors';
import { INVITATION_EMAIL_MESSAGES } from '../src/areas/vendors/storeVendorsInvitations';
import { listOutbox } from '../src/mail';
import { createTestApi, type Json, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The store portal's vendors page. The linked vendors (owner email, open work orders,
// active flag) searched, sorted and paged on the server; deactivate / reactivate with the version
// seen (stale: 409), and a deactivated vendor is offered no new work orders. A vendor invited by
// mail: a long random single-use link on the vendor portal host, pending list, resend, withdraw;
// the vendor owner accepts (the link is made) or declines (only the invited email's owner: another
// vendor owner's decline is 403 and the link stays usable); a used or unknown link is 404.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
let fixit: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
  globex = (await api.login('owner@globex.test')).access;
  fixit = (await api.login('owner@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const anonymous = (url: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}` });

async function linkFor(to: string) {
  const [mail] = await listOutbox(api.db, { to, limit: 1 });
  const match = /(http:\/\/[^\s/]+)\/store-invitation\/([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no link in ${mail?.text}`);
  return { origin: match[1], uid: match[2]! };
}

describe('linked vendors', () => {
  it('lists the store’s vendors with their contact, open work orders and active flag', async () => {
    const page = await call('GET', '/portal/vendors', owner);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 1, page: 1, page_size: 20 });
    expect(page.body.results[0]).toMatchObject({
      id: 1,
      name: 'Fixit Workshop',
      contact_email: 'owner@fixit.test',
      is_active: true,
      version: 1,
    });
    expect(page.body.results[0].open_work_orders).toBeGreaterThanOrEqual(0);
    const search = await call('GET', '/portal/vendors?search=nobody', owner);
    expect(search.body).toMatchObject({ count: 0, results: [] });
    const byEmail = await call(
      'GET',
      '/portal/vendors?search=fixit.test',
      owner,
    );
    expect(byEmail.body.count).toBe(1);
    const inactive = await call(
      'GET',
      '/portal/vendors?status=inactive',
      owner,
    );
    expect(inactive.body).toMatchObject({
      count: 0,
      status_counts: { all: 1, active: 1, inactive: 0 },
    });
    const paged = await call(
      'GET',
      '/portal/vendors?page=2&page_size=1',
      owner,
    );
    expect(paged.body).toMatchObject({ count: 1, results: [] });
  });

  it('refuses bad input, callers without the module and another store’s link', async () => {
    const bad = await call('GET', '/portal/vendors?ordering=colour', owner);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: expect.any(String),
      errors: expect.any(Object),
    });
    expect((await call('GET', '/portal/vendors', staff)).status).toBe(403);
    expect((await call('GET', '/portal/vendors', fixit)).status).toBe(403);
    const other = await call('POST', '/portal/vendors/999/deactivate', owner, {
      version: 1,
    });
    expect(other.status).toBe(404);
  });

  it('opens the page to staff who hold the vendor management module', async () => {
    await api.db.query(
      `UPDATE users SET stores_permissions = jsonb_set(stores_permissions, '{global_permissions}',
         '[{"module_id": 9, "permissions": [3], "is_enable": 1}]') WHERE email = 'staff@acme.test'`,
    );
    expect((await call('GET', '/portal/vendors', staff)).status).toBe(200);
    const move = await call('POST', '/portal/vendors/1/deactivate', staff, {
      version: 1,
    });
    expect(move.status).toBe(403);
  });

  it('deactivates with the version seen: stale 409, and no new work orders', async () => {
    const stale = await call('POST', '/portal/vendors/1/deactivate', owner, {
      version: 7,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STORE_VENDOR_MESSAGES.stale);
    expect(stale.body.current).toMatchObject({ is_active: true, version: 1 });
    const off = await call('POST', '/portal/vendors/1/deactivate', owner, {
      version: 1,
    });
    expect(off.body).toMatchObject({ is_active: false, version: 2 });
    expect((await call('GET', '/store-vendors', owner)).body).toEqual([]);
    const on = await call('POST', '/portal/vendors/1/reactivate', owner, {
      version: 2,
    });
    expect(on.body).toMatchObject({ is_active: true, version: 3 });
    expect((await call('GET', '/store-vendors', owner)).body).toEqual([
      { id: 1, name: 'Fixit Workshop' },
    ]);
  });
});

describe('vendor invitations', () => {
  it('refuses a bad email and a vendor who is already linked', async () => {
    const bad = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBeDefined();
    const linked = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'owner@fixit.test',
    });
    expect(linked.body.errors).toEqual({
      email: STORE_VENDOR_MESSAGES.alreadyLinked,
    });
  });

  it('mails a single-use link that a vendor owner accepts, which links the vendor', async () => {
    const [vendor] = await api.db.query<{ id: number }>(
      "INSERT INTO vendors (name) VALUES ('Bolt Repairs') RETURNING id",
    );
    await api.db.query(
      `INSERT INTO users (kind, email, password_hash, first_name, last_name, role_id, vendor_id)
       SELECT 'vendor', 'owner@bolt.test', password_hash, 'Bea', 'Bolt', 7, $1
       FROM users WHERE email = 'owner@fixit.test'`,
      [vendor!.id],
    );
    const bolt = (await api.login('owner@bolt.test', 'vendor')).access;
    const created = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'owner@bolt.test',
      name: 'Bolt',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'owner@bolt.test',
      name: 'Bolt',
    });
    const again = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'OWNER@bolt.test',
    });
    expect(again.body.errors).toEqual({
      email: STORE_VENDOR_MESSAGES.emailTaken,
    });
    const pending = await call('GET', '/portal/vendor-invitations', owner);
    expect(pending.body.results.map((i: Json) => i.id)).toEqual([
      created.body.id,
    ]);

    const first = await linkFor('owner@bolt.test');
    expect(first.origin).toMatch(/^http:\/\/vendor\./);
    expect(first.uid).toHaveLength(43);
    const resent = await call(
      'POST',
      `/portal/vendor-invitations/${created.body.id}/resend`,
      owner,
    );
    expect(resent.status).toBe(200);
    const { uid } = await linkFor('owner@bolt.test');
    expect(uid).not.toBe(first.uid);
    expect((await anonymous(`/store-invitations/${first.uid}`)).status).toBe(
      404,
    );

    const info = await anonymous(`/store-invitations/${uid}`);
    expect(info.body).toMatchObject({
      store_name: 'Acme Jewelers',
      email: 'owner@bolt.test',
    });
    const asStore = await call(
      'POST',
      `/store-invitations/${uid}/accept`,
      owner,
    );
    expect(asStore.status).toBe(403);
    const accepted = await call(
      'POST',
      `/store-invitations/${uid}/accept`,
      bolt,
    );
    expect(accepted.body).toEqual({
      message: STORE_VENDOR_MESSAGES.accepted,
      store_name: 'Acme Jewelers',
    });
    const used = await anonymous(`/store-invitations/${uid}`);
    expect(used.status).toBe(404);
    expect(used.body.message).toBe(STORE_VENDOR_MESSAGES.invitationInvalid);
    expect(
      (await call('POST', `/store-invitations/${uid}/decline`, bolt)).status,
    ).toBe(404);
    const list = await call('GET', '/portal/vendors?search=bolt', owner);
    expect(list.body.results[0]).toMatchObject({
      name: 'Bolt Repairs',
      contact_email: 'owner@bolt.test',
      is_active: true,
    });
    expect(
      (await call('GET', '/portal/vendor-invitations', owner)).body.results,
    ).toEqual([]);
  });

  it('declines and withdraws; another store cannot touch the invitation', async () => {
    const created = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'someone@vendor.test',
    });
    const id = created.body.id as number;
    expect(
      (await call('DELETE', `/portal/vendor-invitations/${id}`, globex)).status,
    ).toBe(404);
    const { uid } = await linkFor('someone@vendor.test');
    const notTheirs = await call(
      'POST',
      `/store-invitations/${uid}/decline`,
      fixit,
    );
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe(
      INVITATION_EMAIL_MESSAGES.otherEmail.replaceAll(
        '{email}',
        'someone@vendor.test',
      ),
    );
    expect((await anonymous(`/store-invitations/${uid}`)).status).toBe(200);
    const someone = await addRivalVendor(api, 9902, 'someone@vendor.test');
    const declined = await call(
      'POST',
      `/store-invitations/${uid}/decline`,
      someone,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(STORE_VENDOR_MESSAGES.declined);
    expect((await anonymous(`/store-invitations/${uid}`)).status).toBe(404);
    expect(
      (await call('DELETE', `/portal/vendor-invitations/${id}`, owner)).status,
    ).toBe(404);

    const other = await call('POST', '/portal/vendor-invitations', owner, {
      email: 'other@vendor.test',
    });
    const withdrawn = await call(
      'DELETE',
      `/portal/vendor-invitations/${other.body.id}`,
      owner,
    );
    expect(withdrawn.body.message).toBe(
      STORE_VENDOR_MESSAGES.invitationWithdrawn,
    );
    const link = await linkFor('other@vendor.test');
    expect((await anonymous(`/store-invitations/${link.uid}`)).status).toBe(
      404,
    );
    expect((await anonymous('/store-invitations/short')).status).toBe(404);
  });
});
