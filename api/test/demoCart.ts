import { counts } from './cartFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

// POST /add-to-carts over Acme's seeded demo services (src/db/demo/options.ts), for the tests of
// option logic and validation rules. Choices are named: value(7, 'Claw') is that choice's id.

export const REQUIRED = 'This field is required.';

/** A local calendar day `days` before today, as YYYY-MM-DD ({today} in the rules is local too). */
export const daysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A database of this test file's own (changed first by `prepare`), and helpers over it. */
export function useDemoCart(prepare?: (api: TestApi) => Promise<void>) {
  let api: TestApi;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await createTestApi();
    await prepare?.(api);
    const rows = await api.db.query<{ key: string; id: number }>(
      `SELECT o.id || ':' || (v->>'name') AS key, (v->>'id')::int AS id
       FROM service_options o, jsonb_array_elements(o."values") v WHERE o.service_id BETWEEN 1 AND 6`,
    );
    for (const row of rows) ids[row.key] = row.id;
  });
  afterAll(() => api.close());

  const value = (optionId: number, name: string) => {
    const id = ids[`${optionId}:${name}`];
    if (id === undefined) throw new Error(`no choice ${name} of ${optionId}`);
    return id;
  };
  const add = (serviceId: number, answers: Json) =>
    api.request({
      method: 'POST',
      url: '/api/v1/add-to-carts',
      payload: { store_id: 1, service_id: serviceId, quantity: 1, answers },
    });
  /** 201; answers the new cart line. */
  const added = async (serviceId: number, answers: Json) => {
    const res = await add(serviceId, answers);
    expect(res.status).toBe(201);
    return res.body.data.item as { answers: Json; unit_price: string };
  };
  /** 400 VALIDATION_ERROR with exactly these field errors, and no cart row changed. */
  const rejected = async (
    serviceId: number,
    answers: Json,
    errors: Record<string, string>,
  ) => {
    const before = await counts(api);
    const res = await add(serviceId, answers);
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: Object.values(errors)[0],
        errors,
      },
    });
    expect(await counts(api)).toEqual(before);
  };
  return { value, added, rejected };
}
