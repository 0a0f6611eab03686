import { createTestApi, type TestApi } from './helpers';

// Refresh-token rotation, reuse detection and logout.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('refresh rotation', () => {
  const refresh = (token: string) =>
    api.request({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh: token },
    });

  it('rotates, and reusing an old refresh token revokes the whole login', async () => {
    const first = await api.login('owner@acme.test');
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect(second.body.refresh).not.toBe(first.refresh);
    expect(
      (
        await api.request({
          method: 'GET',
          url: '/api/v1/auth/me',
          token: second.body.access,
        })
      ).status,
    ).toBe(200);

    const third = await refresh(second.body.refresh);
    expect(third.status).toBe(200);

    // The first token again: reuse → 401 and every token of that login is revoked.
    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('token_not_valid');
    const newest = await refresh(third.body.refresh);
    expect(newest.status).toBe(401);
    expect(newest.body.code).toBe('token_not_valid');
    const me = await api.request({
      method: 'GET',
      url: '/api/v1/auth/me',
      token: third.body.access,
    });
    expect(me.status).toBe(401);

    // Another login of the same user is not affected.
    const other = await api.login('owner@acme.test');
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('works without the trailing slash too, and rejects unknown tokens', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh: 'unknown' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it('an expired refresh token → 401', async () => {
    const login = await api.login('owner@acme.test');
    await api.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL",
    );
    expect((await refresh(login.refresh)).status).toBe(401);
  });

  it('a missing refresh → 400', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ refresh: 'This field is required.' });
  });
});

describe('logout', () => {
  it('revokes that login: its refresh and access tokens stop working', async () => {
    const login = await api.login('staff@acme.test');
    const other = await api.login('staff@acme.test');
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: login.access,
      payload: { refresh: login.refresh },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/token/refresh/',
          payload: { refresh: login.refresh },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.request({
          method: 'GET',
          url: '/api/v1/auth/me',
          token: login.access,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.request({
          method: 'GET',
          url: '/api/v1/auth/me',
          token: other.access,
        })
      ).status,
    ).toBe(200);
  });
});
