import { STAFF_MESSAGES } from 'shared/contracts/users';
import { DEMO_PASSWORD, type TestApi, createTestApi } from './helpers';

// The signed-in store owner's or staff member's own profile: name, phone, password.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) => api.request({ method, url: `/api/v1${url}`, token, payload });

it('profile: name and phone with the spec rules, stale 409, password change needs the current one', async () => {
  const token = (await api.login('staff@acme.test')).access;
  const other = (await api.login('staff@acme.test')).access;
  const profile = (await call('GET', '/portal/profile', token)).body;
  expect(profile).toMatchObject({
    email: 'staff@acme.test',
    first_name: 'Sam',
    phone: null,
  });

  const bad = await call('PUT', '/portal/profile', token, {
    version: profile.version,
    first_name: 'R',
    last_name: 'Rivera',
    phone: 'abc',
  });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['first_name', 'phone']);

  const saved = await call('PUT', '/portal/profile', token, {
    version: profile.version,
    first_name: 'Rosa',
    last_name: 'Rivera',
    phone: null,
  });
  expect(saved.body).toMatchObject({ first_name: 'Rosa', phone: null });
  const stale = await call('PUT', '/portal/profile', token, {
    version: profile.version,
    first_name: 'Rosie',
    last_name: 'Rivera',
  });
  expect(stale.status).toBe(409);
  expect(stale.body.current.first_name).toBe('Rosa');

  const wrong = await call('POST', '/portal/profile/password', token, {
    current_password: 'Wrong1234',
    new_password: 'Changed123',
  });
  expect(wrong.body.errors).toEqual({
    current_password: STAFF_MESSAGES.currentPassword,
  });
  const changed = await call('POST', '/portal/profile/password', token, {
    current_password: DEMO_PASSWORD,
    new_password: 'Changed123',
  });
  expect(changed.body.message).toBe(STAFF_MESSAGES.passwordChanged);
  const login = await call('POST', '/auth/portal/login', undefined, {
    email: 'staff@acme.test',
    password: 'Changed123',
  });
  expect(login.status).toBe(200);
  // The login that changed it stays; the other login of the same person ends.
  expect((await call('GET', '/portal/profile', token)).status).toBe(200);
  expect((await call('GET', '/portal/profile', other)).status).toBe(401);
});

it('is for store and vendor owners and staff, each about themselves: the super admin and customers are refused', async () => {
  const admin = (await api.login('admin@platform.test')).access;
  expect((await call('GET', '/portal/profile', admin)).status).toBe(403);
  const customer = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  expect((await call('GET', '/portal/profile', customer)).status).toBe(403);
  // A vendor user's own profile (/portal/vendor-profile)
  const vendor = (await api.login('staff@fixit.test', 'vendor')).access;
  const mine = await call('GET', '/portal/profile', vendor);
  expect(mine.body).toMatchObject({
    email: 'staff@fixit.test',
    first_name: 'Tara',
  });
  const saved = await call('PUT', '/portal/profile', vendor, {
    first_name: 'Tara',
    last_name: 'Technician',
    phone: '+1 217 555 0142',
    version: mine.body.version,
  });
  expect(saved.body).toMatchObject({
    last_name: 'Technician',
    phone: '+1 217 555 0142',
  });
  expect((await call('GET', '/portal/profile')).status).toBe(401);
});

it('language: the portal header choice is kept on the user and read back in the session; others answer 400 and change nothing', async () => {
  const token = (await api.login('owner@globex.test')).access;
  const me = async () =>
    (await call('GET', '/auth/me', token)).body.user.language;
  expect(await me()).toBeNull();
  const saved = await call('PUT', '/portal/profile/language', token, {
    language: 'es',
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ language: 'es' });
  expect(await me()).toBe('es');
  // the next login starts in it too
  const again = (await api.login('owner@globex.test')) as unknown as {
    user: { language: string | null };
  };
  expect(again.user.language).toBe('es');

  const bad = await call('PUT', '/portal/profile/language', token, {
    language: 'fr',
  });
  expect(bad.status).toBe(400);
  expect(await me()).toBe('es');
});
