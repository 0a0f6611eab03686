import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const service = async (id: number) => {
  const res = await api.request({
    method: 'GET',
    url: `/api/v1/stores/1/portal-services/${id}`,
  });
  expect(res.status).toBe(200);
  return res.body.options as Json[];
};

describe('the seeded demo options as the storefront receives them', () => {
  it('Acme offers every option kind', async () => {
    const options = (await Promise.all([1, 2, 3, 4, 5, 6].map(service))).flat();
    expect(new Set(options.map((o) => o.tag))).toEqual(
      new Set('st lt n nba d rb cb i insurance sst ssi warranty md'.split(' ')),
    );
  });

  it('serves logic whose rules compare options of the same service', async () => {
    const options = await service(3);
    const finish = options.find(
      (o) => o.label.value === 'Finish around the stone',
    );
    expect(finish.logics).toEqual([
      expect.objectContaining({
        apply_to_option_id: finish.id,
        action: 'show',
        is_logic_enable: true,
        logic_rule: '(1 AND 2) OR 3',
      }),
    ]);
    const ids = options.map((o) => o.id);
    for (const rule of finish.logics[0].rules) {
      expect(ids).toContain(rule.compare_option_field);
    }
  });

  it('serves the validation rules of the insurance option', async () => {
    const insurance = (await service(3)).find((o) => o.tag === 'insurance');
    expect(insurance.advance_option_meta_data).toEqual({
      is_validation: true,
      validations_rules: [
        expect.objectContaining({
          tag: 'insurance',
          validation_rule: 1,
          compare_field: 'retail_value',
          condition: 1,
        }),
      ],
    });
  });
});
