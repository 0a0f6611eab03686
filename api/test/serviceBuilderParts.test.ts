import type { BuilderService } from 'shared/contracts/serviceBuilder';
import { createTestApi, type Json, type TestApi } from './helpers';
import { newService, option } from './serviceBuilderFixtures';

// One option of a saved service, and the deletes of its parts, each a
// save of the whole document under the version (the removals of shared/options' draftEdits).

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

const rule = (n: number, compare: number, compareTo: string) => ({
  id: -n,
  compare_option_field: compare,
  operator_type: 'is' as const,
  compare_to: compareTo,
  logic_sequence_number: n,
});

/** Metal (Gold, Silver), Stone (Ruby), Notes shown by (Gold AND Ruby) OR Silver. */
async function serviceWithLogic(): Promise<BuilderService> {
  const res = await call('POST', '/store/services', owner, {
    ...newService({ name: 'Pendant' }),
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
      option(-2, 'sst', 'Stone', {
        values: [{ id: -3, name: 'Ruby', image: null, cost: null }],
      }),
      option(-3, 'st', 'Notes', {
        logics: [
          {
            id: -1,
            apply_to_option_id: -3,
            action: 'show',
            conditional_join: 'all',
            is_logic_enable: true,
            logic_rule: '(1 AND 2) OR 3',
            rules: [
              rule(1, -1, 'Gold'),
              rule(2, -2, 'Ruby'),
              rule(3, -1, 'Silver'),
            ],
          },
        ],
      }),
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('the parts of a saved service', () => {
  it('reads one option; another service’s or store’s option is not found', async () => {
    const s = await serviceWithLogic();
    const metal = s.options[0]!;
    const res = await call(
      'GET',
      `/store_services/${s.id}/options/${metal.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(metal);
    expect(
      (await call('GET', `/store_services/1/options/${metal.id}`)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/store_services/${s.id}/options/${metal.id}`, globex))
        .status,
    ).toBe(404);
  });

  it('deleting a rule renumbers the rest and rewrites the expression; the last rules take the logic along', async () => {
    const s = await serviceWithLogic();
    const notes = s.options[2]!;
    const [first, second, third] = notes.logics[0]!.rules;
    const path = `/store_services/${s.id}/options/${notes.id}/logic-rules`;
    const one = await call(
      'DELETE',
      `${path}/${first!.id}?version=${s.version}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.version).toBe(s.version + 1);
    expect(one.body.options[2].logics[0]).toMatchObject({
      is_logic_enable: true,
      logic_rule: '1 OR 2',
      rules: [
        { id: second!.id, logic_sequence_number: 1 },
        { id: third!.id, logic_sequence_number: 2 },
      ],
    });
    const two = await call(
      'DELETE',
      `${path}/${second!.id}?version=${one.body.version}`,
    );
    expect(two.body.options[2].logics[0]).toMatchObject({
      is_logic_enable: false,
      logic_rule: '',
      rules: [{ id: third!.id, logic_sequence_number: 1 }],
    });
    const three = await call(
      'DELETE',
      `${path}/${third!.id}?version=${two.body.version}`,
    );
    expect(three.body.options[2].logics).toEqual([]);
    expect(
      (
        await call(
          'DELETE',
          `${path}/${third!.id}?version=${three.body.version}`,
        )
      ).status,
    ).toBe(404);
  });

  it('deleting an option takes the rules comparing it; deleting a choice takes the rules naming it', async () => {
    const s = await serviceWithLogic();
    const [metal, stone, notes] = s.options;
    const noStone = await call(
      'DELETE',
      `/store_services/${s.id}/options/${stone!.id}?version=${s.version}`,
    );
    expect(noStone.status).toBe(200);
    expect(noStone.body.options.map((o: { id: number }) => o.id)).toEqual([
      metal!.id,
      notes!.id,
    ]);
    expect(noStone.body.options[1].logics[0]).toMatchObject({
      logic_rule: '1 OR 2',
      rules: [{ compare_to: 'Gold' }, { compare_to: 'Silver' }],
    });
    const silver = metal!.values[1]!;
    const noSilver = await call(
      'DELETE',
      `/store_services/${s.id}/options/${metal!.id}/values/${silver.id}?version=${noStone.body.version}`,
    );
    expect(
      noSilver.body.options[0].values.map((v: { name: string }) => v.name),
    ).toEqual(['Gold']);
    expect(noSilver.body.options[1].logics[0]).toMatchObject({
      is_logic_enable: false,
      rules: [{ compare_to: 'Gold', logic_sequence_number: 1 }],
    });
  });

  it('deletes a choice’s image and a whole logic', async () => {
    const s = await serviceWithLogic();
    const [metal, , notes] = s.options;
    const gold = metal!.values[0]!;
    const noImage = await call(
      'DELETE',
      `/store_services/${s.id}/options/${metal!.id}/values-image/${gold.id}?version=${s.version}`,
    );
    expect(noImage.body.options[0].values[0]).toEqual({ ...gold, image: null });
    const noLogic = await call(
      'DELETE',
      `/store_services/${s.id}/options/${notes!.id}/logics/${notes!.logics[0]!.id}?version=${noImage.body.version}`,
    );
    expect(noLogic.body.options[2].logics).toEqual([]);
  });

  it('a stale delete is a 409 that changes nothing; a bad version is a 400', async () => {
    const s = await serviceWithLogic();
    const metal = s.options[0]!;
    const stale = await call(
      'DELETE',
      `/store_services/${s.id}/options/${metal.id}?version=${s.version + 1}`,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual({ version: s.version });
    const bad = await call(
      'DELETE',
      `/store_services/${s.id}/options/${metal.id}?version=x`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('version');
    expect((await call('GET', `/stores/1/services/${s.id}`)).body).toEqual(s);
  });
});
