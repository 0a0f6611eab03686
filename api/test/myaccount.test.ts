import { register } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';

let api: TestApi;
let jane: string;
beforeAll(async () => {
  api = await createTestApi();
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
});
afterAll(() => api.close());

const me = (token = jane) =>
  api.request({ method: 'GET', url: '/api/v1/customers/me', token });
const patch = (payload: object, token = jane) =>
  api.request({ method: 'PATCH', url: '/api/v1/customers/me', token, payload });

describe('GET/PATCH /customers/me', () => {
  it("answers the caller's profile", async () => {
    expect(await me()).toEqual({
      status: 200,
      body: {
        id: 1,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.test',
        phone: '+1 217 555 0199',
      },
    });
  });

  it('changes only the fields sent, and the login shows the new name', async () => {
    const changed = await patch({ first_name: ' Janet ' });
    expect(changed.body).toMatchObject({
      first_name: 'Janet',
      last_name: 'Doe',
      phone: '+1 217 555 0199',
    });
    const cleared = await patch({ phone: '' });
    expect(cleared.body).toMatchObject({ first_name: 'Janet', phone: null });
    const both = await patch({ last_name: 'Roe', phone: '217-555-0100' });
    expect(both.body).toMatchObject({
      first_name: 'Janet',
      last_name: 'Roe',
      phone: '217-555-0100',
    });
    const login = await api.login('jane@example.test', 'customer', {
      store_id: 1,
    });
    expect(login.user).toMatchObject({ first_name: 'Janet', last_name: 'Roe' });
  });

  it.each([
    [
      { first_name: 'X' },
      'first_name',
      'Please enter 2 to 30 letters and spaces only',
    ],
    [{ last_name: '' }, 'last_name', 'This field is required.'],
    [{ phone: '555' }, 'phone', 'Please enter a valid phone number'],
  ])('rejects %j and changes nothing', async (body, field, message) => {
    const before = (await me()).body;
    const response = await patch({ first_name: 'Valid Name', ...body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
    expect((await me()).body).toEqual(before);
  });

  it('ignores an email in the body (not changeable here)', async () => {
    const response = await patch({ email: 'new@example.test' });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe('jane@example.test');
  });

  it('is for customers only', async () => {
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/customers/me' }))
        .status,
    ).toBe(401);
    const owner = (await api.login('owner@acme.test')).access;
    const response = await me(owner);
    expect(response).toEqual({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Only customers have an account here.',
        errors: {},
      },
    });
  });

  it('answers each customer their own profile', async () => {
    const sam = await register(api, {
      email: 'me-sam@example.test',
      phone: null,
    });
    expect((await me(sam.access)).body).toMatchObject({
      id: sam.customer.id,
      email: 'me-sam@example.test',
      phone: null,
    });
  });
});
