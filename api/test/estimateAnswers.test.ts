import { createEstimate } from './accountsFixtures';
import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// The estimate machine's moves by who makes them (ADR 0026): the store sends and revises, the
// customer (signed in or by link) approves or declines the latest version before its valid-until
// day; nobody answers another customer's estimate; a final estimate stays as it is.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

/** An Acme estimate of Jane's (or a guest's), sent once as 45.00. */
async function sentEstimate(customerId: number | null = 1) {
  const { id } = await createEstimate(kit.api, { customerId });
  const res = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: 1,
  });
  expect(res.status).toBe(200);
  return id;
}
const mine = (id: number, body: Record<string, unknown>) =>
  kit.call(
    'POST',
    `/customers/me/estimates/${id}/answer`,
    'jane',
    body as never,
  );
const storeMove = (id: number, to: string, version: number) =>
  kit.call('POST', `/estimates/${id}/status`, 'owner', { to, version });

it('the customer cannot answer an estimate the store has not sent yet', async () => {
  const { id } = await createEstimate(kit.api);
  const res = await mine(id, { decision: 'approve', version: 1 });
  expect(res).toMatchObject({
    status: 409,
    body: {
      message: 'This estimate is requested: it cannot be answered any more.',
    },
  });
  expect(await stateOf(kit, 'estimates', id)).toEqual({
    status: 'requested',
    version: 1,
  });
});

it('signed in, Jane declines her estimate with a note; the store is told; it is final', async () => {
  const id = await sentEstimate();
  const res = await mine(id, {
    decision: 'decline',
    version: 1,
    note: 'Too dear',
  });
  expect(res.body).toMatchObject({
    status: 'declined',
    answer: {
      answered_by: 'Jane Doe (signed in)',
      version: 1,
      note: 'Too dear',
    },
    order: null,
  });
  const [bell] = await kit.notificationsOf(2);
  expect(bell).toMatchObject({ short_description: 'Estimate declined' });
  expect((await storeMove(id, 'quoted', 3)).body.message).toBe(
    'This estimate is declined and cannot change any more.',
  );
  expect((await mine(id, { decision: 'approve', version: 1 })).status).toBe(
    409,
  );
});

it('nobody answers another customer’s estimate: signed in as Jane, a guest’s estimate is not found', async () => {
  const id = await sentEstimate(null);
  const res = await mine(id, { decision: 'approve', version: 1 });
  expect(res).toMatchObject({
    status: 404,
    body: { message: 'Estimate not found.' },
  });
  expect(
    (await kit.call('GET', `/customers/me/estimates/${id}`, 'jane')).status,
  ).toBe(404);
  expect(await stateOf(kit, 'estimates', id)).toEqual({
    status: 'quoted',
    version: 2,
  });
});

it('an estimate past its valid-until day cannot be approved, with the day in the message', async () => {
  const id = await sentEstimate();
  await kit.api.db.query(
    'UPDATE estimates SET valid_until = current_date - 1 WHERE id = $1',
    [id],
  );
  const [row] = await kit.api.db.query<{ day: string }>(
    'SELECT valid_until::text AS day FROM estimates WHERE id = $1',
    [id],
  );
  const res = await mine(id, { decision: 'approve', version: 1 });
  expect(res).toMatchObject({
    status: 409,
    body: {
      message: `This estimate was valid until ${row!.day}. Ask the store for a new one.`,
    },
  });
  expect(await stateOf(kit, 'estimates', id)).toEqual({
    status: 'quoted',
    version: 2,
  });
  expect(
    await kit.count('estimates', 'id = $1 AND sales_order_id IS NULL', [id]),
  ).toBe(1);
});

it('the store records an approval on the customer’s word, may revise it (asking again), and converts it', async () => {
  const id = await sentEstimate();
  expect((await storeMove(id, 'accepted', 2)).body.status).toBe('accepted');
  // a revision of an approved estimate goes back to the customer as version 2
  const revised = await storeMove(id, 'quoted', 3);
  expect(revised.body).toMatchObject({ status: 'quoted', quote_version: 2 });
  expect(
    (await mine(id, { decision: 'approve', version: 2 })).body.status,
  ).toBe('converted');
  // the order is made: the estimate is final
  expect((await storeMove(id, 'declined', 6)).body.code).toBe('ILLEGAL_MOVE');
});

it('a sent estimate cannot be sent with no lines, nor past its do-not-exceed amount', async () => {
  const { id } = await createEstimate(kit.api);
  await kit.api.db.query(
    'UPDATE estimates SET not_to_exceed = 10 WHERE id = $1',
    [id],
  );
  const res = await storeMove(id, 'quoted', 1);
  expect(res).toMatchObject({
    status: 400,
    body: {
      errors: {
        not_to_exceed:
          "The estimate's total is past its do-not-exceed amount of 10.00.",
      },
    },
  });
  expect(await kit.count('estimate_versions', `estimate_id = ${id}`)).toBe(0);
  expect(await stateOf(kit, 'estimates', id)).toEqual({
    status: 'requested',
    version: 1,
  });
});

it('My Account lists Jane’s estimates and opens one with its latest version', async () => {
  const id = await sentEstimate();
  const list = await kit.call('GET', '/customers/me/estimates', 'jane');
  expect(list.body.map((e: { id: number }) => e.id)).toContain(id);
  const one = await kit.call('GET', `/customers/me/estimates/${id}`, 'jane');
  expect(one.body).toMatchObject({
    id,
    status: 'quoted',
    quote: { version_no: 1, total: '45.00' },
  });
});
