import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
let owner: string;
let globexOwner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  globexOwner = (await api.login('owner@globex.test')).access;
});
afterAll(() => api.close());

const list = (query: string, token = owner) =>
  api.request({
    method: 'GET',
    url: `/api/v1/notifications/user${query}`,
    token,
  });
const isRead = async (id: number) =>
  (
    await api.db.query<{ is_read: boolean }>(
      'SELECT is_read FROM notifications WHERE id = $1',
      [id],
    )
  )[0]!.is_read;

// Seed: the Acme owner has general 1, 3, 5, 6 (unread) and 7 (read); watching 2 and 4 (unread).
// General holds is_watching = true, Watching is_watching = false.

describe('notifications/user', () => {
  it('pages the general list with next links, newest first', async () => {
    const first = await list('?page=1&page_size=2&type=general');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.next).toBe('?page=2&page_size=2&type=general');
    expect(first.body.results.map((n: Json) => n.id)).toEqual([6, 5]);
    expect(first.body.unread).toEqual({ general: 4, watching: 2, total: 6 });
    expect(first.body.results[0]).toEqual({
      id: 6,
      is_read: false,
      is_watching: true,
      short_description: expect.any(String),
      description: expect.any(String),
      order_no: '1000001',
      created_on: expect.any(String),
      notification_work_order_id: null,
      notification_estimate_order_id: null,
      notification_sales_order_id: 1,
      notification_vendor_sales_order_id: null,
      notification_vendor_estimate_id: null,
    });

    const second = await list(first.body.next);
    expect(second.body.results.map((n: Json) => n.id)).toEqual([3, 1]);
    expect(second.body.next).toBe('?page=3&page_size=2&type=general');
    const third = await list(second.body.next);
    expect(third.body.results.map((n: Json) => n.id)).toEqual([7]);
    expect(third.body.next).toBeNull();
  });

  it('the watching list and the defaults (page 1, 5 per page)', async () => {
    const watching = await list('?type=watching');
    expect(watching.body.results.map((n: Json) => n.id)).toEqual([4, 2]);
    expect(watching.body.results.every((n: Json) => !n.is_watching)).toBe(true);
    expect(watching.body.next).toBeNull();
    const all = await list('');
    expect(all.body.count).toBe(7);
    expect(all.body.results).toHaveLength(5);
    expect(all.body.next).toBe('?page=2&page_size=5');
  });

  it('only ever lists the caller’s notifications', async () => {
    const res = await list('?type=general', globexOwner);
    expect(res.body.results.map((n: Json) => n.id)).toEqual([9]);
    expect(res.body.unread).toEqual({ general: 1, watching: 0, total: 1 });
  });

  it.each([
    ['?page=0', { page: 'Ensure this value is greater than or equal to 1.' }],
    ['?page=abc', { page: 'A valid integer is required.' }],
    [
      '?page_size=1000',
      { page_size: 'Ensure this value is less than or equal to 100.' },
    ],
    ['?type=other', { type: 'Select a valid choice.' }],
    [
      '?since_id=-1',
      { since_id: 'Ensure this value is greater than or equal to 0.' },
    ],
  ])('%s → 400 with field errors', async (query, errors) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual(errors);
  });
});

describe('mark read', () => {
  it('a foreign notification → 404 and it stays unread', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/notifications/9/read',
      token: owner,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await isRead(9)).toBe(false);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/notifications/abc/read',
          token: owner,
        })
      ).status,
    ).toBe(400);
  });

  it('marks one read and answers it; the unread counts follow', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/notifications/2/read',
      token: owner,
    });
    expect(res.status).toBe(200);
    const bad = await api.request({
      method: 'POST',
      url: '/api/v1/notifications/4/read',
      token: owner,
      payload: [4] as never,
    });
    expect(bad.status).toBe(400);
    expect(await isRead(4)).toBe(false);
    expect(res.body).toMatchObject({
      id: 2,
      is_read: true,
      is_watching: false,
    });
    expect((await list('?type=watching')).body.unread).toEqual({
      general: 4,
      watching: 1,
      total: 5,
    });
  });

  it('marks all of the caller’s notifications read, and no one else’s', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: owner,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unread: { general: 0, watching: 0, total: 0 } });
    expect((await list('')).body.results.every((n: Json) => n.is_read)).toBe(
      true,
    );
    expect(await isRead(9)).toBe(false);
    expect(await isRead(8)).toBe(false);
  });

  it('requires a token', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });
});

// After 'mark read' (everything of the Acme owner is read from here on).
describe('tabs follow is_watching, and since_id recovers what a socket missed', () => {
  const insert = async (isWatching: boolean, count = 1) =>
    (
      await api.db.query<{ id: number }>(
        `INSERT INTO notifications (user_id, is_watching, short_description, description)
         SELECT 2, $1, 'Pushed', 'A pushed notification ' || n FROM generate_series(1, $2) n
         RETURNING id`,
        [isWatching, count],
      )
    ).map((row) => row.id);

  it('is_watching = true lists under General, false under Watching, unread counts alike', async () => {
    const [general] = await insert(true);
    const [watching] = await insert(false);
    const generalList = await list('?type=general');
    expect(generalList.body.results[0]).toMatchObject({
      id: general,
      is_watching: true,
      is_read: false,
    });
    expect(generalList.body.unread).toEqual({
      general: 1,
      watching: 1,
      total: 2,
    });
    const watchingList = await list('?type=watching');
    expect(watchingList.body.results[0]).toMatchObject({
      id: watching,
      is_watching: false,
    });
    expect(generalList.body.results.map((n: Json) => n.id)).not.toContain(
      watching,
    );
  });

  it('since_id answers the newer ones oldest first, by tab too', async () => {
    const res = await list('?since_id=5');
    expect(res.status).toBe(200);
    expect(res.body.results.map((n: Json) => n.id)).toEqual([6, 7, 10, 11]);
    expect(res.body).toMatchObject({ count: 4, next: null });
    expect(res.body.unread.total).toBe(2);
    const watching = await list('?since_id=0&type=watching');
    expect(watching.body.results.map((n: Json) => n.id)).toEqual([2, 4, 11]);
    const foreign = await list('?since_id=0', globexOwner);
    expect(foreign.body.results.map((n: Json) => n.id)).toEqual([9]);
  });

  it('since_id answers at most 100, and next continues after the last', async () => {
    const ids = await insert(true, 105);
    const first = await list('?since_id=11');
    expect(first.body.count).toBe(105);
    expect(first.body.results).toHaveLength(100);
    expect(first.body.results[0].id).toBe(ids[0]);
    expect(first.body.next).toBe(`?since_id=${ids[99]}`);
    const rest = await list(first.body.next);
    expect(rest.body.results.map((n: Json) => n.id)).toEqual(ids.slice(100));
    expect(rest.body.next).toBeNull();
  });
});
