import { hashPassword } from '../src/auth/passwords';
import { DEMO_PASSWORD, type Json, type TestApi } from './helpers';

// Cart test fixtures of their own, so the tests do not depend on the demo options.

export interface CartFixture {
  serviceId: number;
  /** Required dropdown: Gold (value 1, 10.00), Silver (value 2, 2.50). */
  metal: number;
  /** Optional multiselect: Polish (value 3, 5.00), Box (value 4, 1.25). */
  extras: number;
  /** Optional short text. */
  note: string;
  /** Required, but shown only for a 'Platinum' metal (not a choice: an 'other' text), so hidden. */
  hidden: number;
}

export async function createFixture(api: TestApi): Promise<CartFixture> {
  const [service] = await api.db.query<{ id: number }>(
    `INSERT INTO services (store_id, name, price) VALUES (1, 'Test Engraving', '40.00') RETURNING id`,
  );
  const option = async (
    tag: string,
    sequence: number,
    required: boolean,
    values: unknown[] = [],
    logics: unknown[] = [],
  ) => {
    const [row] = await api.db.query<{ id: number }>(
      `INSERT INTO service_options (service_id, tag, label, sequence, "values", is_required, is_option_cost, logics)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7) RETURNING id`,
      [
        service!.id,
        tag,
        `${tag} option`,
        sequence,
        JSON.stringify(values),
        required,
        JSON.stringify(logics),
      ],
    );
    return row!.id;
  };
  const metal = await option('d', 1, true, [
    { id: 1, name: 'Gold', image: null, cost: '10.00' },
    { id: 2, name: 'Silver', image: null, cost: '2.50' },
  ]);
  const extras = await option('rb', 2, false, [
    { id: 3, name: 'Polish', image: null, cost: '5.00' },
    { id: 4, name: 'Box', image: null, cost: '1.25' },
  ]);
  const note = await option('st', 3, false);
  const hidden = await option('d', 4, true, [], [platinumOnly(metal)]);
  return { serviceId: service!.id, metal, extras, note: String(note), hidden };
}

const platinumOnly = (metal: number) => ({
  id: 1,
  apply_to_option_id: null,
  action: 'show',
  conditional_join: 'all',
  is_logic_enable: false,
  logic_rule: '',
  rules: [
    {
      id: 1,
      compare_option_field: metal,
      operator_type: 'is',
      compare_to: 'Platinum',
      logic_sequence_number: 1,
    },
  ],
});

/** A second customer of store 1 (besides Jane), logged in. */
export async function otherCustomerToken(api: TestApi): Promise<string> {
  const [user] = await api.db.query<{ id: number }>(
    `INSERT INTO users (kind, email, password_hash, first_name, role_id, store_id)
     VALUES ('customer', 'max@example.test', $1, 'Max', 1, 1) RETURNING id`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  await api.db.query(
    `INSERT INTO customers (store_id, user_id, first_name, email) VALUES (1, $1, 'Max', 'max@example.test')`,
    [user!.id],
  );
  return (await api.login('max@example.test', 'customer', { store_id: 1 }))
    .access;
}

export async function counts(api: TestApi): Promise<Json> {
  const [row] = await api.db.query(
    `SELECT (SELECT count(*)::int FROM carts) AS carts, (SELECT count(*)::int FROM cart_items) AS items,
       (SELECT coalesce(sum(quantity), 0)::int FROM cart_items) AS units`,
  );
  return row;
}
