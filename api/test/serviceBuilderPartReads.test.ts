import type { BuilderService } from 'shared/contracts/serviceBuilder';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option } from './serviceBuilderFixtures';

// Each part of a saved option read on its own, beside its delete: a choice, a choice's picture,
// the option's logic and one of its rules. A part of another option, another store's service and a
// choice without a picture are 404; a malformed id is 400.

let api: TestApi;
let owner: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token = owner, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });

/** Metal (Gold with a picture, Silver), Notes shown when Metal is Gold or Silver. */
async function service(): Promise<BuilderService> {
  const res = await call('POST', '/store/services', owner, {
    ...newService({ name: 'Locket' }),
    options: [
      option(-1, 'd', 'Metal', {
        values: [
          {
            id: -1,
            name: 'Gold',
            image: 'https://img.test/gold.png',
            cost: '5',
          },
          { id: -2, name: 'Silver', image: null, cost: null },
        ],
      }),
      option(-2, 'st', 'Notes', {
        logics: [
          {
            id: -1,
            apply_to_option_id: -2,
            action: 'show',
            conditional_join: 'all',
            is_logic_enable: true,
            logic_rule: '1 OR 2',
            rules: [
              {
                id: -1,
                compare_option_field: -1,
                operator_type: 'is',
                compare_to: 'Gold',
                logic_sequence_number: 1,
              },
              {
                id: -2,
                compare_option_field: -1,
                operator_type: 'is',
                compare_to: 'Silver',
                logic_sequence_number: 2,
              },
            ],
          },
        ],
      }),
    ],
  });
  expect([res.status, res.body.errors]).toEqual([201, undefined]);
  return res.body;
}

it('reads a choice, its picture, the logic and a rule of a saved option', async () => {
  const s = await service();
  const [metal, notes] = s.options;
  const [gold, silver] = metal!.values;
  const logic = notes!.logics[0]!;
  const at = (o: { id: number }) => `/store_services/${s.id}/options/${o.id}`;

  const value = await call('GET', `${at(metal!)}/values/${gold!.id}`);
  expect(value.status).toBe(200);
  expect(value.body).toEqual(gold);
  const image = await call('GET', `${at(metal!)}/values-image/${gold!.id}`);
  expect(image.status).toBe(200);
  expect(image.body).toEqual({
    id: gold!.id,
    image: 'https://img.test/gold.png',
  });
  const read = await call('GET', `${at(notes!)}/logics/${logic.id}`);
  expect(read.status).toBe(200);
  expect(read.body).toEqual(logic);
  const rule = await call(
    'GET',
    `${at(notes!)}/logic-rules/${logic.rules[0]!.id}`,
  );
  expect(rule.status).toBe(200);
  expect(rule.body).toEqual(logic.rules[0]);

  // Not there: a choice without a picture, a part of the other option, another store's caller.
  const noImage = await call('GET', `${at(metal!)}/values-image/${silver!.id}`);
  expect(noImage.status).toBe(404);
  expect(noImage.body.message).toBe('This choice has no image.');
  expect((await call('GET', `${at(notes!)}/values/${gold!.id}`)).status).toBe(
    404,
  );
  expect((await call('GET', `${at(metal!)}/logics/${logic.id}`)).status).toBe(
    404,
  );
  expect(
    (await call('GET', `${at(metal!)}/values/${gold!.id}`, globex)).status,
  ).toBe(404);
  const bad = await call('GET', `${at(metal!)}/logic-rules/abc`);
  expect(bad.status).toBe(400);
  expect(bad.body.code).toBeDefined();
});

it('reads one of the store’s service categories; another store’s is 404', async () => {
  const list = await call('GET', '/store-service-categories');
  const first = list.body[0];
  const one = await call('GET', `/store-service-categories/${first.id}`);
  expect(one.status).toBe(200);
  expect(one.body).toEqual(first);
  expect(
    (await call('GET', `/store-service-categories/${first.id}`, globex)).status,
  ).toBe(404);
  expect((await call('GET', '/store-service-categories/0')).status).toBe(400);
});
