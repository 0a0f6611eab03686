import { MESSAGES, NAME_REGEX } from 'shared/validation';
import { ACCOUNT_MESSAGES, PHONE_REGEX } from '../src/platform/fieldChecks';
import {
  cartLines,
  count,
  guestCart,
  lastMailTo,
  register,
  registerBody,
  STRONG_PASSWORD,
} from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const post = (url: string, payload: object) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, payload });

it('uses the messages of shared/validation for the name and phone rules', () => {
  expect(ACCOUNT_MESSAGES.name).toBe(MESSAGES.name);
  expect(ACCOUNT_MESSAGES.phone).toBe(MESSAGES.phone);
  expect(ACCOUNT_MESSAGES.email).toBe(MESSAGES.email);
  expect(ACCOUNT_MESSAGES.required).toBe(MESSAGES.requiredDot);
  expect(NAME_REGEX.test('Mary Ann')).toBe(true);
  expect(PHONE_REGEX.test('555-123-4567')).toBe(true);
});

describe('POST /auth/customer/register', () => {
  it('creates the account, logs in, and mails a welcome', async () => {
    const body = await register(api);
    expect(body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      role: { role_id: 1 },
      user: {
        first_name: 'Sam',
        last_name: 'Smith',
        email: 'sam@example.test',
      },
      store: { id: 1, name: 'Acme Jewelers' },
      customer: { id: expect.any(Number) },
      access_modules: [],
    });
    const me = await api.request({
      method: 'GET',
      url: '/api/v1/customers/me',
      token: body.access,
    });
    expect(me.body).toEqual({
      id: body.customer.id,
      first_name: 'Sam',
      last_name: 'Smith',
      email: 'sam@example.test',
      phone: '+1 555 123 4567',
    });
    const login = await post('/auth/customer/login', {
      email: 'SAM@example.test',
      password: STRONG_PASSWORD,
      store_id: 1,
    });
    expect(login.status).toBe(200);
    expect(login.body.customer).toEqual({ id: body.customer.id });
    const mail = await lastMailTo(api, 'sam@example.test');
    expect(mail?.subject).toBe('Welcome to Acme Jewelers');
    expect(mail?.text_body).toContain('http://acme.localhost/login');
  });

  it('links the welcome mail to the configured public scheme and port, whatever Origin the request claims', async () => {
    const configured = await createTestApi({
      publicUrl: { scheme: 'https', port: 8443 },
    });
    try {
      await configured.request({
        method: 'POST',
        url: '/api/v1/auth/customer/register',
        headers: { origin: 'http://evil.test:3500' },
        payload: registerBody({ email: 'port@example.test' }),
      });
      const mail = await lastMailTo(configured, 'port@example.test');
      expect(mail?.text_body).toContain('https://acme.localhost:8443/login');
      expect(mail?.text_body).not.toContain('evil.test');
    } finally {
      await configured.close();
    }
  });

  it.each([
    [
      { first_name: 'J' },
      'first_name',
      'Please enter 2 to 30 letters and spaces only',
    ],
    [
      { first_name: 'Jane3' },
      'first_name',
      'Please enter 2 to 30 letters and spaces only',
    ],
    [{ last_name: '  ' }, 'last_name', 'This field is required.'],
    [{ last_name: undefined }, 'last_name', 'This field is required.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: '' }, 'email', 'This field is required.'],
    [
      { password: 'short1' },
      'password',
      'Use at least 8 characters with a letter and a digit.',
    ],
    [
      { password: 'lettersonly' },
      'password',
      'Use at least 8 characters with a letter and a digit.',
    ],
    [
      { password: '12345678' },
      'password',
      'Use at least 8 characters with a letter and a digit.',
    ],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [
      { email: 'JANE@example.test' },
      'email',
      'An account with this email already exists.',
    ],
  ])(
    'rejects %j with errors.%s and creates nothing',
    async (override, field, message) => {
      const users = await count(api, 'users');
      const customers = await count(api, 'customers');
      const response = await post(
        '/auth/customer/register',
        registerBody({ email: 'new@example.test', ...override }),
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
      expect(response.body.errors[field]).toBe(message);
      expect(await count(api, 'users')).toBe(users);
      expect(await count(api, 'customers')).toBe(customers);
    },
  );

  it('reports every bad field at once', async () => {
    const response = await post('/auth/customer/register', { store_id: 1 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
  });

  it('allows the same email in another store and keeps the accounts apart', async () => {
    const globex = await register(api, {
      store_id: 2,
      email: 'jane@example.test',
      first_name: 'Janet',
    });
    expect(globex.store.id).toBe(2);
    expect(globex.customer.id).not.toBe(1);
    // Jane of store 1 still logs in with her own password, not at store 2's account.
    const acme = await api.login('jane@example.test', 'customer', {
      store_id: 1,
    });
    expect((acme.customer as Json).id).toBe(1);
    const wrong = await post('/auth/customer/login', {
      email: 'jane@example.test',
      password: STRONG_PASSWORD,
      store_id: 1,
    });
    expect(wrong.status).toBe(401);
  });

  it('answers the store errors for an inactive or unknown store', async () => {
    const inactive = await post(
      '/auth/customer/register',
      registerBody({ store_id: 3, email: 'x@example.test' }),
    );
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe('STORE.INACTIVE');
    const unknown = await post(
      '/auth/customer/register',
      registerBody({ store_id: 999, email: 'x@example.test' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('STORE.NOT_FOUND');
  });

  it('moves the lines of the guest cart into the new account', async () => {
    const cartId = await guestCart(api);
    const body = await register(api, {
      email: 'cart@example.test',
      cart_id: cartId,
    });
    expect(await cartLines(api, cartId)).toEqual([]);
    const cart = await api.request({
      method: 'GET',
      url: `/api/v1/carts?customer_id=${body.customer.id}`,
      token: body.access,
    });
    expect(cart.body.data.item_count).toBe(2);
  });
});

describe('POST /auth/customer/login with cart_id', () => {
  const login = (cartId: unknown) =>
    post('/auth/customer/login', {
      email: 'jane@example.test',
      password: 'Passw0rd!',
      store_id: 1,
      cart_id: cartId,
    });
  const janeItems = async () =>
    (
      await api.db.query<{ n: number }>(
        'SELECT coalesce(sum(i.quantity), 0)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = 1',
      )
    )[0]!.n;

  it("moves a guest cart's lines into Jane's cart and deletes the guest cart", async () => {
    const before = await janeItems();
    const cartId = await guestCart(api);
    const response = await login(cartId);
    expect(response.status).toBe(200);
    expect(await janeItems()).toBe(before + 2);
    const left = await api.db.query('SELECT 1 FROM carts WHERE id = $1', [
      cartId,
    ]);
    expect(left).toEqual([]);
  });

  it("ignores another store's cart, another customer's cart and unknown ids", async () => {
    const before = await janeItems();
    const globexCart = await guestCart(api, 2);
    const other = await register(api, {
      email: 'owner-of-cart@example.test',
      cart_id: await guestCart(api),
    });
    const [otherCart] = await api.db.query<{ id: string }>(
      'SELECT id FROM carts WHERE customer_id = $1',
      [other.customer.id],
    );
    for (const cartId of [
      globexCart,
      otherCart!.id,
      'x'.repeat(32),
      'not a cart',
      null,
    ]) {
      const response = await login(cartId);
      expect(response.status).toBe(200);
    }
    expect(await janeItems()).toBe(before);
    expect(await cartLines(api, globexCart)).toHaveLength(1);
    expect(await cartLines(api, otherCart!.id)).toHaveLength(1);
  });

  it('does not merge when the login fails', async () => {
    const cartId = await guestCart(api);
    const response = await post('/auth/customer/login', {
      email: 'jane@example.test',
      password: 'wrong-password1',
      store_id: 1,
      cart_id: cartId,
    });
    expect(response.status).toBe(401);
    expect(await cartLines(api, cartId)).toHaveLength(1);
  });
});
