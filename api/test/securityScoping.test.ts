import { loadUser, roleRecordOf, type Principal } from '../src/auth/principal';
import { recordScope, scopeCondition } from '../src/auth/scope';
import { LEVELS, MODULES } from '../src/auth/permissions';
import { createStoreNotifications } from '../src/areas/notifications/notifications';
import { count, createEstimate, createOrder } from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

// Item 6 and "Location scoping": the staff member of Acme Downtown (staff@acme.test,
// location 1 only) opened every location's orders, charges and estimates, and another store's
// owner told Acme's order ids from missing ones by 403 vs 404. Each test is the attack it stops.
// Demo order 1000003 (id 3) is at Acme Uptown (location 2); 1000001 (id 1) at Downtown.

const UPTOWN_ORDER = 3;
const DOWNTOWN_ORDER = 1;
const MISSING = 99999;

let api: TestApi;
const tokens: Record<string, string> = {};
let uptownEstimate: number;
let downtownEstimate: number;
beforeAll(async () => {
  api = await createTestApi();
  for (const [key, email, kind, extra] of [
    ['admin', 'admin@platform.test', 'portal', {}],
    ['owner', 'owner@acme.test', 'portal', {}],
    ['staff', 'staff@acme.test', 'portal', {}],
    ['globex', 'owner@globex.test', 'portal', {}],
    ['vendor', 'owner@fixit.test', 'vendor', {}],
    ['jane', 'jane@example.test', 'customer', { store_id: 1 }],
  ] as const)
    tokens[key] = (await api.login(email, kind, extra)).access;
  downtownEstimate = (await createEstimate(api)).id;
  uptownEstimate = (await createEstimate(api)).id;
  await api.db.query('UPDATE estimates SET location_id = 2 WHERE id = $1', [
    uptownEstimate,
  ]);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, who?: string, body?: Json) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    token: who ? tokens[who] : undefined,
    ...(body ? { payload: body } : {}),
  });
const order = (id: number, who: string) =>
  call('GET', `/sales-orders/${id}`, who);
const estimate = (id: number, who: string) =>
  call('GET', `/estimates/${id}`, who);
const CHARGE = { kind: 'additional', amount: '10.00', reason: 'Prong' };
const charge = (id: number, who: string) =>
  call('POST', `/sales-orders/${id}/charges`, who, CHARGE);
const ORDER_NOT_FOUND = {
  status: 404,
  body: { code: 'NOT_FOUND', message: 'Sales order not found.', errors: {} },
};
const ESTIMATE_NOT_FOUND = {
  status: 404,
  body: { code: 'NOT_FOUND', message: 'Estimate not found.', errors: {} },
};

/** Runs `fn` with the staff member's permissions set to these grants, then restores the seeded ones. */
async function withStaffGrants(
  grants: [location: number, module: number, levels: number[]][],
  fn: () => Promise<void>,
): Promise<void> {
  const setPermissions = (permissions: unknown) =>
    api.db.query(
      `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
      [JSON.stringify(permissions)],
    );
  const [row] = await api.db.query<{ seeded: unknown }>(
    `SELECT stores_permissions AS seeded FROM users WHERE email = 'staff@acme.test'`,
  );
  await setPermissions({
    global_permissions: [],
    locations_permissions: grants.map(([location, module, levels]) => ({
      location_id: location,
      permissions: [{ module_id: module, permissions: levels, is_enable: 1 }],
    })),
  });
  try {
    await fn();
  } finally {
    await setPermissions(row!.seeded);
  }
}

describe('staff limited to Acme Downtown', () => {
  it('opening an Uptown order answers 404, the same as an id that does not exist', async () => {
    expect(await order(UPTOWN_ORDER, 'staff')).toEqual(ORDER_NOT_FOUND);
    expect(await order(MISSING, 'staff')).toEqual(ORDER_NOT_FOUND);
    expect((await order(DOWNTOWN_ORDER, 'staff')).status).toBe(200);
  });

  it('requesting a charge on an Uptown order answers 404, creates no charge and sends no mail', async () => {
    const before = [
      await count(api, 'charges'),
      await count(api, 'mail_outbox'),
    ];
    expect(await charge(UPTOWN_ORDER, 'staff')).toEqual(ORDER_NOT_FOUND);
    expect([
      await count(api, 'charges'),
      await count(api, 'mail_outbox'),
    ]).toEqual(before);
  });

  it('opening an Uptown estimate answers 404; a Downtown one opens', async () => {
    expect(await estimate(uptownEstimate, 'staff')).toEqual(ESTIMATE_NOT_FOUND);
    expect((await estimate(downtownEstimate, 'staff')).status).toBe(200);
  });

  it("the owner (a global grant) and the super admin open every location's records", async () => {
    for (const who of ['owner', 'admin']) {
      expect((await order(UPTOWN_ORDER, who)).body).toMatchObject({
        order_no: '1000003',
        total: '87.00',
        customer: null,
      });
      expect((await estimate(uptownEstimate, who)).status).toBe(200);
    }
    expect((await charge(UPTOWN_ORDER, 'owner')).status).toBe(201);
  });

  it('the permission is checked at the record location, level by level', async () => {
    // Sales orders: view and edit at Uptown only.
    await withStaffGrants([[2, MODULES.salesOrder, [2, 3]]], async () => {
      expect((await order(UPTOWN_ORDER, 'staff')).status).toBe(200);
      expect(await order(DOWNTOWN_ORDER, 'staff')).toEqual(ORDER_NOT_FOUND);
    });
    // Edit at Downtown, only view at Uptown: no charge on the Uptown order.
    await withStaffGrants(
      [
        [1, MODULES.salesOrder, [2, 3]],
        [2, MODULES.salesOrder, [3]],
      ],
      async () => {
        expect((await order(UPTOWN_ORDER, 'staff')).status).toBe(200);
        expect(await charge(UPTOWN_ORDER, 'staff')).toEqual(ORDER_NOT_FOUND);
        expect((await charge(DOWNTOWN_ORDER, 'staff')).status).toBe(201);
      },
    );
  });
});

describe("another store's owner and roles without portal access", () => {
  it("another store's owner gets the 404 of a missing id for Acme's order, its charges and its estimate", async () => {
    expect(await order(DOWNTOWN_ORDER, 'globex')).toEqual(ORDER_NOT_FOUND);
    expect(await order(MISSING, 'globex')).toEqual(ORDER_NOT_FOUND);
    expect(await charge(DOWNTOWN_ORDER, 'globex')).toEqual(ORDER_NOT_FOUND);
    expect(await charge(MISSING, 'globex')).toEqual(ORDER_NOT_FOUND);
    expect(await estimate(downtownEstimate, 'globex')).toEqual(
      ESTIMATE_NOT_FOUND,
    );
    expect(await estimate(MISSING, 'globex')).toEqual(ESTIMATE_NOT_FOUND);
  });

  it('a customer or vendor token gets the same 403 for every id, existing or not', async () => {
    for (const who of ['jane', 'vendor']) {
      const answers = [
        await order(DOWNTOWN_ORDER, who),
        await order(MISSING, who),
        await charge(DOWNTOWN_ORDER, who),
        await charge(MISSING, who),
        await estimate(downtownEstimate, who),
        await estimate(MISSING, who),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(answers[0]!.body);
      }
    }
  });

  it('staff without the sales-order view anywhere get 403 for every id', async () => {
    await withStaffGrants([[1, MODULES.estimates, [3]]], async () => {
      for (const id of [DOWNTOWN_ORDER, UPTOWN_ORDER, MISSING])
        expect((await order(id, 'staff')).status).toBe(403);
    });
  });
});

describe('records and their locations', () => {
  it('an order or estimate placed without a location goes to the store default location', async () => {
    const placed = await createOrder(api);
    const [row] = await api.db.query(
      'SELECT location_id FROM sales_orders WHERE id = $1',
      [placed.id],
    );
    expect(row).toEqual({ location_id: 1 });
    const [estimateRow] = await api.db.query(
      'SELECT location_id FROM estimates WHERE id = $1',
      [downtownEstimate],
    );
    expect(estimateRow).toEqual({ location_id: 1 });
  });

  it("a record cannot be put at another store's location", async () => {
    await expect(
      api.db.query('UPDATE sales_orders SET location_id = 3 WHERE id = 1'),
    ).rejects.toThrow(/foreign key/);
  });

  it('an Uptown order notifies the owner, not the Downtown staff; a Downtown order both', async () => {
    const recipients = async (locationId: number) => {
      const placed = await createOrder(api);
      await api.db.query(
        'UPDATE sales_orders SET location_id = $2 WHERE id = $1',
        [placed.id, locationId],
      );
      const rows = await api.db.transaction((tx) =>
        createStoreNotifications(tx, 1, {
          short_description: 'New sales order',
          description: `New sales order ${placed.order_no}.`,
          order_no: placed.order_no,
          sales_order_id: placed.id,
          is_watching: true,
        }),
      );
      return rows.map((row) => row.user_id);
    };
    expect(await recipients(2)).toEqual([2]);
    expect(await recipients(1)).toEqual([2, 3]);
  });

  it("a list filtered by the scope's condition holds only the caller's locations", async () => {
    const principalOf = async (userId: number): Promise<Principal> => {
      const user = (await loadUser(api.db, userId))!;
      return { user, role: roleRecordOf(user), familyId: 'test' };
    };
    const listed = async (userId: number) => {
      const params: unknown[] = [];
      const scope = recordScope(await principalOf(userId), {
        module: MODULES.salesOrder,
        level: LEVELS.view,
      });
      const rows = await api.db.query<{ order_no: string }>(
        `SELECT o.order_no FROM sales_orders o
         WHERE ${scopeCondition(scope, 'o', params)} AND o.id <= 3 ORDER BY o.id`,
        params,
      );
      return rows.map((row) => row.order_no);
    };
    expect(await listed(3)).toEqual(['1000001', '1000002']);
    expect(await listed(2)).toEqual(['1000001', '1000002', '1000003']);
    expect(await listed(4)).toEqual([]);
    expect(await listed(1)).toEqual(['1000001', '1000002', '1000003']);
  });
});
