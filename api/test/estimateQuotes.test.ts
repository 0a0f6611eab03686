import { randomUUID } from 'node:crypto';
import { createEstimate } from './accountsFixtures';
import { draft, lineOf, tokenOf } from './estimateQuoteFixtures';
import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// Estimates a customer can answer (ADR 0026): the store's draft (prices, added lines, message,
// valid-until, do-not-exceed), sending keeps each version, the customer reads the latest and
// approves (an order at the sent price, paid by card) or declines; bad input changes nothing.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

const save = (
  id: number,
  body: unknown,
  who: 'owner' | 'staff' | 'globex' = 'owner',
) => kit.call('PUT', `/estimates/${id}/quote`, who, body as never);
const send = (id: number, version: number) =>
  kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version,
  });
const answerByLink = (token: string, body: Record<string, unknown>) =>
  kit.call(
    'POST',
    `/estimates/by-token/${token}/answer`,
    undefined,
    body as never,
  );

describe('the store writes and sends the quote', () => {
  let id: number;
  let serviceLine: number;
  beforeAll(async () => {
    id = (await createEstimate(kit.api)).id;
    serviceLine = await lineOf(kit, id);
  });

  it('refuses a negative, non-money or over-the-limit price on its line; nothing changes', async () => {
    const bad = await save(
      id,
      draft(1, [
        { id: serviceLine, quantity: 1, unit_price: '-5.00' },
        { name: 'Spring', kind: 'part', quantity: 2, unit_price: 'ten' },
        { name: '', kind: 'labour', quantity: 1, unit_price: '1.999' },
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'lines.0.unit_price': 'A price cannot be negative.',
      'lines.1.unit_price': 'Enter an amount like 12.50.',
      'lines.2.unit_price': 'Enter an amount like 12.50.',
      'lines.2.name': 'Name the part or the labour.',
    });
    const over = await save(
      id,
      draft(
        1,
        [
          { id: serviceLine, quantity: 1, unit_price: '60.00' },
          { name: 'Spring', kind: 'part', quantity: 2, unit_price: '25.00' },
        ],
        { not_to_exceed: '100.00' },
      ),
    );
    expect(over.body.errors).toEqual({
      'lines.1.unit_price':
        'This line takes the estimate past its do-not-exceed amount of 100.00.',
    });
    expect(await stateOf(kit, 'estimates', id)).toEqual({
      status: 'requested',
      version: 1,
    });
    expect(await kit.count('estimate_lines', `estimate_id = ${id}`)).toBe(1);
  });

  it('saves a draft with prices and added lines; the customer does not see it before it is sent', async () => {
    const res = await save(
      id,
      draft(
        1,
        [
          { id: serviceLine, quantity: 1, unit_price: '40.00' },
          {
            name: 'Clasp spring',
            kind: 'part',
            quantity: 2,
            unit_price: '7.50',
          },
          { name: 'Soldering', kind: 'labour', quantity: 1, unit_price: '20' },
        ],
        { not_to_exceed: '100', valid_until: '2099-12-31' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'requested',
      version: 2,
      subtotal: '75.00',
      message: 'The clasp needs a new spring.',
      valid_until: '2099-12-31',
      not_to_exceed: '100.00',
      quote_version: 0,
      versions: [],
    });
    expect(res.body.lines).toMatchObject([
      { service: { name: 'Ring Sizing' }, unit_price: '40.00' },
      { service: { name: 'Clasp spring' }, quantity: 2, line_total: '15.00' },
      { service: { name: 'Soldering' }, line_total: '20.00' },
    ]);
    const seen = await kit.call(
      'GET',
      `/estimates/by-token/${await tokenOf(kit, id)}/quote`,
    );
    expect(seen.body).toMatchObject({ status: 'requested', quote: null });
    // the request's own page still shows what the customer asked for
    const asked = await kit.call(
      'GET',
      `/estimates/by-token/${await tokenOf(kit, id)}`,
    );
    expect(asked.body).toMatchObject({
      subtotal: '45.00',
      lines: [{ service: { name: 'Ring Sizing' }, unit_price: '45.00' }],
    });
    expect(asked.body.lines).toHaveLength(1);
    // Acme's staff may not edit estimates; another store's owner: as if it did not exist
    expect(
      (
        await save(
          id,
          draft(2, [{ id: serviceLine, quantity: 1, unit_price: '1' }]),
          'staff',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await save(
          id,
          draft(2, [{ id: serviceLine, quantity: 1, unit_price: '1' }]),
          'globex',
        )
      ).status,
    ).toBe(404);
  });

  it('sends version 1 with a link in the mail; two sends at once: one wins, the other gets 409 with the current version', async () => {
    const [first, second] = await Promise.all([send(id, 2), send(id, 2)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'quoted', version: 3 },
    });
    expect(
      await kit.count(
        'estimate_versions',
        `estimate_id = ${id} AND version_no >= 1`,
      ),
    ).toBe(1);
    const [mail] = await kit.mailsTo('jane@example.test');
    expect(mail!.text).toContain(`/estimate/${await tokenOf(kit, id)}`);
    const seen = await kit.call(
      'GET',
      `/estimates/by-token/${await tokenOf(kit, id)}/quote`,
    );
    expect(seen.body).toMatchObject({
      status: 'quoted',
      status_label: 'Sent',
      quote: {
        version_no: 1,
        total: '75.00',
        message: 'The clasp needs a new spring.',
        not_to_exceed: '100.00',
        sent_by: 'Olivia Acme',
      },
    });
    expect(seen.body.quote.lines).toHaveLength(3);
  });

  it('a revision is version 2: the customer reads the latest, the store the history; an old version’s answer is refused', async () => {
    const lines = (await kit.call('GET', `/estimates/${id}`, 'owner')).body
      .lines as { id: number }[];
    const saved = await save(
      id,
      draft(
        3,
        [
          { id: lines[0]!.id, quantity: 1, unit_price: '45.00' },
          { id: lines[1]!.id, quantity: 2, unit_price: '7.50' },
        ],
        { message: 'No soldering needed after all.' },
      ),
    );
    expect(saved.body.subtotal).toBe('60.00');
    expect((await send(id, 4)).body).toMatchObject({
      status: 'quoted',
      quote_version: 2,
    });
    const history = await kit.call('GET', `/estimates/${id}/versions`, 'owner');
    expect(
      history.body.map((v: { version_no: number; total: string }) => [
        v.version_no,
        v.total,
      ]),
    ).toEqual([
      [2, '60.00'],
      [1, '75.00'],
    ]);
    const token = await tokenOf(kit, id);
    const old = await answerByLink(token, { decision: 'approve', version: 1 });
    expect(old).toMatchObject({
      status: 409,
      body: {
        message:
          'The store revised this estimate after the version you answered. Read the latest version, then answer it.',
      },
    });
    expect((await stateOf(kit, 'estimates', id)).status).toBe('quoted');
  });

  it('approval records who, when and which version and makes an order at the sent price, paid by card', async () => {
    const token = await tokenOf(kit, id);
    // a later draft the store has not sent changes nothing the customer approves
    const lines = (await kit.call('GET', `/estimates/${id}`, 'owner')).body
      .lines as { id: number }[];
    await save(
      id,
      draft(5, [{ id: lines[0]!.id, quantity: 1, unit_price: '99.00' }]),
    );
    const res = await answerByLink(token, {
      decision: 'approve',
      version: 2,
      note: 'Go ahead',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'converted',
      answer: {
        answered_by: 'Jane Doe (estimate link)',
        version: 2,
        note: 'Go ahead',
      },
      order: { payment_status: 'unpaid' },
    });
    const orderToken = res.body.order.payment_path.split('/').pop();
    const [order] = await kit.api.db.query<{ id: number; total: string }>(
      'SELECT id, total::text AS total FROM sales_orders WHERE token = $1',
      [orderToken],
    );
    expect(order!.total).toBe('60.00');
    const sold = await kit.api.db.query<{
      service_name: string;
      line_total: string;
    }>(
      'SELECT service_name, line_total::text AS line_total FROM sales_order_lines WHERE sales_order_id = $1 ORDER BY id',
      [order!.id],
    );
    expect(sold).toEqual([
      { service_name: 'Ring Sizing', line_total: '45.00' },
      { service_name: 'Clasp spring', line_total: '15.00' },
    ]);
    const paid = await kit.call('POST', '/payments', undefined, {
      token: orderToken,
      idempotency_key: randomUUID(),
      card: {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 1,
        cvc: '123',
        name: 'Jane Doe',
      },
    });
    expect(paid.body).toMatchObject({
      status: 'succeeded',
      payment: { amount: '60.00' },
    });
    // the store's timeline: sent twice, approved with the note, converted
    const events = (await kit.call('GET', `/estimates/${id}/events`, 'owner'))
      .body as { to_status: string | null; body: string; actor: string }[];
    expect(
      events.filter((e) => e.to_status).map((e) => [e.to_status, e.actor]),
    ).toEqual([
      ['quoted', 'store'],
      ['quoted', 'store'],
      ['accepted', 'customer'],
      ['converted', 'customer'],
    ]);
    expect(events.find((e) => e.to_status === 'accepted')!.body).toBe(
      'Go ahead',
    );
  });
});
